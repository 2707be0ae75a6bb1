import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { call, uniqueEmail } from '../../support/api'
import { uniqueAddress } from '../../support/forms'
import { sentMail, waitForMail } from '../../support/mail'
import { testPayload } from '../../support/payload'
import { sendRenewalReminders } from '@/server/donor-portal/reminders'
import {
  confirmSetupIntent,
  FAKE_STRIPE_URL,
  fakeStripeEvents,
  intentIdOfSecret,
  payFirstInvoice,
  sendStripeEvent,
  stripeRequests,
  succeedPaymentIntent,
} from '../../support/money/stripe'

/** The donor portal (issue 19): a link by e-mail, a one-hour session, her own gifts only. */
const LINK = /\/my-giving\/open\?token=([A-Za-z0-9_-]+)/

async function deliver(event: Parameters<typeof sendStripeEvent>[0]) {
  expect((await sendStripeEvent(event)).status).toBe(200)
}

async function giveOnce(email: string, amount = '45.00') {
  const answer = await call<{ clientSecret: string }>('/api/create-donation-intent', {
    body: { amount, donationType: 'one_time', firstName: 'Iva', lastName: 'Stone', email },
  })
  await deliver(await succeedPaymentIntent(intentIdOfSecret(answer.body.clientSecret)))
}

async function giveMonthly(email: string) {
  const answer = await call<{ clientSecret: string }>('/api/create-donation-intent', {
    body: { amount: '20.00', donationType: 'monthly', firstName: 'Iva', lastName: 'Stone', email },
  })
  expect(answer.status).toBe(200)
  const paid = await payFirstInvoice(answer.body.clientSecret)
  await deliver(paid)
  return (paid.data.object as { parent: { subscription_details: { subscription: string } } }).parent.subscription_details.subscription
}

/** Asks for a link and opens it: the session cookie, ready to send back. */
async function session(email: string) {
  const before = (await sentMail({ to: email, subject: /^Manage your giving/ })).length
  expect((await call('/api/donor-portal/link', { body: { email } })).status).toBe(202)
  const mails = await waitForMail({ to: email, subject: /^Manage your giving/, count: before + 1 })
  const token = LINK.exec(mails[mails.length - 1].text)![1]
  const opened = await call(`/my-giving/open?token=${token}`)
  expect(opened.status).toBe(303)
  const cookie = opened.headers.getSetCookie().find((c) => c.startsWith('donor-portal='))!
  return { cookie: cookie.split(';')[0], setCookie: cookie, token, location: opened.headers.get('location') }
}

describe('the link', () => {
  it('answers byte for byte the same for a donor and a stranger, and only the donor gets an e-mail', async () => {
    const donor = uniqueEmail('portal-donor')
    const stranger = uniqueEmail('portal-stranger')
    await giveOnce(donor)
    const a = await call<string>('/api/donor-portal/link', { body: { email: donor } })
    const b = await call<string>('/api/donor-portal/link', { body: { email: stranger } })
    expect(a.status).toBe(202)
    expect(b.status).toBe(202)
    expect(JSON.stringify(a.body)).toBe(JSON.stringify(b.body))
    expect(a.headers.get('content-length')).toBe(b.headers.get('content-length'))
    const [mail] = await waitForMail({ to: donor, subject: /^Manage your giving/ })
    expect(mail.text).toMatch(LINK)
    expect(await sentMail({ to: stranger })).toHaveLength(0)
    expect((await call('/api/donor-portal/link', { body: { email: 'not an address' } })).status).toBe(400)
  })

  it('works once: a session of one hour, the token out of the address; a used or expired token opens no session and says so', async () => {
    const donor = uniqueEmail('portal-once')
    await giveOnce(donor)
    const opened = await session(donor)
    expect(opened.location).toMatch(/\/my-giving$/)
    expect(opened.setCookie).toMatch(/HttpOnly/i)
    expect(opened.setCookie).toMatch(/Max-Age=3600/i)
    const used = await call(`/my-giving/open?token=${opened.token}`)
    expect(used.status).toBe(303)
    expect(used.headers.get('location')).toMatch(/\/my-giving\?link=expired$/)
    expect(used.headers.getSetCookie().some((c) => c.startsWith('donor-portal='))).toBe(false)

    const expired = 'expired-token-for-the-test-0123456789abcdef'
    const payload = await testPayload()
    await (payload.db as unknown as { pool: { query: (q: string, v: unknown[]) => Promise<unknown> } }).pool.query(
      `INSERT INTO donor_portal_tokens (token_hash, email, expires_at) VALUES ($1, $2, now() - interval '1 minute')`,
      [createHash('sha256').update(expired).digest('hex'), donor],
    )
    const late = await call(`/my-giving/open?token=${expired}`)
    expect(late.headers.get('location')).toMatch(/\/my-giving\?link=expired$/)
    expect(late.headers.getSetCookie().some((c) => c.startsWith('donor-portal='))).toBe(false)
    expect((await call('/api/donor-portal/overview')).status).toBe(401)
    expect((await call('/api/donor-portal/overview', { cookie: 'donor-portal=forged' })).status).toBe(401)
  })

  it('limits requests per connection (429) and e-mails per address, without telling which', async () => {
    const donor = uniqueEmail('portal-limit')
    await giveOnce(donor)
    const from = { 'x-forwarded-for': uniqueAddress() }
    const answers = []
    for (let i = 0; i < 6; i++) answers.push((await call('/api/donor-portal/link', { body: { email: donor }, headers: from })).status)
    expect(answers).toEqual([202, 202, 202, 202, 202, 429])
    expect(await sentMail({ to: donor, subject: /^Manage your giving/ })).toHaveLength(3)
  })
})

describe('a session', () => {
  it("lists the donor's own gifts and receipts, downloads her receipt, and finds nothing of another donor", async () => {
    const donor = uniqueEmail('portal-own')
    const other = uniqueEmail('portal-other')
    await giveOnce(donor, '45.00')
    await giveOnce(other, '60.00')
    const subscription = await giveMonthly(other)
    const { cookie } = await session(donor)

    const overview = await call<{ gifts: { amount: string }[]; receipts: { number: string; url: string }[]; recurringGifts: unknown[] }>(
      '/api/donor-portal/overview',
      { cookie },
    )
    expect(overview.status).toBe(200)
    expect(overview.body.gifts.map((g) => g.amount)).toEqual(['45.00'])
    expect(overview.body.recurringGifts).toEqual([])
    expect(overview.body.receipts).toHaveLength(1)
    const pdf = await fetch(`${process.env.APP_URL || 'http://localhost:3000'}${overview.body.receipts[0].url}`, { headers: { cookie } })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-')

    const payload = await testPayload()
    const [theirs] = (await payload.find({ collection: 'recurring-gifts', where: { subscriptionId: { equals: subscription } }, overrideAccess: true })).docs
    const [theirReceipt] = (await payload.find({ collection: 'receipts', where: { email: { equals: other } }, overrideAccess: true })).docs
    const before = (await stripeRequests({ path: new RegExp(subscription) })).length
    expect((await call(`/api/donor-portal/recurring/${theirs.id}/pause`, { body: { months: 1 }, cookie })).status).toBe(404)
    expect((await call(`/api/donor-portal/recurring/${theirs.id}/cancel`, { body: {}, cookie })).status).toBe(404)
    expect((await call(`/api/donor-portal/receipts/${theirReceipt.number}`, { cookie })).status).toBe(404)
    expect((await stripeRequests({ path: new RegExp(subscription) })).length).toBe(before)
  })

  it('pauses a monthly gift for two months, resumes it, and cancels it, each through Stripe, the books following its events', async () => {
    const donor = uniqueEmail('portal-monthly')
    const subscription = await giveMonthly(donor)
    const { cookie } = await session(donor)
    const overview = await call<{ recurringGifts: { id: number; status: string }[] }>('/api/donor-portal/overview', { cookie })
    const [gift] = overview.body.recurringGifts
    expect(gift.status).toBe('active')

    expect((await call(`/api/donor-portal/recurring/${gift.id}/pause`, { body: { months: 4 }, cookie })).status).toBe(400)
    type Shown = { status: string; resumesAt: string | null; awaitingConfirmation?: boolean }
    const paused = await call<{ message: string; gift: Shown }>(`/api/donor-portal/recurring/${gift.id}/pause`, { body: { months: 2 }, cookie })
    expect(paused.status).toBe(200)
    // The answer carries the state Stripe returned, for the page to show before the event arrives.
    expect(paused.body.gift).toMatchObject({ id: gift.id, status: 'paused', awaitingConfirmation: true })
    const [update] = (await stripeRequests({ method: 'POST', path: `/v1/subscriptions/${subscription}` })).slice(-1)
    expect(update.idempotencyKey).toBeTruthy()
    const pause = update.body.pause_collection as { behavior: string; resumes_at: string }
    const days = (Number(pause.resumes_at) - Date.now() / 1000) / 86_400
    expect(days).toBeGreaterThan(58)
    expect(days).toBeLessThan(63)
    const events = (await fakeStripeEvents('customer.subscription.updated')).filter((e) => e.data.object.id === subscription)
    await deliver(events[events.length - 1])
    const [mirrored] = (await call<{ recurringGifts: Shown[] }>('/api/donor-portal/overview', { cookie })).body.recurringGifts
    expect(mirrored.status).toBe('paused')
    // The books keep when the pause ends: the same date Stripe was given.
    expect(mirrored.resumesAt).toBe(new Date(Number(pause.resumes_at) * 1000).toISOString())
    expect(paused.body.gift.resumesAt).toBe(mirrored.resumesAt)

    expect((await call(`/api/donor-portal/recurring/${gift.id}/resume`, { body: {}, cookie })).status).toBe(200)
    const [resume] = (await stripeRequests({ method: 'POST', path: `/v1/subscriptions/${subscription}` })).slice(-1)
    expect(resume.body.pause_collection).toBe('')
    const resumed = (await fakeStripeEvents('customer.subscription.updated')).filter((e) => e.data.object.id === subscription)
    await deliver(resumed[resumed.length - 1])

    // The same pause asked for again later is a new change in Stripe, not a replay of the first;
    // one request sent twice (its id, made by the page per click) is one change.
    const again = { months: 2, requestId: `pause-again-${Date.now()}` }
    expect((await call(`/api/donor-portal/recurring/${gift.id}/pause`, { body: again, cookie })).status).toBe(200)
    expect((await call(`/api/donor-portal/recurring/${gift.id}/pause`, { body: again, cookie })).status).toBe(200)
    const pauses = (await stripeRequests({ method: 'POST', path: `/v1/subscriptions/${subscription}` })).filter((r) => r.body.pause_collection)
    expect(pauses).toHaveLength(3)
    expect(pauses[1].idempotencyKey).not.toBe(pauses[0].idempotencyKey)
    expect(pauses[2].idempotencyKey).toBe(pauses[1].idempotencyKey)
    const inStripe = await (await fetch(`${FAKE_STRIPE_URL}/v1/subscriptions/${subscription}`)).json()
    expect(inStripe.pause_collection).toMatchObject({ behavior: 'void' })
    expect((await call(`/api/donor-portal/recurring/${gift.id}/resume`, { body: { requestId: 'x' }, cookie })).status).toBe(400)

    const cancelled = await call<{ gift: Shown }>(`/api/donor-portal/recurring/${gift.id}/cancel`, { body: {}, cookie })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.gift).toMatchObject({ status: 'cancelled', resumesAt: null })
    expect(await stripeRequests({ method: 'DELETE', path: `/v1/subscriptions/${subscription}` })).toHaveLength(1)

    // Each change is confirmed to the donor by e-mail, with the way back to her page.
    // One e-mail per change: the replayed pause request sent none.
    const confirmations = await waitForMail({ to: donor, subject: /has changed$/, count: 4 })
    expect(await sentMail({ to: donor, subject: /has changed$/ })).toHaveLength(4)
    expect(confirmations.map((m) => m.text).join('\n')).toMatch(/paused until[\s\S]*resumed[\s\S]*paused until[\s\S]*cancelled/)
    expect(confirmations.every((m) => m.text.includes('/my-giving'))).toBe(true)
  })

  it('changes the amount and the schedule through Stripe, keeping the next payment date, and refuses what the form refuses', async () => {
    const donor = uniqueEmail('portal-change')
    const subscription = await giveMonthly(donor)
    const { cookie } = await session(donor)
    type Overview = { recurringGifts: { id: number; amount: string; frequency: string; nextPaymentDate: string | null }[] }
    const [gift] = (await call<Overview>('/api/donor-portal/overview', { cookie })).body.recurringGifts
    const put = (body: unknown) => call<{ message: string }>(`/api/donor-portal/recurring/${gift.id}`, { method: 'PUT', body, cookie })
    const updates = () => stripeRequests({ method: 'POST', path: `/v1/subscriptions/${subscription}` })
    const latestUpdate = async () => (await fakeStripeEvents('customer.subscription.updated')).filter((e) => e.data.object.id === subscription).pop()!

    // The donation form's rules: $1 at least, two decimals at most, a recurring schedule.
    expect((await put({ amount: '0.50', donationType: 'monthly' })).status).toBe(400)
    expect((await put({ amount: '12.345', donationType: 'monthly' })).status).toBe(400)
    // A number is held to the same two decimals: 3.3000000000000003 is not read as $3.30.
    expect((await put({ amount: 3.3000000000000003, donationType: 'monthly' })).status).toBe(400)
    expect((await put({ amount: '30', donationType: 'one_time' })).status).toBe(400)
    expect(await updates()).toHaveLength(0)

    expect((await put({ amount: '35.00', donationType: 'monthly' })).status).toBe(200)
    const [amountChange] = await updates()
    expect(amountChange.idempotencyKey).toBeTruthy()
    const items = amountChange.body.items as { id: string; price_data: { unit_amount: string; recurring: { interval: string } } }[]
    expect(items[0].price_data.unit_amount).toBe('3500')
    expect(items[0].price_data.recurring.interval).toBe('month')
    expect(amountChange.body.proration_behavior).toBe('none')
    expect(amountChange.body.trial_end).toBeUndefined()
    await deliver(await latestUpdate())
    let [mirrored] = (await call<Overview>('/api/donor-portal/overview', { cookie })).body.recurringGifts
    expect(mirrored.amount).toBe('35.00')

    expect((await put({ amount: '300', donationType: 'annual' })).status).toBe(200)
    const [, scheduleChange] = await updates()
    const annual = (scheduleChange.body.items as { price_data: { unit_amount: string; recurring: { interval: string; interval_count: string } } }[])[0]
    expect(annual.price_data.unit_amount).toBe('30000')
    expect(annual.price_data.recurring).toEqual({ interval: 'year', interval_count: '1' })
    // No charge now: the payment already due next month starts the yearly schedule.
    const nextMonthly = Number(scheduleChange.body.trial_end) * 1000
    const days = (nextMonthly - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(27)
    expect(days).toBeLessThan(32)
    await deliver(await latestUpdate())
    ;[mirrored] = (await call<Overview>('/api/donor-portal/overview', { cookie })).body.recurringGifts
    expect(mirrored).toMatchObject({ amount: '300.00', frequency: 'annual', nextPaymentDate: new Date(nextMonthly).toISOString() })
    const confirmations = await waitForMail({ to: donor, subject: /has changed$/, count: 2 })
    expect(confirmations.map((m) => m.text).join('\n')).toMatch(/\$35\.00 every month[\s\S]*\$300\.00 once per year/)
  })

  it("updates the card as the subscription's own default payment method once Stripe saved it, and only for the donor's gift", async () => {
    const donor = uniqueEmail('portal-card')
    const other = uniqueEmail('portal-card-other')
    const subscription = await giveMonthly(donor)
    await giveMonthly(other)
    const { cookie } = await session(donor)
    const theirs = (await call<{ recurringGifts: { id: number }[] }>('/api/donor-portal/overview', { cookie: (await session(other)).cookie })).body
      .recurringGifts[0]
    expect((await call(`/api/donor-portal/recurring/${theirs.id}/payment-method`, { body: {}, cookie })).status).toBe(404)
    expect((await call(`/api/donor-portal/recurring/${theirs.id}`, { method: 'PUT', body: { amount: '40', donationType: 'monthly' }, cookie })).status).toBe(404)

    const [gift] = (await call<{ recurringGifts: { id: number }[] }>('/api/donor-portal/overview', { cookie })).body.recurringGifts
    const started = await call<{ clientSecret: string }>(`/api/donor-portal/recurring/${gift.id}/payment-method`, { body: {}, cookie })
    expect(started.status).toBe(200)
    const [setup] = (await stripeRequests({ method: 'POST', path: '/v1/setup_intents' })).filter(
      (r) => (r.body.metadata as Record<string, string>).subscriptionId === subscription,
    )
    expect(setup.body.usage).toBe('off_session')
    expect(setup.body.customer).toMatch(/^cus_/)

    const saved = await confirmSetupIntent(started.body.clientSecret)
    await deliver(saved)
    await deliver(saved) // a replay changes nothing more
    const paymentMethod = (saved.data.object as { payment_method: string }).payment_method
    const inStripe = await (await fetch(`${FAKE_STRIPE_URL}/v1/subscriptions/${subscription}`)).json()
    expect(inStripe.default_payment_method).toBe(paymentMethod)
    const sets = (await stripeRequests({ method: 'POST', path: `/v1/subscriptions/${subscription}` })).filter((r) => r.body.default_payment_method)
    expect(sets).toHaveLength(1)
    expect(sets[0].idempotencyKey).toBeTruthy()
    const [mail] = await waitForMail({ to: donor, subject: /has changed$/ })
    expect(mail.text).toMatch(/card for your recurring gift is updated/)
  })
})

describe('reminders', () => {
  it('e-mail a donor once, within 7 days of a semi-annual or annual charge, never for a monthly gift or a paused one', async () => {
    const payload = await testPayload()
    const DAY = 86_400_000
    const now = new Date(Date.now() + 1000 * DAY) // far past every other test's gifts, so only these are due
    const gift = async (label: string, frequency: 'monthly' | 'semi_annual' | 'annual', inDays: number, status: 'active' | 'paused' = 'active') => {
      const email = uniqueEmail(label)
      await payload.create({
        collection: 'recurring-gifts',
        data: {
          subscriptionId: `sub_reminder_${label}_${Date.now()}`,
          firstName: 'Rae',
          lastName: 'Holt',
          email,
          amountCents: 60_000,
          frequency,
          status,
          nextPaymentDate: new Date(now.getTime() + inDays * DAY).toISOString(),
          failedPaymentCount: 0,
        },
        overrideAccess: true,
      })
      return email
    }
    const annual = await gift('remind-annual', 'annual', 6.5)
    const semiAnnual = await gift('remind-semi', 'semi_annual', 2)
    const monthly = await gift('remind-monthly', 'monthly', 3)
    const later = await gift('remind-later', 'annual', 9)
    const paused = await gift('remind-paused', 'annual', 4, 'paused')

    expect(await sendRenewalReminders(payload, now)).toBe(2)
    expect(await sendRenewalReminders(payload, now)).toBe(0) // a rerun (or a second instance) sends nothing more
    const [reminder] = await waitForMail({ to: annual, subject: /is charged on/ })
    expect(reminder.text).toContain('$600.00')
    expect(reminder.text).toContain('/my-giving')
    await waitForMail({ to: semiAnnual, subject: /is charged on/ })
    for (const email of [monthly, later, paused]) expect(await sentMail({ to: email })).toHaveLength(0)

    // Two days on, the later annual gift is within the week: its reminder goes, nothing else again.
    expect(await sendRenewalReminders(payload, new Date(now.getTime() + 2 * DAY + 60_000))).toBe(1)
    await waitForMail({ to: later, subject: /is charged on/ })
    expect(await sentMail({ to: annual })).toHaveLength(1)
  })
})
