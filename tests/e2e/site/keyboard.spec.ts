import type { Locator, Page } from '@playwright/test'

import { uniqueEmail } from '../../support/api'
import { expect, test, waitForHydration } from '../fixtures'
import { monthlyAsk } from '../monthly-ask'
import { mockStripeJs } from '../stripe-stub'

/**
 * The checkout, donation and intake forms walked by keyboard alone: every field and button is
 * reached with Tab and operated with typing, Space and Enter — never a mouse click.
 */
async function tabTo(page: Page, target: Locator, maxPresses = 150) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`could not reach ${target} with Tab`)
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target)
  await page.keyboard.type(text)
  await expect(target).toHaveValue(text)
}

test.describe('keyboard only', () => {
  test.beforeEach(async ({ page }) => {
    await mockStripeJs(page)
  })

  test('checkout: customer details, payment and confirmation', async ({ page, request }) => {
    // Every field by Tab, the shipping address included.
    test.setTimeout(120_000)
    const products = (await (await request.get('/api/products')).json()) as { id: string; category: string; inventory: number }[]
    const product = products.find((p) => ['seeds', 'honey', 'handmade'].includes(p.category) && p.inventory > 0)
    expect(product, 'a product in stock').toBeTruthy()
    await page.goto(`/product/${product!.id}`)
    await waitForHydration(page)
    const add = page.getByRole('button', { name: /^Add to Cart/ })
    await tabTo(page, add)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('cart-badge')).toHaveText('1')

    await page.goto('/checkout')
    await waitForHydration(page)
    await typeInto(page, page.getByRole('textbox', { name: 'Email', exact: true }), uniqueEmail('keyboard'))
    await typeInto(page, page.getByRole('textbox', { name: 'First Name', exact: true }), 'Ada')
    await typeInto(page, page.getByRole('textbox', { name: 'Last Name', exact: true }), 'Moss')
    // The product ships, so the address comes next, by keyboard too (the state is a native select).
    await typeInto(page, page.getByRole('textbox', { name: 'Full name' }), 'Ada Moss')
    await typeInto(page, page.getByRole('textbox', { name: 'Address line 1' }), '12 Elm Street')
    await typeInto(page, page.getByRole('textbox', { name: 'City' }), 'Nashville')
    await tabTo(page, page.getByRole('combobox', { name: 'State' }))
    await page.keyboard.type('Tennessee')
    await typeInto(page, page.getByRole('textbox', { name: 'ZIP code' }), '37201')
    await tabTo(page, page.getByRole('button', { name: 'Continue to Payment' }))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('stripe-card-number')).toBeVisible()
    const pay = page.getByRole('button', { name: 'Pay Now' })
    await expect(pay).toBeEnabled()
    await tabTo(page, pay)
    await page.keyboard.press('Enter')
    await expect(page.getByText('Order Successful!')).toBeVisible()
  })

  test('donation: preset amount, donor details, payment and thank-you', async ({ page }) => {
    await page.goto('/donate')
    await waitForHydration(page)
    const form = page.getByRole('region', { name: 'One-Time Donation' })
    const preset = form.getByRole('button', { name: '$75', exact: true })
    await tabTo(page, preset)
    await page.keyboard.press('Space')
    await expect(preset).toHaveAttribute('aria-pressed', 'true')
    await typeInto(page, form.getByLabel('First name'), 'Ada')
    await typeInto(page, form.getByLabel('Last name'), 'Moss')
    await typeInto(page, form.getByLabel('Email'), uniqueEmail('keyboard-gift'))
    await tabTo(page, form.getByRole('button', { name: /Continue to payment/ }))
    await page.keyboard.press('Enter')
    // The monthly ask takes the focus on its safe answer, keeping the one-time gift; Escape keeps it too.
    const ask = monthlyAsk(page)
    await expect(ask.getByRole('button', { name: 'No, keep my one-time gift' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(ask).toHaveCount(0)
    await expect(form.getByTestId('stripe-card-number')).toBeVisible()
    const give = form.getByRole('button', { name: 'Donate Now' })
    await expect(give).toBeEnabled()
    await tabTo(page, give)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
  })

  test('boutique intake: required answers, consent and submission', async ({ page }) => {
    await page.goto('/intake-form')
    await waitForHydration(page)
    await typeInto(page, page.getByLabel(/^First Name/), 'Ada')
    await typeInto(page, page.locator('#intake-email'), uniqueEmail('keyboard-intake'))
    await typeInto(page, page.getByLabel('Phone'), '931-555-0142')
    const consent = page.getByLabel(/I understand that my answers are kept confidential/)
    await tabTo(page, consent)
    await page.keyboard.press('Space')
    await expect(consent).toBeChecked()
    await tabTo(page, page.getByRole('button', { name: 'Submit Request' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText('Application Received!')).toBeVisible()
    await expect(page.getByLabel('Phone')).toHaveValue('')
  })
})
