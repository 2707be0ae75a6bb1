import { expect, expectAccessible, test } from './fixtures'
import { createStaff, signIn } from './staff-accounts'

/** Issue 47: what a donor, a treasurer and a coordinator still stumbled on, walked as they would. */

test.describe('staff errors point at what is wrong', () => {
  test('a bad hours range and a typed closed date show their messages beside the fields, focus on the first', async ({ page }) => {
    await signIn(page, await createStaff('intake'))
    await page.goto('/admin?tab=appointments')
    const panel = page.getByRole('region', { name: 'Open times for visits' })
    await expect(panel).toBeVisible({ timeout: 30_000 })

    // A range that ends before it starts.
    await panel.getByRole('button', { name: 'Add hours' }).click()
    const end = panel.getByLabel('To', { exact: true }).last()
    await end.fill('09:00')
    // The closed date is a date picker: 12/25/2026 typed into it is the date itself…
    await panel.getByRole('button', { name: 'Add a closed date' }).click()
    const christmas = panel.getByLabel('Closed on').last()
    await christmas.click()
    await page.keyboard.type('12252026')
    await expect(christmas).toHaveValue('2026-12-25')
    // …and one left half typed is refused with the server's own message beside it.
    await panel.getByRole('button', { name: 'Add a closed date' }).click()
    const half = panel.getByLabel('Closed on').last()
    await half.click()
    await page.keyboard.type('1226')
    await expect(half).toHaveValue('')

    await panel.getByRole('button', { name: 'Save open times' }).click()
    await expect(end).toHaveAccessibleDescription('Each range ends after it starts.')
    await expect(end).toHaveAttribute('aria-invalid', 'true')
    await expect(half).toHaveAccessibleDescription('Closed dates are YYYY-MM-DD.')
    await expect(christmas).not.toHaveAttribute('aria-invalid', 'true')
    await expect(end).toBeFocused()
    await expect(panel.getByRole('alert')).toContainText('Could not save the open times')
    await expectAccessible(page, 'the open times with two refused fields')
  })

  test("gift entry's empty submit names the missing donor beside the donor field, and focuses it", async ({ page }) => {
    await signIn(page, await createStaff('treasurer'))
    await page.goto('/admin?tab=gifts')
    await expect(page.getByRole('heading', { name: 'Gift entry' })).toBeVisible({ timeout: 30_000 })
    const form = page.getByRole('form', { name: 'Enter a gift' })
    await form.getByRole('button', { name: 'Enter gift' }).click()
    const donor = form.getByRole('combobox', { name: 'Donor (name or e-mail)' })
    await expect(donor).toHaveAccessibleDescription("Enter the donor's name.")
    await expect(form.getByLabel('Amount ($)')).toHaveAttribute('aria-invalid', 'true')
    await expect(donor).toBeFocused()
  })
})
