import { uniqueEmail } from '../../support/api'
import { expect, test, waitForHydration } from '../fixtures'
import { choosePreset, continueToPayment, donateNow, fillDonor, oneTimeForm } from '../donation-form'
import { mockStripeJs } from '../stripe-stub'

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

  const form = oneTimeForm(page)
  await choosePreset(form, '$25')
  await fillDonor(form, uniqueEmail('softnav'), { firstName: 'Rosa', lastName: 'Linden' })
  await continueToPayment(page, form)
  // The payment element is there only if Stripe.js ran.
  await donateNow(page, form)
})
