import { withDatabase } from '../database'
import { expect, expectAccessible, test } from '../fixtures'
import { createStaff, openDonorFromContacts, signIn } from '../staff-accounts'

/**
 * A donor whose card failed on her monthly gift and whose $600 gift this year reaches a giving
 * circle she is not listed in, written straight to the ledger as Stripe's events would.
 */
async function seedDonor(token: string) {
  const email = `today.${token}@example.org`
  await withDatabase(async (db) => {
    await db.query(
      `INSERT INTO donations (first_name, last_name, email, amount_cents, net_amount_cents, refunded_amount_cents, status, type, frequency, is_recurring, created_at)
       VALUES ('Wren', $1, $2, 60000, 60000, 0, 'paid', 'one-time', 'one_time', false, now() - interval '20 days')`,
      [`W${token}`, email],
    )
    await db.query(
      `INSERT INTO recurring_gifts (subscription_id, first_name, last_name, email, amount_cents, frequency, status, failed_payment_count, started_at)
       VALUES ($1, 'Wren', $2, $3, 2500, 'monthly', 'past_due', 2, now() - interval '90 days')`,
      [`sub_today_${token}`, `W${token}`, email],
    )
  })
}

test.describe.configure({ timeout: 180_000 })

test('a treasurer follows a count of the today view, opens a donor from the contacts list and lists her in her circle', async ({ page }) => {
  const token = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  await seedDonor(token)
  await signIn(page, await createStaff('treasurer'))

  await page.goto('/admin')
  const today = page.getByRole('region', { name: 'Today' })
  await expect(today).toBeVisible({ timeout: 30_000 })
  const failed = today.getByRole('link', { name: /Recurring gifts with a failed payment/ })
  await expect(failed).toBeVisible()
  await expect(today.getByRole('link', { name: /Open disputes/ })).toBeVisible()
  await expect(today.getByRole('link', { name: /intake/i })).toHaveCount(0)
  await expectAccessible(page, '/admin (today view)')

  await failed.click()
  await expect(page).toHaveURL(/\/admin\?tab=recurring&status=past_due$/)
  await expect(page.getByRole('tab', { name: 'Recurring' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('Showing only: Past due')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: `W${token}` })).toContainText('Past due')

  await page.getByRole('tab', { name: 'Donor Contacts' }).click()
  await openDonorFromContacts(page, { search: `W${token}`, name: `Wren W${token}` })
  const timeline = page.getByTestId('donor-timeline').getByRole('listitem')
  await expect(timeline.filter({ hasText: 'One-time gift of $600.00' })).toHaveCount(1)
  await expect(timeline.filter({ hasText: 'Monthly recurring gift of $25.00' })).toHaveCount(1)

  await page.getByRole('link', { name: '← Back to donor contacts' }).click()
  await page.getByRole('tab', { name: 'Circles' }).click()
  const suggestion = page.getByTestId('circle-suggestion').filter({ hasText: `Wren W${token}` })
  await expect(suggestion).toContainText('$600.00')
  await suggestion.getByLabel(`Display name for Wren W${token}`).fill(`The W${token} family`)
  await suggestion.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('staff-notice')).toContainText(`The W${token} family is now listed in`)
  await expect(suggestion).toHaveCount(0)
})
