import pg from 'pg'

import { expect, expectAccessible, test } from '../fixtures'
import { createStaff, signIn } from '../staff-accounts'

/** One donor who gave under two addresses that differ by a dot and a typo of the domain. */
async function seedTwoAddresses(token: string) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
  const main = `ada.quill${token}@gmail.com`
  const other = `adaquill${token}@gmial.com`
  try {
    // The main address's contact exists first (the lower id is the side a merge keeps).
    await pool.query(
      `INSERT INTO donor_contacts (email, first_name, last_name, total_donation_cents, donation_count, is_monthly_donor, is_active, source)
       VALUES ($1, 'Ada', 'Quill', 0, 0, false, true, 'donation')`,
      [main],
    )
    await pool.query(
      `INSERT INTO donations (first_name, last_name, email, amount_cents, net_amount_cents, refunded_amount_cents, status, type, frequency, is_recurring, zip_code, created_at)
       VALUES ('Ada', 'Quill', $1, 4000, 4000, 0, 'paid', 'one-time', 'one_time', false, NULL, '2026-03-03T15:00:00Z'),
              ('Ada', 'Quill-Rowe', $2, 1500, 1500, 0, 'paid', 'one-time', 'one_time', false, '37033', '2026-02-02T15:00:00Z')`,
      [main, other],
    )
  } finally {
    await pool.end()
  }
  return { main, other }
}

test.describe.configure({ timeout: 180_000 })

test('a treasurer merges a suggested pair, choosing a detail from each side, and sees it in the history', async ({ page }) => {
  const token = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const { main, other } = await seedTwoAddresses(token)
  await signIn(page, await createStaff('treasurer'))

  await page.goto('/admin')
  await page.getByRole('button', { name: 'Run data consolidation' }).click()
  await expect(page.getByTestId('staff-notice')).toContainText('Consolidation complete')
  await page.getByRole('tab', { name: 'Duplicates' }).click()
  await expect(page).toHaveURL(/\/admin\?tab=duplicates$/)

  const pair = page.getByTestId('duplicate-pair').filter({ hasText: main })
  await expect(pair).toContainText(other)
  await expect(pair).toContainText('E-mail addresses differ only by dots, a +tag or a typo')
  // The columns name the people, never a record number.
  await expect(pair.getByRole('columnheader')).toHaveText(['Detail', 'Keep: Ada Quill', 'Merge in: Ada Quill-Rowe'])
  await expectAccessible(page, '/admin?tab=duplicates')
  await pair.getByRole('row', { name: /Last name/ }).getByLabel('Quill-Rowe').check()
  await pair.getByRole('row', { name: /ZIP code/ }).getByLabel('37033').check()
  await pair.getByRole('button', { name: 'Merge into one contact' }).click()

  await expect(page.getByTestId('staff-notice')).toContainText('Contacts merged.')
  await expect(page.getByTestId('duplicate-pair').filter({ hasText: main })).toHaveCount(0)
  const history = page.getByRole('row').filter({ hasText: other })
  await expect(history).toContainText(main)
  await expect(history).toContainText('Last name, ZIP code')

  await history.getByRole('link', { name: main }).click()
  const timeline = page.getByTestId('donor-timeline').getByRole('listitem')
  await expect(timeline.filter({ hasText: 'One-time gift of $40.00' })).toHaveCount(1)
  await expect(timeline.filter({ hasText: 'One-time gift of $15.00' })).toHaveCount(1)
  await expect(page.getByTestId('donor-record').getByRole('heading', { name: 'Ada Quill-Rowe' })).toBeVisible()
})
