import type { Locator, Page } from '@playwright/test'

import { uniqueEmail } from '../../support/api'
import { daysFromToday, readCampaign, saveCampaign } from '../../support/money/campaign'
import { choosePreset, continueToPayment, donateNow, fillDonor, oneTimeForm, openDonateForm, startOneTimeGift, stripeRequestsFor } from '../donation-form'
import { expect, expectToast, test, visit, waitForHydration } from '../fixtures'
import { mockStripeJs } from '../stripe-stub'

/** One form (issue 33): its switch turns the one-time form into the recurring one. */
async function recurringForm(page: Page) {
  await oneTimeForm(page).getByRole('radio', { name: 'Monthly', exact: true }).check()
  return page.getByRole('region', { name: 'Recurring Donation' })
}

/** Continue to payment, past the monthly ask of a one-time gift under $250 (issue 29), and Donate Now. */
async function pay(page: Page, form: Locator, { oneTime = true } = {}) {
  await continueToPayment(page, form, { oneTime })
  await donateNow(page, form)
}

/** "Continue to payment" is refused with a toast, and no payment element appears. */
async function expectRefused(page: Page, form: Locator, title: string, description: string) {
  await form.getByRole('button', { name: /Continue to payment/ }).click()
  await expectToast(page, title, description)
  await expect(form.getByTestId('stripe-card-number')).toHaveCount(0)
}

test.describe('donating on /donate', () => {
  test.beforeEach(async ({ page }) => {
    await mockStripeJs(page)
  })

  test('a one-time gift of a preset amount reaches the thank-you screen and /donate', async ({ page }) => {
    const email = uniqueEmail('preset')
    const form = await startOneTimeGift(page, { amount: '$50', email })
    await pay(page, form)
    await expect(page.getByText('Your donation has been processed successfully.')).toBeVisible()
    await expect(page).toHaveURL(/\/donate$/)
    for (const href of ['/', '/about', '/get-involved', '/contact', '/feedback']) {
      await expect(page.getByRole('navigation', { name: 'Where to next' }).locator(`a[href="${href}"]`)).toBeVisible()
    }
    // The foundation sends the receipt now, and the thank-you leads to the donor's own page.
    await expect(page.getByRole('main')).toContainText('we e-mail your receipt')
    await expect(page.getByRole('main')).not.toContainText('Stripe e-mails')
    await expect(page.getByRole('main').getByRole('link', { name: 'Manage my giving' })).toHaveAttribute('href', '/my-giving')
    const [intent] = await stripeRequestsFor(email, '/v1/payment_intents')
    expect(intent.body.amount).toBe('5000')
  })

  test('Stripe.js is fetched only once the donor continues to payment', async ({ page }) => {
    const stripeScripts: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith('https://js.stripe.com/')) stripeScripts.push(request.url())
    })
    const form = await startOneTimeGift(page, { amount: '$25', email: uniqueEmail('lazy-stripe') })
    expect(stripeScripts).toEqual([])
    await continueToPayment(page, form)
    await expect(form.getByTestId('stripe-card-number')).toBeVisible()
    expect(stripeScripts.length).toBeGreaterThan(0)
  })

  test('a one-time gift of a custom amount charges exactly that amount', async ({ page }) => {
    const email = uniqueEmail('custom')
    const form = await openDonateForm(page)
    await form.getByLabel('Custom amount ($)').fill('37.25')
    await fillDonor(form, email)
    await pay(page, form)
    await expect(page.getByText('Your donation has been processed successfully.')).toBeVisible()
    const [intent] = await stripeRequestsFor(email, '/v1/payment_intents')
    expect(intent.body.amount).toBe('3725')
  })

  test('a gift the donor asks to keep discreet reaches Stripe with a neutral statement and no Stripe receipt', async ({ page }) => {
    const email = uniqueEmail('discreet')
    const form = await startOneTimeGift(page, { amount: '$50', email })
    const discreet = form.getByRole('checkbox', { name: 'Keep my gift discreet' })
    await expect(discreet).toHaveAccessibleDescription(/neutral sender/)
    await discreet.check()
    await pay(page, form)
    const [intent] = await stripeRequestsFor(email, '/v1/payment_intents')
    expect(intent.body).toMatchObject({ statement_descriptor_suffix: 'PAYMENT', metadata: { discreet: 'true' } })
    expect(intent.body.receipt_email).toBeUndefined()
  })

  test('a quarterly gift becomes a subscription billed every 3 months', async ({ page }) => {
    const email = uniqueEmail('quarterly')
    await openDonateForm(page)
    const form = await recurringForm(page)
    await form.getByRole('radio', { name: /Quarterly/ }).check()
    await choosePreset(form, '$225')
    await fillDonor(form, email)
    await expect(form.getByTestId('recurring-consent')).toContainText('1-2 business days')
    await pay(page, form, { oneTime: false })
    await expect(page.getByText('Your quarterly donation has been set up successfully.')).toBeVisible()
    await expect(page).toHaveURL(/\/donate$/)
    const [subscription] = await stripeRequestsFor(email, '/v1/subscriptions')
    expect(subscription.body).toMatchObject({
      items: [{ price_data: { unit_amount: '22500', recurring: { interval: 'month', interval_count: '3' } } }],
      payment_behavior: 'default_incomplete',
    })
  })

  test('an amount of 0 is refused with "Invalid Amount"', async ({ page }) => {
    const form = await openDonateForm(page)
    await fillDonor(form, uniqueEmail('zero'))
    await form.getByLabel('Custom amount ($)').fill('0')
    await expectRefused(page, form, 'Invalid Amount', 'Please select or enter a valid donation amount.')
  })

  test('a missing name is refused with "Missing Information"', async ({ page }) => {
    await openDonateForm(page)
    const form = await recurringForm(page)
    await choosePreset(form, '$25')
    await form.getByLabel('Email').fill(uniqueEmail('noname'))
    await expectRefused(page, form, 'Missing Information', 'Please fill in all required fields.')
  })

  test('one form: a one-time/monthly switch heads it, and Monthly brings the recurring presets and schedules', async ({ page }) => {
    const form = await openDonateForm(page)
    await expect(page.getByRole('region', { name: /^(One-Time|Recurring) Donation$/ })).toHaveCount(1)
    // The switch is the form's first choice, before any amount.
    await expect(form.getByRole('radio').first()).toHaveAccessibleName('One-time')
    await expect(form.getByRole('radio', { name: 'One-time', exact: true })).toBeChecked()
    await form.getByRole('button', { name: '$75', exact: true }).click()
    await form.getByRole('radio', { name: 'Monthly', exact: true }).check()
    const recurring = page.getByRole('region', { name: 'Recurring Donation' })
    await expect(recurring.getByRole('radio', { name: /every month/ })).toBeChecked()
    await expect(recurring.getByTestId('preset-amounts').getByRole('button')).toHaveText(['$15', '$25', '$50', '$75'])
    // The one-time amount is not silently carried into a monthly charge.
    await expect(recurring.getByRole('button', { name: 'Continue to payment', exact: true })).toBeVisible()
  })

  test('the form heading follows the page headings without skipping a level, on /donate and a level page', async ({ page }) => {
    // A screen reader's heading list: /donate's h1 is followed by the form's h2 (an h3 there skipped a level);
    // on a level page the form sits under the join card's h2, so its heading is an h3.
    const levels = () => page.locator('main').locator('h1, h2, h3, h4, h5, h6').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])))
    for (const [path, title, level] of [['/donate', 'One-Time Donation', 2], ['/bloom-circle', 'One-Time Gift', 3]] as const) {
      await visit(page, path)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { name: title, exact: true })).toHaveJSProperty('tagName', `H${level}`)
      const seen = await levels()
      expect(seen[0]).toBe(1)
      for (const [i, current] of seen.entries()) if (i > 0) expect(current, `${path}: heading ${i + 1} of ${seen.join(',')}`).toBeLessThanOrEqual(seen[i - 1] + 1)
    }
  })

  test('a preset clears the custom amount and typing clears the preset', async ({ page }) => {
    const form = await openDonateForm(page)
    const preset = form.getByRole('button', { name: '$75', exact: true })
    const custom = form.getByLabel('Custom amount ($)')
    await expect(custom).toHaveAttribute('min', '1')
    await expect(custom).toHaveAttribute('step', '0.01')
    await custom.fill('12')
    await preset.click()
    await expect(preset).toHaveAttribute('aria-pressed', 'true')
    await expect(custom).toHaveValue('')
    await expect(form.getByRole('button', { name: /Continue to payment: \$75\.00/ })).toBeVisible()
    await custom.fill('19.99')
    await expect(preset).toHaveAttribute('aria-pressed', 'false')
    await expect(form.getByRole('button', { name: /Continue to payment: \$19\.99/ })).toBeVisible()
  })

  test('switching the frequency changes the preset amounts', async ({ page }) => {
    await openDonateForm(page)
    const form = await recurringForm(page)
    const presets = form.getByTestId('preset-amounts').getByRole('button')
    await expect(presets).toHaveText(['$15', '$25', '$50', '$75'])
    await form.getByRole('radio', { name: /Quarterly/ }).check()
    await expect(presets).toHaveText(['$75', '$150', '$225', '$300'])
    await form.getByRole('radio', { name: /Annual/ }).check()
    await expect(presets).toHaveText(['$300', '$600', '$900', '$1,200'])
    await expect(form.getByText('once per year', { exact: true })).toBeVisible()
    await form.getByRole('radio', { name: 'One-time', exact: true }).check()
    await expect(oneTimeForm(page).getByTestId('preset-amounts').getByRole('button')).toHaveText(['$25', '$50', '$75', '$150'])
  })

  test('a return from Stripe without a succeeded payment does not thank the donor', async ({ page }) => {
    await visit(page, '/donate?success=true&frequency=monthly&redirect_status=failed')
    await expect(page.getByRole('alert').filter({ hasText: 'Your payment was not completed' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0)
    await expect(oneTimeForm(page)).toBeVisible()
  })

  test('shows the running campaign banner, impact amounts and tax note', async ({ page }) => {
    // The demo campaign (August 13 to September 23) may be over; this one runs today.
    const saved = await readCampaign()
    const [start, end] = [daysFromToday(-3), daysFromToday(10)]
    await saveCampaign({ startDate: start, endDate: end, isActive: true })
    try {
      const format = (date: string) => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(date))
      const banner = page.getByTestId('campaign-banner')
      await expect(async () => {
        await page.goto('/donate')
        await expect(banner).toContainText(`${format(start)} to ${format(end)}`, { timeout: 1000 })
      }).toPass({ timeout: 15_000 })
      await visit(page, '/donate')
      await expect(banner).toContainText('$2,500.00 matching fund')
      await expect(banner).toContainText('raised during the campaign')
      await expect(banner.getByRole('progressbar')).toBeVisible()
    } finally {
      await saveCampaign(saved)
    }
    for (const amount of ['$75', '$150', '$300']) {
      await expect(page.getByRole('region', { name: 'Your Impact' }).getByText(amount, { exact: true })).toBeVisible()
    }
    await expect(page.getByTestId('tax-note')).toContainText('100% tax-deductible')
    await expect(page.getByTestId('tax-note')).toContainText('We e-mail your tax receipt')
    await expect(page.getByTestId('tax-note')).not.toContainText('Stripe')
    await expect(page.getByTestId('tax-note').getByRole('link', { name: 'Manage my giving' })).toHaveAttribute('href', '/my-giving')
  })
})
