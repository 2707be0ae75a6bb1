import { expect, expectAccessible, test } from '../fixtures'
import { createStaff, signIn } from '../staff-accounts'

test.describe.configure({ timeout: 180_000 })

test('an admin opens System status and sees every check with its state and last good time; a treasurer has no such tab', async ({ page }) => {
  await signIn(page, { username: 'admin', password: 'test-admin-password' })
  await page.goto('/admin?tab=system')
  await expect(page.getByRole('tab', { name: 'System status' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 })
  const rows = page.getByTestId('system-check')
  for (const name of ['Stripe webhooks', 'Reconciliation with Stripe', 'Sending e-mail', 'Scheduled job: hold-expiry', 'Free disk: uploaded media']) {
    await expect(rows.filter({ hasText: name })).toHaveCount(1)
  }
  await expect(rows.filter({ hasText: 'Free disk: uploaded media' })).toContainText(/OK|Needs attention/)
  await expect(page.getByRole('columnheader', { name: 'Last good' })).toBeVisible()
  await expectAccessible(page, '/admin?tab=system')

  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled()

  await page.context().clearCookies()
  await signIn(page, await createStaff('treasurer'))
  await page.goto('/admin?tab=system')
  await expect(page.getByRole('tab', { name: 'Donor Contacts' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 })
  await expect(page.getByRole('tab', { name: 'System status' })).toHaveCount(0)
})
