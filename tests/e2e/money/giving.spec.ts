import type { Locator, Page } from '@playwright/test'

import { call, signIn, uniqueEmail } from '../../support/api'
import { payFirstInvoice, sendStripeEvent, stripeRequests, succeedPaymentIntent, intentIdOfSecret } from '../../support/money/stripe'
import { fillDonor, openDonateForm, stripeRequestsFor } from '../donation-form'
import { expect, expectAccessible, test } from '../fixtures'
import { monthlyAsk } from '../monthly-ask'
import { mockStripeJs, stripeStubLog } from '../stripe-stub'

/** Issue 29 in the browser: the monthly ask before payment, and the fee the donor may cover. */
async function startGift(page: Page, amount: string, email: string) {
  const form = await openDonateForm(page)
  await form.getByLabel('Custom amount ($)').fill(amount)
  await fillDonor(form, email)
  return form
}

/** Donate Now on the payment step; answers the client secret the step was opened with (read before the thank-you page replaces it). */
async function donateNow(page: Page, form: Locator): Promise<string> {
  await expect(form.getByTestId('stripe-card-number')).toBeVisible()
  const options = (await stripeStubLog(page))!.elementsOptions
  const clientSecret = String(options.at(-1)?.clientSecret)
  await form.getByRole('button', { name: 'Donate Now' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
  return clientSecret
}

async function ledgerRow(email: string) {
  const answer = await call<{ donations: { email: string; amount: string; feeCovered: string; upsell: string | null; frequency: string }[] }>('/api/donations?limit=100', {
    cookie: await signIn(),
  })
  return answer.body.donations.filter((row) => row.email === email)
}

test.beforeEach(async ({ page }) => {
  await mockStripeJs(page)
})

test.describe('the monthly ask', () => {

  test('$50 once is offered $17 monthly; accepting makes a monthly subscription of 1700 cents marked accepted', async ({ page }) => {
    const email = uniqueEmail('ask-yes')
    const form = await startGift(page, '50', email)
    await form.getByRole('button', { name: 'Continue to payment: $50.00' }).click()
    const ask = monthlyAsk(page)
    await expect(ask.getByLabel('Monthly amount ($)')).toHaveValue('17')
    // Nothing reaches Stripe before the donor answers.
    expect(await stripeRequestsFor(email, '/v1/payment_intents')).toHaveLength(0)
    expect(await stripeRequestsFor(email, '/v1/subscriptions')).toHaveLength(0)
    await expectAccessible(page, '/donate with the monthly ask')
    await ask.getByRole('button', { name: 'Yes, give $17 monthly' }).dblclick()
    await expect(ask).toHaveCount(0)
    const step = page.getByRole('region', { name: 'Recurring Donation' })
    await expect(step).toContainText('$17.00 every month')
    const clientSecret = await donateNow(page, step)
    const subscriptions = await stripeRequestsFor(email, '/v1/subscriptions')
    expect(subscriptions).toHaveLength(1)
    expect(subscriptions[0].body).toMatchObject({ items: [{ price_data: { unit_amount: '1700', recurring: { interval: 'month', interval_count: '1' } } }] })
    expect(await stripeRequestsFor(email, '/v1/payment_intents')).toHaveLength(0)

    expect((await sendStripeEvent(await payFirstInvoice(clientSecret))).status).toBe(200)
    expect(await ledgerRow(email)).toMatchObject([{ amount: '17.00', upsell: 'accepted', frequency: 'monthly' }])
  })

  test('declining keeps the one-time gift of 5000 cents, marked declined, and is not asked again', async ({ page }) => {
    const email = uniqueEmail('ask-no')
    const form = await startGift(page, '50', email)
    await form.getByRole('button', { name: 'Continue to payment: $50.00' }).click()
    await monthlyAsk(page).getByRole('button', { name: 'No, keep my one-time gift' }).click()
    await expect(form.getByTestId('stripe-card-number')).toBeVisible()
    // Back and on again: the donor already answered for this gift.
    await form.getByRole('button', { name: 'Back' }).click()
    await form.getByRole('button', { name: 'Continue to payment: $50.00' }).click()
    await expect(form.getByTestId('stripe-card-number')).toBeVisible()
    await expect(monthlyAsk(page)).toHaveCount(0)
    const clientSecret = await donateNow(page, form)
    const intents = await stripeRequestsFor(email, '/v1/payment_intents')
    expect(new Set(intents.map((intent) => intent.idempotencyKey)).size).toBe(1)
    expect(intents[0].body).toMatchObject({ amount: '5000', metadata: { upsell: 'declined' } })

    expect((await sendStripeEvent(await succeedPaymentIntent(intentIdOfSecret(clientSecret)))).status).toBe(200)
    expect(await ledgerRow(email)).toMatchObject([{ amount: '50.00', upsell: 'declined', frequency: 'one_time' }])
  })

  test('Enter, Enter on a one-time $25 gift: a one-time gift of $25.00, no monthly request sent (issue 47)', async ({ page }) => {
    const email = uniqueEmail('ask-enter')
    const form = await startGift(page, '25', email)
    await form.getByLabel('Email').press('Enter')
    const ask = monthlyAsk(page)
    await expect(ask.getByRole('button', { name: 'No, keep my one-time gift' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(ask).toHaveCount(0)
    await expect(form.getByTestId('stripe-card-number')).toBeVisible()
    const [intent] = await stripeRequestsFor(email, '/v1/payment_intents')
    expect(intent.body).toMatchObject({ amount: '2500', metadata: { upsell: 'declined' } })
    expect(await stripeRequestsFor(email, '/v1/subscriptions')).toHaveLength(0)
  })

  test('Enter in the monthly amount accepts nothing: only the Yes button does (issue 47)', async ({ page }) => {
    const email = uniqueEmail('ask-enter-amount')
    const form = await startGift(page, '25', email)
    await form.getByRole('button', { name: 'Continue to payment: $25.00' }).click()
    const ask = monthlyAsk(page)
    await ask.getByLabel('Monthly amount ($)').press('Enter')
    await expect(ask).toBeVisible()
    await expect(form.getByTestId('stripe-card-number')).toHaveCount(0)
    expect(await stripeRequestsFor(email, '/v1/subscriptions')).toHaveLength(0)
    await ask.getByRole('button', { name: 'Yes, give $8 monthly' }).click()
    await expect(page.getByRole('region', { name: 'Recurring Donation' })).toContainText('$8.00 every month')
  })

  test('$300 once goes straight to payment, with no ask', async ({ page }) => {
    const email = uniqueEmail('ask-none')
    const form = await startGift(page, '300', email)
    await form.getByRole('button', { name: 'Continue to payment: $300.00' }).click()
    await expect(form.getByTestId('stripe-card-number')).toBeVisible()
    await expect(monthlyAsk(page)).toHaveCount(0)
    const [intent] = await stripeRequestsFor(email, '/v1/payment_intents')
    expect(intent.body.amount).toBe('30000')
    expect((intent.body.metadata as Record<string, string>).upsell).toBeUndefined()
  })
})

test.describe('covering the fee', () => {
  test('the box shows the card fee, and the total follows the method picked in the payment element', async ({ page }) => {
    const email = uniqueEmail('fee-box')
    const form = await startGift(page, '50', email)
    const box = form.getByRole('checkbox', { name: 'Add $1.44 for card processing so that all of my $50.00 reaches the foundation' })
    await expect(box).not.toBeChecked()
    await form.getByLabel('Custom amount ($)').fill('1000')
    await expect(form.getByRole('checkbox', { name: 'Add $22.81 for card processing so that all of my $1,000.00 reaches the foundation' })).toBeVisible()
    await form.getByLabel('Custom amount ($)').fill('50')
    await box.check()
    await form.getByRole('button', { name: 'Continue to payment: $50.00' }).click()
    await monthlyAsk(page).getByRole('button', { name: 'No, keep my one-time gift' }).click()

    const total = form.getByTestId('charge-total')
    await expect(total).toHaveText('Total $51.44, including $1.44 to cover processing fees')
    await form.getByTestId('stripe-method').selectOption('us_bank_account')
    await expect(total).toHaveText('Total $50.41, including $0.41 to cover processing fees')
    await form.getByTestId('stripe-method').selectOption('card')
    await expect(total).toHaveText('Total $51.44, including $1.44 to cover processing fees')
    await form.getByTestId('stripe-method').selectOption('us_bank_account')
    await expect(total).toHaveText('Total $50.41, including $0.41 to cover processing fees')
    await expect(form.getByRole('button', { name: 'Donate Now' })).toBeEnabled()
    const clientSecret = await donateNow(page, form)

    const [intent] = await stripeRequestsFor(email, '/v1/payment_intents')
    expect(intent.body.amount).toBe('5144')
    const id = intentIdOfSecret(clientSecret)
    const updates = await stripeRequests({ method: 'POST', path: `/v1/payment_intents/${id}` })
    expect(updates.at(-1)?.body.amount).toBe('5041')
  })

  test('a monthly gift: the total follows the bank tab, and Donate Now creates the subscription at the bank price', async ({ page }) => {
    const email = uniqueEmail('fee-monthly')
    await (await openDonateForm(page)).getByRole('radio', { name: 'Monthly', exact: true }).check()
    const form = page.getByRole('region', { name: 'Recurring Donation' })
    await form.getByLabel('Custom amount ($)').fill('50')
    await fillDonor(form, email)
    await form.getByRole('checkbox', { name: 'Add $1.44 for card processing so that all of my $50.00 reaches the foundation' }).check()
    await form.getByRole('button', { name: 'Continue to payment: $50.00' }).click()

    const total = form.getByTestId('charge-total')
    await expect(total).toHaveText('Total $51.44, including $1.44 to cover processing fees')
    await expect(form.getByTestId('stripe-card-number')).toBeVisible()
    // Stripe's deferred-intent flow: the element shows the quoted amount; no subscription exists yet.
    expect((await stripeStubLog(page))!.elementsOptions.at(-1)).toMatchObject({ mode: 'subscription', amount: 5144, currency: 'usd' })
    expect(await stripeRequestsFor(email, '/v1/subscriptions')).toHaveLength(0)
    await form.getByTestId('stripe-method').selectOption('us_bank_account')
    await expect(total).toHaveText('Total $50.41, including $0.41 to cover processing fees')
    expect((await stripeStubLog(page))!.elementsUpdates.at(-1)).toEqual({ amount: 5041 })

    // The subscription's client secret, read on its way to the page (which then leaves for the thank-you).
    let clientSecret = ''
    await page.route('**/api/create-donation-intent', async (route) => {
      const response = await route.fetch()
      clientSecret = String(((await response.json()) as { clientSecret?: string }).clientSecret)
      await route.fulfill({ response })
    })
    await form.getByRole('button', { name: 'Donate Now' }).dblclick()
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
    const subscriptions = await stripeRequestsFor(email, '/v1/subscriptions')
    expect(subscriptions).toHaveLength(1)
    expect(subscriptions[0].body).toMatchObject({ items: [{ price_data: { unit_amount: '5041', recurring: { interval: 'month' } } }] })

    expect((await sendStripeEvent(await payFirstInvoice(clientSecret))).status).toBe(200)
    expect(await ledgerRow(email)).toMatchObject([{ amount: '50.41', feeCovered: '0.41', frequency: 'monthly' }])
  })
})
