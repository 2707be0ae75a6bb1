import { request } from '@playwright/test'

import { confirmSetupIntent, fakeStripeEvents, payFirstInvoice, sendStripeEvent, succeedPaymentIntent } from '../../support/money/stripe'
import { waitForMail } from '../../support/mail'
import { expect, expectAccessible, test, waitForHydration } from '../fixtures'
import { askForLink, openLinkFromMail, signInToMyGiving } from '../my-giving-link'
import { asAdmin } from '../staff-accounts'
import { mockStripeJs, stripeStubLog } from '../stripe-stub'

const baseURL = process.env.APP_URL || 'http://localhost:3000'

/** A donor's one-time gift and monthly gift, paid through the fake Stripe and its events. */
async function giftsOf(email: string) {
  const api = await request.newContext({ baseURL })
  try {
    const donor = { firstName: 'Opal', lastName: 'Reyes', email }
    const once = await api.post('/api/create-donation-intent', { data: { amount: '35.00', donationType: 'one_time', ...donor } })
    const { clientSecret } = (await once.json()) as { clientSecret: string }
    expect((await sendStripeEvent(await succeedPaymentIntent(clientSecret.split('_secret_')[0]))).status).toBe(200)
    const monthly = await api.post('/api/create-donation-intent', { data: { amount: '15.00', donationType: 'monthly', ...donor } })
    const invoice = await payFirstInvoice(((await monthly.json()) as { clientSecret: string }).clientSecret)
    expect((await sendStripeEvent(invoice)).status).toBe(200)
  } finally {
    await api.dispose()
  }
}

test.describe.configure({ timeout: 120_000 })

test('a donor asks for a link, opens it from her e-mail, sees her gifts, pauses her monthly gift and downloads a receipt', async ({ page }) => {
  const email = `opal.${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`
  await giftsOf(email)

  await page.goto('/my-giving')
  await expect(page.getByRole('heading', { level: 1, name: 'My giving' })).toBeVisible()
  await expectAccessible(page, '/my-giving (link request)')
  await askForLink(page, email)
  await expect(page.getByRole('main').getByRole('status')).toContainText('If this address has given to the foundation')

  await openLinkFromMail(page, email)
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
  await expect(page.getByTestId('portal-gift').filter({ hasText: '$35.00' })).toHaveCount(1)
  await expectAccessible(page, '/my-giving (signed in)')

  const monthly = page.getByTestId('portal-recurring')
  await expect(monthly).toContainText('$15.00 · Monthly · Active')
  await monthly.getByLabel('Pause for').selectOption('2')
  await monthly.getByRole('button', { name: 'Pause', exact: true }).click()
  await expect(monthly.getByRole('status')).toContainText('paused for 2 months')

  const receipt = page.getByTestId('portal-receipt').first().getByRole('link')
  const [download] = await Promise.all([page.waitForEvent('download'), receipt.click()])
  expect(download.suggestedFilename()).toMatch(/^receipt-\d{4}-\d{6}\.pdf$/)
})

test('a donor changes her monthly gift to a quarterly one and saves a new card for it', async ({ page }) => {
  const email = `opal.card.${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`
  await giftsOf(email)
  await mockStripeJs(page)
  await signInToMyGiving(page, email)

  const gift = page.getByTestId('portal-recurring')
  await gift.getByRole('button', { name: 'Change amount or schedule' }).click()
  const form = gift.getByRole('form', { name: 'Change amount or schedule' })
  await form.getByLabel('Amount ($)').fill('0.5')
  await form.getByLabel('How often').selectOption('quarterly')
  await form.getByRole('button', { name: 'Save change' }).click()
  await expect(form.getByRole('alert')).toBeVisible()
  await form.getByLabel('Amount ($)').fill('25')
  await form.getByRole('button', { name: 'Save change' }).click()
  await expect(gift.getByRole('status')).toContainText('Your gift is now $25.00 every 3 months')

  await gift.getByRole('link', { name: 'Update the card for this gift' }).click()
  await expect(page).toHaveURL(/\/my-giving\/card\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Update your card' })).toBeVisible()
  await expect(page.getByTestId('stripe-card-number')).toBeVisible()
  await expectAccessible(page, '/my-giving/card')
  await page.getByRole('button', { name: 'Save card' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your new card is saved' })).toBeVisible()

  // Stripe reports the saved card; the gift takes it and the donor is told.
  const [confirmation] = (await stripeStubLog(page))!.confirmations
  expect((await sendStripeEvent(await confirmSetupIntent(confirmation.clientSecret))).status).toBe(200)
  const mails = await waitForMail({ to: email, subject: /has changed$/, count: 2 })
  expect(mails.map((m) => m.text).join('\n')).toContain('card for your recurring gift is updated')
})

/** "February 26, 2027" in the foundation's zone (Chicago unless staff changed it) or in UTC. */
function longDates(at: Date) {
  return ['America/Chicago', 'UTC'].map((timeZone) => at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone }))
}

test('change, pause and cancel show the new state at once; a paused gift shows its resume date and is offered no pause', async ({ page }) => {
  const email = `opal.state.${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`
  await giftsOf(email)
  await signInToMyGiving(page, email)

  const gift = page.getByTestId('portal-recurring')
  await expect(gift).toContainText('$15.00 · Monthly · Active')
  await expect(gift.getByTestId('awaiting-confirmation')).toHaveCount(0)

  // A new amount: the card shows it before Stripe's event has reached the books.
  await gift.getByRole('button', { name: 'Change amount or schedule' }).click()
  await gift.getByLabel('Amount ($)').fill('20')
  await gift.getByRole('button', { name: 'Save change' }).click()
  await expect(gift).toContainText('$20.00 · Monthly · Active')
  await expect(gift.getByTestId('awaiting-confirmation')).toBeVisible()

  // A pause: "Paused until <date>", and no pause offered to a paused gift.
  const resumes = new Date()
  resumes.setUTCMonth(resumes.getUTCMonth() + 3)
  const [chicago, utc] = longDates(resumes)
  await gift.getByLabel('Pause for').selectOption('3')
  await gift.getByRole('button', { name: 'Pause', exact: true }).click()
  await expect(gift).toContainText('$20.00 · Monthly · Paused')
  await expect(gift.getByTestId('paused-until')).toHaveText(new RegExp(`^Paused until (${chicago}|${utc})`))
  await expect(gift.getByRole('button', { name: 'Pause', exact: true })).toHaveCount(0)
  await expect(gift.getByLabel('Pause for')).toHaveCount(0)
  await expect(gift.getByRole('button', { name: 'Resume now' })).toBeVisible()

  // Once Stripe's event arrives, the books say the same, resume date included.
  const update = (await fakeStripeEvents('customer.subscription.updated'))
    .filter((event) => (event.data.object.metadata as Record<string, string> | undefined)?.email === email)
    .pop()!
  expect((await sendStripeEvent(update)).status).toBe(200)
  await page.reload()
  await expect(gift).toContainText('$20.00 · Monthly · Paused')
  await expect(gift.getByTestId('paused-until')).toHaveText(new RegExp(`^Paused until (${chicago}|${utc})`))
  await expect(gift.getByTestId('awaiting-confirmation')).toHaveCount(0)

  // Cancelling a paused gift asks plainly, then the card says "Cancelled" with nothing left to press.
  await gift.getByRole('button', { name: 'Cancel…' }).click()
  const confirm = gift.getByRole('group', { name: 'Cancel this gift' })
  await expect(confirm).toContainText('No further payment will be taken')
  await expect(confirm).not.toContainText(/pause/i)
  await confirm.getByRole('button', { name: 'Cancel my gift' }).click()
  await expect(gift).toContainText('$20.00 · Monthly · Cancelled')
  await expect(gift.getByRole('status')).toContainText('Your recurring gift is cancelled')
  await expect(gift.getByRole('button')).toHaveCount(0)
  await expect(gift.getByTestId('awaiting-confirmation')).toBeVisible()
})

test('goods she gave show on My giving by what was given and "In-kind", never as $0.00', async ({ page }) => {
  const email = `ines.${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`
  // Goods logged at the door for her (issue 46), by the admin over the API.
  await asAdmin(async (admin) => {
    const goods = await admin.post('/api/in-kind', {
      data: { donor: { name: 'Ines Ortega', email }, receivedAt: '2025-03-04', items: [{ category: 'coats', quantity: 4 }, { category: 'shoes', quantity: 2 }] },
    })
    expect(goods.status()).toBe(201)
  })

  await page.goto('/my-giving')
  await waitForHydration(page)
  await askForLink(page, email)
  await expect(page.getByRole('main').getByRole('status')).toContainText('If this address has given to the foundation')
  await openLinkFromMail(page, email)

  const gift = page.getByTestId('portal-gift')
  await expect(gift).toHaveCount(1)
  await expect(gift).toContainText('In-kind: 4 × Coats; 2 × Shoes')
  await expect(gift).toContainText('Received')
  const receipt = page.getByTestId('portal-receipt')
  await expect(receipt).toHaveCount(1)
  await expect(receipt).toContainText('In-kind: 4 × Coats; 2 × Shoes')
  // Her year of goods alone: its statement line says so, with no dollar figure.
  await expect(page.getByTestId('portal-statement')).toContainText('2025 · gifts in kind (no dollar value)')
  await expect(page.getByRole('main')).not.toContainText('$0.00')
  await expectAccessible(page, '/my-giving (goods given)')
})
