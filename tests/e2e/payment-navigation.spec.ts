import { uniqueEmail } from '../support/api'
import { expect, test, waitForHydration } from './fixtures'
import { keepOneTime } from './monthly-ask'
import { mockStripeJs } from './stripe-stub'

/**
 * Stripe is allowed only by the CSP of payment pages, and a CSP belongs to the loaded document.
 * Arriving at a payment page through a client-side link must still end with Stripe loaded: the
 * Payment Element only appears when Stripe.js ran, so completing the gift proves it.
 */
test('reaching /donate through the header link still loads Stripe and takes the gift', async ({ page }) => {
  await mockStripeJs(page)
  await page.goto('/about')
  await waitForHydration(page)
  await page.getByRole('banner').getByRole('link', { name: 'Donate Now' }).click()
  await expect(page).toHaveURL(/\/donate$/)
  await waitForHydration(page)

  const form = page.getByRole('region', { name: 'One-Time Donation' })
  await form.getByRole('button', { name: '$25', exact: true }).click()
  await form.getByLabel('First name').fill('Rosa')
  await form.getByLabel('Last name').fill('Linden')
  await form.getByLabel('Email').fill(uniqueEmail('softnav'))
  await form.getByRole('button', { name: /Continue to payment/ }).click()
  await keepOneTime(page)
  await expect(form.getByTestId('stripe-card-number')).toBeVisible()
  await form.getByRole('button', { name: 'Donate Now' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
})
