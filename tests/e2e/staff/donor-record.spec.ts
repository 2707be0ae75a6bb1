import { withDatabase } from '../database'
import { expect, expectAccessible, test } from '../fixtures'
import { openDonorFromContacts, signInOnTheForm } from '../staff-accounts'

/** A donor with a gift, a refunded gift and a newsletter sign-up, written straight to the ledger. */
async function seedDonor(token: string) {
  const email = `record.${token}@example.org`
  await withDatabase(async (db) => {
    await db.query(
      `INSERT INTO donations (first_name, last_name, email, amount_cents, net_amount_cents, refunded_amount_cents, status, type, frequency, is_recurring, created_at)
       VALUES ('Rowan', $1, $2, 6000, 6000, 0, 'paid', 'one-time', 'one_time', false, '2026-02-03T15:00:00Z'),
              ('Rowan', $1, $2, 2000, 0, 2000, 'refunded', 'one-time', 'one_time', false, '2026-06-10T15:00:00Z')`,
      [`R${token}`, email],
    )
    await db.query(`INSERT INTO newsletter_subscribers (email, source, subscribed_at, is_active) VALUES ($1, 'footer', '2025-12-01T15:00:00Z', true)`, [email])
  })
  return email
}

test('a treasurer opens a donor from the contacts list, reads the history and adds a note', async ({ page }) => {
  test.setTimeout(120_000)
  const token = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  await seedDonor(token)

  await signInOnTheForm(page)

  await openDonorFromContacts(page, { search: `R${token}`, name: `Rowan R${token}` })
  const record = page.getByTestId('donor-record')
  await expect(record.getByRole('heading', { name: `Rowan R${token}` })).toBeVisible()
  const timeline = page.getByTestId('donor-timeline').getByRole('listitem')
  await expect(timeline).toHaveCount(3)
  await expect(timeline.nth(0)).toContainText('One-time gift of $20.00')
  await expect(timeline.nth(0)).toContainText('Refunded (counts $0.00)')
  await expect(timeline.nth(1)).toContainText('One-time gift of $60.00')
  await expect(timeline.nth(2)).toContainText('Signed up for the newsletter')
  await expectAccessible(page, '/admin?donor= (donor record)')

  await page.getByLabel(/^Note/).fill('Call before the December appeal.')
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByTestId('staff-notice')).toContainText('Note added.')
  await expect(timeline.first()).toContainText('Call before the December appeal.')
  await expect(timeline.first()).toContainText('Note by')

  await page.getByRole('link', { name: '← Back to donor contacts' }).click()
  await expect(page.getByRole('tab', { name: 'Donor Contacts' })).toBeVisible()
})
