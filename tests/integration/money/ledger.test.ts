import type { Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { reconcileWithStripe } from '@/server/ledger/reconcile'

import { call, uniqueEmail } from '../../support/api'
import { type CampaignData, daysFromToday, readCampaign, saveCampaign } from '../../support/money/campaign'
import { sentMail, waitForMail } from '../../support/mail'
import { testPayload } from '../../support/payload'
import { createTestProduct, staff } from '../../support/shop'
import {
  eventId,
  fakeStripeEvents,
  intentIdOfSecret,
  invoicePaidEvent,
  payFirstInvoice,
  paymentSucceededEvent,
  sendStripeEvent,
  storeStripeEvent,
  stripeRequests,
  succeedPaymentIntent,
} from '../../support/money/stripe'

/**
 * The books after payment: refunds, disputes, recurring gifts, sponsorships bought in the
 * shop, staff refunds and the reconciliation with Stripe's own event log.
 */
const unique = (prefix: string) => `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)
/** Inside the campaign window these tests run (from Aug 13, 2026 to a month from today). */
const CAMPAIGN_DAY = new Date('2026-09-01T15:00:00Z')

function donorMetadata(email: string, donationType: string) {
  return { kind: 'donation', donationType, firstName: 'June', lastName: 'Hale', email, city: 'Centerville', state: 'TN' }
}

function giftEvent(intentId: string, email: string, amount: number, created = seconds(new Date())) {
  return paymentSucceededEvent(intentId, amount, donorMetadata(email, 'one_time'), created)
}

function refundEvent(intentId: string, amount: number, refunded: number) {
  return {
    id: eventId(),
    type: 'charge.refunded',
    data: {
      object: { id: `ch_${intentId}`, object: 'charge', amount, amount_refunded: refunded, refunded: refunded >= amount, payment_intent: intentId },
    },
  }
}

function disputeEvent(type: 'charge.dispute.created' | 'charge.dispute.closed', intentId: string, status: string) {
  return {
    id: eventId(),
    type,
    data: { object: { id: `dp_${intentId}`, object: 'dispute', amount: 5000, charge: `ch_${intentId}`, payment_intent: intentId, status } },
  }
}

async function donations(where: Where) {
  const payload = await testPayload()
  return (await payload.find({ collection: 'donations', where, pagination: false, overrideAccess: true })).docs
}

async function gift(intentId: string) {
  const [row, ...rest] = await donations({ stripePaymentIntentId: { equals: intentId } })
  expect(rest).toHaveLength(0)
  return row
}

async function deliver(event: Parameters<typeof sendStripeEvent>[0], times = 1) {
  for (let i = 0; i < times; i++) expect((await sendStripeEvent(event)).status).toBe(200)
}

/** The "$X raised during the campaign" figure on /donate, in cents. */
async function campaignRaisedCents() {
  // A campaign just saved reaches /donate once its cached page is dropped: wait for the banner.
  const deadline = Date.now() + 15_000
  for (;;) {
    const answer = await call<string>('/donate')
    // React separates adjacent text with <!-- --> markers: read the text without them.
    const text = String(answer.body).replaceAll('<!-- -->', '')
    const match = /\$([\d,]+)\.(\d{2})\s*raised during the campaign/.exec(text)
    if (match) return Number(match[1].replace(/,/g, '')) * 100 + Number(match[2])
    if (Date.now() > deadline) throw new Error('no campaign progress on /donate')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function consolidatedContact(email: string) {
  const cookie = await staff()
  expect((await call('/api/donor-contacts/consolidate', { method: 'POST', cookie })).status).toBe(200)
  const list = await call<{ email: string; totalDonationAmount: number; isMonthlyDonor: boolean }[]>(
    `/api/donor-contacts?search=${encodeURIComponent(email)}`,
    { cookie },
  )
  const stats = await call<{ totalDonationAmount: number }>('/api/donor-contacts/stats', { cookie })
  return { contact: list.body.find((c) => c.email === email.toLowerCase()), statsTotal: stats.body.totalDonationAmount }
}

let cookie: string
beforeAll(async () => {
  cookie = await staff()
})

describe('refunds', () => {
  // The progress bar shows only while a campaign runs: run one whose window holds CAMPAIGN_DAY.
  let savedCampaign: CampaignData
  beforeAll(async () => {
    savedCampaign = await readCampaign()
    await saveCampaign({ isActive: true, startDate: '2026-08-13T00:00:00.000Z', endDate: daysFromToday(30), afterEnd: 'hide' })
  })
  afterAll(async () => {
    await saveCampaign(savedCampaign)
  })

  it('follows a gift through two partial refunds and a full one, net in every total, whatever the replays and order', async () => {
    const email = uniqueEmail('refunded')
    const intent = unique('pi')
    const raisedBefore = await campaignRaisedCents()

    await deliver(giftEvent(intent, email, 10_000, seconds(CAMPAIGN_DAY)))
    expect(await gift(intent)).toMatchObject({ status: 'paid', refundedAmountCents: 0, netAmountCents: 10_000 })
    expect(await campaignRaisedCents()).toBe(raisedBefore + 10_000)
    const paid = await consolidatedContact(email)
    expect(paid.contact?.totalDonationAmount).toBe(100)

    const first = refundEvent(intent, 10_000, 2_000)
    const second = refundEvent(intent, 10_000, 5_000)
    const full = refundEvent(intent, 10_000, 10_000)

    await deliver(first)
    expect(await gift(intent)).toMatchObject({ status: 'partially_refunded', refundedAmountCents: 2_000, netAmountCents: 8_000 })
    await deliver(second)
    // Each replayed ten times, the older one after the newer: nothing moves.
    await deliver(first, 10)
    await deliver(second, 10)
    expect(await gift(intent)).toMatchObject({ status: 'partially_refunded', refundedAmountCents: 5_000, netAmountCents: 5_000 })
    expect(await campaignRaisedCents()).toBe(raisedBefore + 5_000)

    await deliver(full)
    await deliver(second, 10)
    await deliver(full, 10)
    await deliver(first, 10)
    const refunded = await gift(intent)
    expect(refunded).toMatchObject({ status: 'refunded', refundedAmountCents: 10_000, netAmountCents: 0, amountCents: 10_000 })

    expect(await campaignRaisedCents()).toBe(raisedBefore)
    const after = await consolidatedContact(email)
    expect(after.contact?.totalDonationAmount).toBe(0)
    expect(paid.statsTotal - after.statsTotal).toBeCloseTo(100, 2)

    // The contract keeps the original amount and adds the gift's later life.
    const list = await call<{ donations: Record<string, unknown>[] }>('/api/donations?limit=5000', { cookie })
    expect(list.body.donations.find((d) => d.id === refunded.id)).toMatchObject({
      amount: '100.00',
      status: 'refunded',
      refundedAmount: '100.00',
      source: 'donation_form',
      frequency: 'one_time',
      type: 'one-time',
      createdAt: CAMPAIGN_DAY.toISOString(),
    })
  })

  it('ends fully refunded when the full refund arrives before the partial one', async () => {
    const intent = unique('pi')
    await deliver(giftEvent(intent, uniqueEmail('reversed'), 4_000))
    await deliver(refundEvent(intent, 4_000, 4_000))
    await deliver(refundEvent(intent, 4_000, 1_000))
    expect(await gift(intent)).toMatchObject({ status: 'refunded', refundedAmountCents: 4_000, netAmountCents: 0 })
  })
})

describe('events before their payment', () => {
  async function unpaidGift(amount: string) {
    const answer = await call<{ clientSecret: string }>('/api/create-donation-intent', {
      body: { amount, donationType: 'one_time', firstName: 'Ada', lastName: 'Moss', email: uniqueEmail('early') },
    })
    expect(answer.status).toBe(200)
    return intentIdOfSecret(answer.body.clientSecret)
  }

  async function eventRecorded(id: string) {
    const payload = await testPayload()
    return (await payload.count({ collection: 'stripe-events', where: { eventId: { equals: id } }, overrideAccess: true })).totalDocs
  }

  it('refuses a refund or dispute of a gift whose payment is not in the books yet, then applies it after the payment', async () => {
    const intent = await unpaidGift('30.00')
    const paid = await succeedPaymentIntent(intent)
    const refund = refundEvent(intent, 3_000, 1_000)
    const dispute = disputeEvent('charge.dispute.created', intent, 'needs_response')

    // Stripe delivers the refund and the dispute first: refused (Stripe sends them again), nothing written.
    for (const early of [refund, dispute]) {
      const answer = await sendStripeEvent(early)
      expect(answer.status).toBe(409)
      expect(await eventRecorded(early.id)).toBe(0)
    }
    expect(await donations({ stripePaymentIntentId: { equals: intent } })).toHaveLength(0)

    await deliver(paid)
    await deliver(refund)
    await deliver(dispute)
    expect(await gift(intent)).toMatchObject({ status: 'disputed', refundedAmountCents: 1_000, netAmountCents: 2_000 })
  })

  it("ignores a refund of a payment that is not this site's", async () => {
    const stranger = refundEvent(unique('pi'), 2_000, 2_000)
    await deliver(stranger)
    expect(await eventRecorded(stranger.id)).toBe(1)
  })
})

describe('recurring payments refunded', () => {
  it("refunds a monthly gift's payment from the staff panel and follows Stripe's refund into the books", async () => {
    const email = uniqueEmail('monthly-refund')
    const answer = await call<{ clientSecret: string }>('/api/create-donation-intent', {
      body: { amount: '25.00', donationType: 'monthly', firstName: 'Iris', lastName: 'Vale', email },
    })
    expect(answer.status).toBe(200)
    await deliver(await payFirstInvoice(answer.body.clientSecret))
    const [row] = await donations({ email: { equals: email } })
    expect(row).toMatchObject({ isRecurring: true, amountCents: 2_500, status: 'paid' })

    const refund = await call<{ message: string }>(`/api/donations/${row.id}/refund`, { body: {}, cookie })
    expect(refund.status).toBe(202)
    const intent = intentIdOfSecret(answer.body.clientSecret)
    const sent = (await stripeRequests({ method: 'POST', path: '/v1/refunds' })).filter((r) => r.body.payment_intent === intent)
    expect(sent).toHaveLength(1)
    expect(sent[0].idempotencyKey).toBeTruthy()
    expect((await donations({ email: { equals: email } }))[0]).toMatchObject({ status: 'paid', refundedAmountCents: 0 })

    const [refunded] = (await fakeStripeEvents('charge.refunded')).filter((e) => e.data.object.payment_intent === intent)
    await deliver(refunded)
    await deliver(refunded, 3)
    expect((await donations({ email: { equals: email } }))[0]).toMatchObject({ status: 'refunded', refundedAmountCents: 2_500, netAmountCents: 0 })
    expect((await call(`/api/donations/${row.id}/refund`, { body: {}, cookie })).status).toBe(409)
  })

  it("applies a refund made in Stripe's dashboard to the monthly payment it belongs to", async () => {
    const email = uniqueEmail('monthly-dashboard')
    const answer = await call<{ clientSecret: string }>('/api/create-donation-intent', {
      body: { amount: '40.00', donationType: 'monthly', firstName: 'Nell', lastName: 'Ash', email },
    })
    await deliver(await payFirstInvoice(answer.body.clientSecret))
    // The charge.refunded Stripe sends names the charge's intent only, never the invoice.
    await deliver(refundEvent(intentIdOfSecret(answer.body.clientSecret), 4_000, 1_500))
    expect((await donations({ email: { equals: email } }))[0]).toMatchObject({ status: 'partially_refunded', netAmountCents: 2_500 })
  })
})

describe('disputes', () => {
  it('marks a disputed gift, takes a lost one out of every total and gives a won one back its value', async () => {
    const lostEmail = uniqueEmail('lost')
    const lost = unique('pi')
    const won = unique('pi')
    await deliver(giftEvent(lost, lostEmail, 5_000))
    await deliver(giftEvent(won, uniqueEmail('won'), 5_000))

    await deliver(disputeEvent('charge.dispute.created', lost, 'needs_response'))
    expect(await gift(lost)).toMatchObject({ status: 'disputed', netAmountCents: 5_000 })
    const closedLost = disputeEvent('charge.dispute.closed', lost, 'lost')
    await deliver(closedLost)
    // A late "created" and replays change nothing after the close.
    await deliver(disputeEvent('charge.dispute.created', lost, 'needs_response'))
    await deliver(closedLost, 5)
    expect(await gift(lost)).toMatchObject({ status: 'dispute_lost', netAmountCents: 0 })
    expect((await consolidatedContact(lostEmail)).contact?.totalDonationAmount).toBe(0)

    await deliver(disputeEvent('charge.dispute.created', won, 'needs_response'))
    expect(await gift(won)).toMatchObject({ status: 'disputed' })
    await deliver(disputeEvent('charge.dispute.closed', won, 'won'))
    expect(await gift(won)).toMatchObject({ status: 'paid', netAmountCents: 5_000 })
  })

  it('tells staff by e-mail that a dispute opened, without the donor or the amount', async () => {
    const email = uniqueEmail('disputed')
    const intent = unique('pi')
    await deliver(giftEvent(intent, email, 6_789))
    await deliver(disputeEvent('charge.dispute.created', intent, 'needs_response'))
    const mails = await waitForMail({ to: 'staff@bloomhope.test', subject: 'A payment was disputed' })
    for (const mail of mails) {
      expect(mail.text).toContain('/admin')
      expect(mail.text).not.toContain(email)
      expect(mail.text).not.toContain('67.89')
      expect(mail.text).not.toContain('Hale')
    }
  })
})

describe('recurring gifts', () => {
  function subscription(id: string, email: string, extra: Record<string, unknown> = {}) {
    return {
      id,
      object: 'subscription',
      status: 'active',
      start_date: seconds(new Date()) - 3_600,
      pause_collection: null,
      metadata: donorMetadata(email, 'monthly'),
      items: { object: 'list', data: [{ id: 'si_1', quantity: 1, current_period_end: seconds(new Date()) + 30 * 86_400, price: { unit_amount: 2_500 } }] },
      ...extra,
    }
  }
  function invoice(type: 'invoice.paid' | 'invoice.payment_failed', subscriptionId: string, email: string, created: number) {
    const paid = type === 'invoice.paid'
    return {
      id: eventId(),
      type,
      created,
      data: {
        object: {
          id: unique('in'),
          object: 'invoice',
          status: paid ? 'paid' : 'open',
          amount_paid: paid ? 2_500 : 0,
          amount_due: 2_500,
          created,
          status_transitions: { paid_at: paid ? created : null },
          next_payment_attempt: paid ? null : created + 3 * 86_400,
          parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: donorMetadata(email, 'monthly') } },
        },
      },
    }
  }
  async function mirror(subscriptionId: string) {
    const payload = await testPayload()
    const found = await payload.find({ collection: 'recurring-gifts', where: { subscriptionId: { equals: subscriptionId } }, overrideAccess: true })
    expect(found.docs).toHaveLength(1)
    return found.docs[0]
  }

  it('goes past due on a failed payment, active on the next paid one, paused, then cancelled for good', async () => {
    const email = uniqueEmail('monthly')
    const sub = unique('sub')
    const t0 = seconds(new Date()) - 600
    await deliver({ id: eventId(), type: 'customer.subscription.created', created: t0, data: { object: subscription(sub, email) } })
    expect(await mirror(sub)).toMatchObject({ status: 'active', amountCents: 2_500, frequency: 'monthly', email, failedPaymentCount: 0 })

    await deliver(invoice('invoice.payment_failed', sub, email, t0 + 10))
    expect(await mirror(sub)).toMatchObject({ status: 'past_due', failedPaymentCount: 1 })
    // The donor is told, with the way to her page.
    const [failedMail] = await waitForMail({ to: email, subject: 'Your recurring gift did not go through' })
    expect(failedMail.text).toContain('/my-giving')

    await deliver(invoice('invoice.paid', sub, email, t0 + 20))
    expect(await mirror(sub)).toMatchObject({ status: 'active' })
    // An older failure delivered late does not undo the newer payment.
    await deliver(invoice('invoice.payment_failed', sub, email, t0 + 5))
    expect(await mirror(sub)).toMatchObject({ status: 'active' })
    // …and tells the donor nothing (the webhook answered after its e-mails were sent).
    expect(await sentMail({ to: email, subject: 'Your recurring gift did not go through' })).toHaveLength(1)

    const paused = subscription(sub, email, { pause_collection: { behavior: 'void', resumes_at: null } })
    await deliver({ id: eventId(), type: 'customer.subscription.updated', created: t0 + 30, data: { object: paused } })
    expect(await mirror(sub)).toMatchObject({ status: 'paused' })

    const deleted = { id: eventId(), type: 'customer.subscription.deleted', created: t0 + 40, data: { object: subscription(sub, email, { status: 'canceled', canceled_at: t0 + 40 }) } }
    await deliver(deleted)
    await deliver({ id: eventId(), type: 'customer.subscription.updated', created: t0 + 50, data: { object: subscription(sub, email) } })
    await deliver(deleted, 3)
    const cancelled = await mirror(sub)
    expect(cancelled).toMatchObject({ status: 'cancelled' })
    expect(cancelled.cancelledAt).toBeTruthy()

    const list = await call<{ count: number; recurringGifts: Record<string, unknown>[] }>('/api/recurring-gifts', { cookie })
    expect(list.status).toBe(200)
    expect(list.body.recurringGifts.find((g) => g.subscriptionId === sub)).toMatchObject({
      donorName: 'June Hale',
      email,
      amount: '25.00',
      frequency: 'monthly',
      status: 'cancelled',
    })
    expect((await call('/api/recurring-gifts')).status).toBe(401)
  })

  it('counts a quarterly donor as a recurring donor, not as a one-time one', async () => {
    const email = uniqueEmail('quarterly')
    await deliver(invoicePaidEvent(unique('in'), unique('sub'), 9_000, donorMetadata(email, 'quarterly')))
    const { contact } = await consolidatedContact(email)
    // Any active recurring schedule makes a recurring donor (issue 33); the table names the
    // schedule itself ("Recurring", not "Monthly").
    expect(contact).toMatchObject({ totalDonationAmount: 90, isMonthlyDonor: true })
  })
})

describe('sponsorships bought in the shop', () => {
  it('turns a paid $150 package into one gift of the buyer, not the honey, and refunds it with its order', async () => {
    const honey = await createTestProduct({ name: `Test Honey ${Date.now()}`, priceCents: 1_200, category: 'honey' })
    const email = uniqueEmail('sponsor')
    const order = await call<{ id: string }>('/api/orders', {
      body: {
        email,
        firstName: 'Rae',
        lastName: 'Quinn',
        totalAmount: '162.00',
        items: [
          { productId: 'shopping-double', quantity: 1, price: '150.00' },
          { productId: honey.id, quantity: 1, price: '12.00' },
        ],
        // The honey ships.
        shippingAddress: { name: 'Rae Quinn', line1: '12 Orchard Lane', city: 'Centerville', state: 'TN', postalCode: '37033' },
      },
    })
    expect(order.status).toBe(201)
    const intent = await call<{ clientSecret: string }>('/api/create-payment-intent', { body: { orderId: order.body.id, amount: '162.00' } })
    expect(intent.status).toBe(200)
    const paidEvent = await succeedPaymentIntent(intentIdOfSecret(intent.body.clientSecret))
    await deliver(paidEvent)
    await deliver({ ...paidEvent, id: eventId() }, 3)

    const rows = await donations({ email: { equals: email } })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ amountCents: 15_000, source: 'sponsorship', type: 'one-time', firstName: 'Rae', lastName: 'Quinn', status: 'paid' })

    const refund = await call<{ message: string }>(`/api/orders/${order.body.id}/refund`, { body: {}, cookie })
    expect(refund.status).toBe(202)
    const [refundedEvent] = (await fakeStripeEvents('charge.refunded')).filter(
      (e) => e.data.object.payment_intent === intentIdOfSecret(intent.body.clientSecret),
    )
    await deliver(refundedEvent)
    const payload = await testPayload()
    const [orderRow] = (await payload.find({ collection: 'orders', where: { publicId: { equals: order.body.id } }, overrideAccess: true })).docs
    expect(orderRow).toMatchObject({ status: 'refunded', refundedAmountCents: 16_200 })
    expect((await donations({ email: { equals: email } }))[0]).toMatchObject({ status: 'refunded', netAmountCents: 0 })
  })

  it("takes a package's gift out of the totals when its order's payment is disputed and lost", async () => {
    const email = uniqueEmail('sponsor-dispute')
    const order = await call<{ id: string }>('/api/orders', {
      body: { email, firstName: 'Lee', lastName: 'Stone', totalAmount: '150.00', items: [{ productId: 'shopping-double', quantity: 1, price: '150.00' }] },
    })
    expect(order.status).toBe(201)
    const intent = await call<{ clientSecret: string }>('/api/create-payment-intent', { body: { orderId: order.body.id, amount: '150.00' } })
    const intentId = intentIdOfSecret(intent.body.clientSecret)
    await deliver(await succeedPaymentIntent(intentId))
    expect((await donations({ email: { equals: email } }))[0]).toMatchObject({ status: 'paid', netAmountCents: 15_000 })

    await deliver(disputeEvent('charge.dispute.created', intentId, 'needs_response'))
    expect((await donations({ email: { equals: email } }))[0]).toMatchObject({ status: 'disputed' })
    await deliver(disputeEvent('charge.dispute.closed', intentId, 'lost'))
    expect((await donations({ email: { equals: email } }))[0]).toMatchObject({ status: 'dispute_lost', netAmountCents: 0 })
  })
})

describe('staff refunds', () => {
  async function paidGift(amount: string) {
    const email = uniqueEmail('staffrefund')
    const answer = await call<{ clientSecret: string }>('/api/create-donation-intent', {
      body: { amount, donationType: 'one_time', firstName: 'Lou', lastName: 'Park', email },
    })
    expect(answer.status).toBe(200)
    const intentId = intentIdOfSecret(answer.body.clientSecret)
    await deliver(await succeedPaymentIntent(intentId))
    return { intentId, row: await gift(intentId) }
  }

  it('asks Stripe once for a double click (one request id), with an idempotency key, and changes the ledger only when the webhook confirms', async () => {
    const { intentId, row } = await paidGift('40.00')
    const click = { amount: '12.50', requestId: `refund-${Date.now()}` }
    const [first, doubleClick] = await Promise.all([
      call<{ message: string }>(`/api/donations/${row.id}/refund`, { body: click, cookie }),
      call<{ message: string }>(`/api/donations/${row.id}/refund`, { body: click, cookie }),
    ])
    expect(first.status).toBe(202)
    expect(first.body.message).toMatch(/Refund requested/)
    expect(doubleClick.status).toBe(202)
    const refunds = (await stripeRequests({ method: 'POST', path: '/v1/refunds' })).filter((r) => r.body.payment_intent === intentId)
    expect(refunds.length).toBeGreaterThan(0)
    expect(refunds.every((r) => r.idempotencyKey && r.idempotencyKey === refunds[0].idempotencyKey)).toBe(true)
    expect(refunds[0].body.amount).toBe('1250')
    const events = (await fakeStripeEvents('charge.refunded')).filter((e) => e.data.object.payment_intent === intentId)
    expect(events).toHaveLength(1)

    expect(await gift(intentId)).toMatchObject({ status: 'paid', refundedAmountCents: 0 })
    await deliver(events[0])
    expect(await gift(intentId)).toMatchObject({ status: 'partially_refunded', refundedAmountCents: 1_250, netAmountCents: 2_750 })

    const tooMuch = await call(`/api/donations/${row.id}/refund`, { body: { amount: '30.00' }, cookie })
    expect(tooMuch.status).toBe(409)
    const rest = await call(`/api/donations/${row.id}/refund`, { body: {}, cookie })
    expect(rest.status).toBe(202)
    const restEvents = (await fakeStripeEvents('charge.refunded')).filter((e) => e.data.object.payment_intent === intentId)
    await deliver(restEvents[restEvents.length - 1])
    expect(await gift(intentId)).toMatchObject({ status: 'refunded', refundedAmountCents: 4_000 })
  })

  it('answers 401 without a session and 400 for a malformed amount, asking Stripe for nothing', async () => {
    const { row } = await paidGift('20.00')
    const before = (await stripeRequests({ method: 'POST', path: '/v1/refunds' })).length
    expect((await call(`/api/donations/${row.id}/refund`, { body: {} })).status).toBe(401)
    expect((await call(`/api/orders/abc/refund`, { body: {} })).status).toBe(401)
    expect((await call(`/api/donations/${row.id}/refund`, { body: { amount: 'ten' }, cookie })).status).toBe(400)
    expect((await call(`/api/donations/${row.id}/refund`, { body: { amount: '-5' }, cookie })).status).toBe(400)
    expect((await call(`/api/donations/999999999/refund`, { body: {}, cookie })).status).toBe(404)
    expect((await stripeRequests({ method: 'POST', path: '/v1/refunds' })).length).toBe(before)
  })
})

describe('reconciliation with Stripe', () => {
  function undelivered(email: string, paidAt: Date) {
    const intent = unique('pi')
    return {
      intent,
      event: {
        type: 'payment_intent.succeeded',
        created: seconds(new Date()) - 60,
        data: {
          object: { id: intent, object: 'payment_intent', amount: 4_200, amount_received: 4_200, status: 'succeeded', created: seconds(paidAt), metadata: donorMetadata(email, 'one_time') },
        },
      },
    }
  }

  it('applies an event that was never delivered once, dated by its payment; a second run applies nothing', async () => {
    const paidAt = new Date(Date.now() - 20 * 86_400_000)
    const { intent, event } = undelivered(uniqueEmail('missed'), paidAt)
    await storeStripeEvent(event)
    expect(await donations({ stripePaymentIntentId: { equals: intent } })).toHaveLength(0)

    const first = await call<{ eventsSeen: number; eventsApplied: number; drift: unknown[] }>('/api/stripe/reconcile', { method: 'POST', cookie })
    expect(first.status).toBe(200)
    expect(first.body.eventsApplied).toBeGreaterThanOrEqual(1)
    expect(first.body.eventsSeen).toBeGreaterThanOrEqual(first.body.eventsApplied)
    expect(Array.isArray(first.body.drift)).toBe(true)
    const row = await gift(intent)
    expect(row).toMatchObject({ amountCents: 4_200, status: 'paid' })
    expect(new Date(row.createdAt).getTime()).toBe(seconds(paidAt) * 1000)

    const second = await call<{ eventsSeen: number; eventsApplied: number }>('/api/stripe/reconcile', { method: 'POST', cookie })
    expect(second.status).toBe(200)
    expect(second.body.eventsApplied).toBe(0)
    expect(second.body.eventsSeen).toBeGreaterThanOrEqual(1)
    expect(await donations({ stripePaymentIntentId: { equals: intent } })).toHaveLength(1)
    expect((await call('/api/stripe/reconcile', { method: 'POST' })).status).toBe(401)
  })

  it('applies a missed event once when two instances reconcile at the same moment', async () => {
    const { intent, event } = undelivered(uniqueEmail('twice'), new Date(Date.now() - 3 * 86_400_000))
    await storeStripeEvent(event)
    const payload = await testPayload()
    // Two servers: the running one (twice, over HTTP) and this process's own Payload on the same database.
    const [a, b, c] = await Promise.all([
      call<{ eventsApplied: number }>('/api/stripe/reconcile', { method: 'POST', cookie }),
      call<{ eventsApplied: number }>('/api/stripe/reconcile', { method: 'POST', cookie }),
      reconcileWithStripe(payload),
    ])
    expect(a.status).toBe(200)
    expect(b.status).toBe(200)
    expect(a.body.eventsApplied + b.body.eventsApplied + c.eventsApplied).toBe(1)
    expect(await donations({ stripePaymentIntentId: { equals: intent } })).toHaveLength(1)
  })
})
