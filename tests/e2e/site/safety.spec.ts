import { expect, test, visit } from '../fixtures'
import { specRoutesWithProduct } from '../spec-routes'

const SAFETY = '/staying-safe-online'

test.describe('Staying safe online', () => {
  test('is linked beside the exit button and from the footer on every route of spec §2.1', async ({ page, request }) => {
    for (const path of await specRoutesWithProduct(request)) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      const beside = page.getByTestId('quick-exit').locator('xpath=..').getByRole('link', { name: 'Staying safe online' })
      await expect(beside, `${path}: beside the exit button`).toHaveAttribute('href', SAFETY)
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Staying safe online' }), `${path}: footer`).toHaveAttribute('href', SAFETY)
    }
  })

  test('is linked from the intake form and the contact form, whose privacy policy link reaches the notice', async ({ page }) => {
    await page.goto('/intake-form')
    const intake = page.locator('form').filter({ has: page.getByRole('button', { name: 'Submit Request' }) })
    await expect(intake.getByRole('link', { name: 'staying safe online' })).toHaveAttribute('href', SAFETY)
    await expect(intake.getByRole('link', { name: 'our privacy policy' })).toHaveAttribute('href', `${SAFETY}#privacy`)
    await page.goto('/contact')
    const contact = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) })
    await expect(contact.getByRole('link', { name: 'stay safe online' })).toHaveAttribute('href', SAFETY)
    await contact.getByRole('link', { name: 'privacy policy' }).click()
    await expect(page).toHaveURL(new RegExp(`${SAFETY}#privacy$`))
    await expect(page.getByRole('heading', { name: 'Our privacy policy' })).toBeInViewport()
  })

  test('explains the exit honestly, safer browsing, the hotlines and the privacy notice', async ({ page }) => {
    await visit(page, SAFETY)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staying Safe Online')
    const main = page.getByRole('main')
    await expect(main).toContainText('does not erase your browser history')
    await expect(main).toContainText('private window')
    await expect(main.getByRole('link', { name: 'Call 1-800-799-7233' })).toHaveAttribute('href', 'tel:18007997233')
    await expect(main.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', /^sms:741741/)
    await expect(main.locator('#privacy')).toContainText('Boutique visit request')
    await expect(main).toContainText('only our signed-in staff can read it')
    await expect(main).toContainText('deleted automatically')
    await expect(main.getByRole('heading', { name: 'Asking us to delete your information' })).toBeVisible()
  })
})
