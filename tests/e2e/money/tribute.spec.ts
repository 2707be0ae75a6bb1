import { call, uniqueEmail } from '../../support/api'
import { waitForMail } from '../../support/mail'
import { markedName } from '../../support/markers'
import { intentIdOfSecret, sendStripeEvent, succeedPaymentIntent } from '../../support/money/stripe'
import { expect, expectAccessible, test, visit, waitForHydration } from '../fixtures'
import { createStaff, signIn } from '../staff-accounts'
import { mockStripeJs } from '../stripe-stub'
import { storeSentReminder } from '../database'
import { continueToPayment, donateNow, startOneTimeGift, stripeRequestsFor } from '../donation-form'

/**
 * Tribute gifts through the form (issue 30): "Dedicate this gift", the person to tell, the
 * card's preview as it will be sent (never the amount), then the payment; the card goes once
 * Stripe says the payment succeeded.
 */
test.describe('a tribute gift on /donate', () => {
  test.beforeEach(async ({ page }) => {
    await mockStripeJs(page)
  })

  test('is dedicated in memory of someone, shows the card before it is sent, and the card follows the payment', async ({ page }) => {
    const email = uniqueEmail('tribute-e2e')
    const family = uniqueEmail('tribute-e2e-family')
    const honoree = markedName('Eli Stone')
    const form = await startOneTimeGift(page, { amount: '$150', email, firstName: markedName('Rosa'), lastName: 'Lind' })

    await form.getByRole('checkbox', { name: 'Dedicate this gift' }).check()
    await form.getByRole('radio', { name: 'In memory of' }).check()
    await form.getByLabel("Honoree's name").fill(honoree)
    await form.getByRole('checkbox', { name: 'Tell someone about this gift by e-mail' }).check()
    await form.getByLabel('Their name').fill(markedName('Ada Stone'))
    await form.getByLabel('Their e-mail').fill(family)
    await form.getByLabel(/Personal message/).fill('He is missed every day.')

    const preview = form.getByTestId('tribute-preview')
    // The card's heading may be set in capitals.
    await expect(preview).toContainText(new RegExp(`A gift in memory of ${honoree}`, 'i'))
    await expect(preview).toContainText(`${markedName('Rosa')} Lind has made a gift`)
    await expect(preview).toContainText('He is missed every day.')
    await expect(preview).not.toContainText('150')
    await expect(form.getByText('23/500')).toBeVisible()

    const started = page.waitForResponse((response) => response.url().endsWith('/api/create-donation-intent'))
    await form.getByRole('button', { name: /Continue to payment/ }).click()
    const intentId = intentIdOfSecret(((await (await started).json()) as { clientSecret: string }).clientSecret)
    await donateNow(page, form)

    const [intent] = await stripeRequestsFor(email, '/v1/payment_intents')
    const metadata = intent.body.metadata as Record<string, string>
    expect(metadata).toMatchObject({ tributeType: 'memory', tributeHonoree: honoree })
    // The recipient's address and the message stay with the foundation, not in Stripe.
    expect(JSON.stringify(intent.body)).not.toContain(family)

    expect((await sendStripeEvent(await succeedPaymentIntent(intentId))).status).toBe(200)
    const [card] = await waitForMail({ to: family })
    expect(card.subject).toBe('A tribute gift has been made')
    expect(card.text.replace(/\s+/g, ' ').toLowerCase()).toContain(`A gift in memory of ${honoree}`.toLowerCase())
    expect(card.text).toContain('He is missed every day.')
    expect(card.text).not.toContain('150')
  })

  test('a donor whose employer matches gifts gets the legal name, EIN and a sentence for HR on the thank-you screen', async ({ page }) => {
    const email = uniqueEmail('matching-e2e')
    const form = await startOneTimeGift(page, { amount: '$50', email, firstName: markedName('Iris'), lastName: 'Ng' })
    await form.getByRole('checkbox', { name: 'My employer matches gifts' }).check()
    await form.getByLabel(/Employer name/).fill('Acme Widgets')
    // $50 one-time without a dedication meets the monthly ask (issue 29) first.
    await continueToPayment(page, form)
    await donateNow(page, form)
    const note = page.getByTestId('matching-thank-you')
    await expect(note).toContainText('EIN')
    await expect(note).toContainText("Acme Widgets's matching gift program")
    const [intent] = await stripeRequestsFor(email, '/v1/payment_intents')
    expect(intent.body.metadata).toMatchObject({ matchingGift: 'true', matchingEmployer: 'Acme Widgets' })
  })

  test('offers a link to finish later on the payment step of a started gift, never for a discreet gift', async ({ page }) => {
    const later = page.getByRole('button', { name: 'E-mail me a link to finish later' })
    const form = await startOneTimeGift(page, { amount: '$150', email: uniqueEmail('later-e2e'), firstName: markedName('Lia'), lastName: 'Later' })
    await form.getByRole('checkbox', { name: 'Keep my gift discreet' }).check()
    await expect(later).toHaveCount(0)
    // $150 one-time without a dedication meets the monthly ask (issue 29) first, once per gift.
    await continueToPayment(page, form)
    await expect(page.getByTestId('stripe-card-number')).toBeVisible()
    await expect(later).toHaveCount(0)
    await page.getByRole('button', { name: 'Back' }).click()
    await form.getByRole('checkbox', { name: 'Keep my gift discreet' }).uncheck()
    await form.getByRole('button', { name: /Continue to payment/ }).click()
    await expect(page.getByTestId('stripe-card-number')).toBeVisible()
    await later.click()
    await expect(page.getByText('We will e-mail you a link in about an hour to finish your gift.')).toBeVisible()
  })
})

test('the treasurer previews a tribute gift\'s card from its row and sends it again', async ({ page }) => {
  const email = uniqueEmail('tribute-staff')
  const family = uniqueEmail('tribute-staff-family')
  const honoree = markedName('Nell Grey')
  const gift = await call<{ clientSecret: string }>('/api/create-donation-intent', {
    body: {
      amount: '60.00',
      donationType: 'one_time',
      firstName: markedName('Tess'),
      lastName: 'Grey',
      email,
      tribute: { type: 'honor', honoreeName: honoree, notify: { name: markedName('Bo Grey'), email: family, message: 'Happy birthday!' } },
    },
  })
  expect(gift.status).toBe(200)
  expect((await sendStripeEvent(await succeedPaymentIntent(intentIdOfSecret(gift.body.clientSecret)))).status).toBe(200)
  await waitForMail({ to: family })

  await signIn(page, await createStaff('treasurer'))
  await page.goto('/admin?tab=donations')
  const row = page.getByTestId('donation-row').filter({ hasText: email })
  await expect(row).toContainText(`In honor of ${honoree}`)
  await row.getByRole('button', { name: 'Card…' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(new RegExp(`A gift in honor of ${honoree}`, 'i'))
  await expect(dialog).toContainText(family)
  await expect(dialog.getByTestId('tribute-card-text')).toContainText('Happy birthday!')
  await expect(dialog.getByTestId('tribute-card-text')).not.toContainText('60')
  await expectAccessible(page, '/admin (tribute card)')
  await dialog.getByRole('button', { name: 'Send again' }).click()
  await expect(dialog.getByRole('status')).toHaveText('The card was sent again.')
  await expect(dialog).toContainText('(2 times)')
  expect(await waitForMail({ to: family, count: 2 })).toHaveLength(2)
})

test('a finish-later link reopens the form with the amount and frequency filled', async ({ page }) => {
  const token = await storeSentReminder({ email: uniqueEmail('resume-e2e'), amountCents: 8000, donationType: 'quarterly' })
  await visit(page, `/donate?resume=${token}`)
  await waitForHydration(page)
  const form = page.getByRole('region', { name: 'Recurring Donation' })
  await expect(form.getByRole('radio', { name: /Quarterly/ })).toBeChecked()
  await expect(form.getByLabel('Custom amount ($)')).toHaveValue('80.00')
  await expect(form.getByRole('button', { name: /Continue to payment: \$80\.00/ })).toBeVisible()
})
