import type { Where } from 'payload'
import { describe, expect, it } from 'vitest'

import { call, uniqueEmail } from '../../support/api'
import { markedName } from '../../support/markers'
import { testPayload } from '../../support/payload'
import { eventId, invoicePaidEvent, paymentSucceededEvent, sendStripeEvent, stripeRequests } from '../../support/money/stripe'

const unique = (prefix: string) => `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`

/** The donor the form describes in a payment's metadata; each of these lands on her ledger row. */
const DONOR = {
  firstName: markedName('Maya'),
  lastName: markedName('Rivers'),
  phone: '615-555-0100',
  city: 'Centerville',
  state: 'TN',
  organizationName: 'Rivers Family',
  comments: 'In memory of Grandma',
}

function donorMetadata(email: string, donationType: string) {
  return { kind: 'donation', donationType, ...DONOR, email }
}

function paymentIntentEvent(id: string, email: string, amount = 7500) {
  return paymentSucceededEvent(id, amount, donorMetadata(email, 'one_time'))
}

function donorInvoicePaid(invoiceId: string, subscriptionId: string, email: string, amount = 2500, donationType = 'quarterly') {
  return invoicePaidEvent(invoiceId, subscriptionId, amount, donorMetadata(email, donationType))
}

async function rows(where: Where) {
  const payload = await testPayload()
  return (await payload.find({ collection: 'donations', where, pagination: false, overrideAccess: true })).docs
}

describe('donation ledger from Stripe webhooks', () => {
  it('writes one row with the donor details for a paid one-time gift', async () => {
    const email = uniqueEmail('gift')
    const intent = unique('pi')
    const answer = await sendStripeEvent(paymentIntentEvent(intent, email, 12345))
    expect(answer.status).toBe(200)
    const [row, ...rest] = await rows({ stripePaymentIntentId: { equals: intent } })
    expect(rest).toHaveLength(0)
    expect(row).toMatchObject({
      ...DONOR,
      email,
      amountCents: 12345,
      type: 'one-time',
      frequency: 'one_time',
      isRecurring: false,
    })
  })

  it('ignores payment intents that are not donations (orders, invoice payments)', async () => {
    const intent = unique('pi')
    const event = paymentIntentEvent(intent, uniqueEmail('order'))
    event.data.object.metadata = { ...event.data.object.metadata, kind: 'order' }
    expect((await sendStripeEvent(event)).status).toBe(200)
    expect(await rows({ stripePaymentIntentId: { equals: intent } })).toHaveLength(0)
  })

  it('writes one row per paid invoice of a recurring gift, marked recurring and active', async () => {
    const email = uniqueEmail('monthly')
    const subscription = unique('sub')
    const first = unique('in')
    const second = unique('in')
    expect((await sendStripeEvent(donorInvoicePaid(first, subscription, email, 7500))).status).toBe(200)
    expect((await sendStripeEvent(donorInvoicePaid(second, subscription, email, 7500))).status).toBe(200)
    const found = await rows({ stripeSubscriptionId: { equals: subscription } })
    expect(found).toHaveLength(2)
    for (const row of found) {
      expect(row).toMatchObject({
        email,
        amountCents: 7500,
        type: 'monthly',
        frequency: 'quarterly',
        isRecurring: true,
        subscriptionStatus: 'active',
      })
    }
    expect(found.map((row) => row.stripeInvoiceId).sort()).toEqual([first, second].sort())
  })

  it('keeps one row when the same event is replayed ten times in a row', async () => {
    const intent = unique('pi')
    const event = paymentIntentEvent(intent, uniqueEmail('replay'))
    for (let i = 0; i < 10; i += 1) expect((await sendStripeEvent(event)).status).toBe(200)
    expect(await rows({ stripePaymentIntentId: { equals: intent } })).toHaveLength(1)
  })

  it('keeps one row when the same event arrives ten times at once', async () => {
    const invoice = unique('in')
    const event = donorInvoicePaid(invoice, unique('sub'), uniqueEmail('burst'))
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendStripeEvent(event)))
    for (const answer of answers) expect(answer.status).toBe(200)
    expect(await rows({ stripeInvoiceId: { equals: invoice } })).toHaveLength(1)
  })

  it('keeps one row when distinct events about the same payment arrive at once', async () => {
    const intent = unique('pi')
    const email = uniqueEmail('twin')
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendStripeEvent(paymentIntentEvent(intent, email))))
    for (const answer of answers) expect(answer.status).toBe(200)
    expect(await rows({ stripePaymentIntentId: { equals: intent } })).toHaveLength(1)
  })

  it('writes one correct row from an invoice.paid that arrives before anything else about its subscription', async () => {
    const email = uniqueEmail('early')
    const subscription = unique('sub')
    const invoice = unique('in')
    expect((await sendStripeEvent(donorInvoicePaid(invoice, subscription, email, 15000, 'semi_annual'))).status).toBe(200)
    const created = {
      id: eventId(),
      type: 'customer.subscription.created',
      data: { object: { id: subscription, object: 'subscription', status: 'active', metadata: donorMetadata(email, 'semi_annual') } },
    }
    expect((await sendStripeEvent(created)).status).toBe(200)
    const found = await rows({ stripeSubscriptionId: { equals: subscription } })
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ email, amountCents: 15000, frequency: 'semi_annual', isRecurring: true, stripeInvoiceId: invoice, subscriptionStatus: 'active' })
  })

  it('marks the rows of a deleted subscription cancelled, even for an invoice that arrives after the deletion', async () => {
    const email = uniqueEmail('cancel')
    const subscription = unique('sub')
    await sendStripeEvent(donorInvoicePaid(unique('in'), subscription, email))
    const deleted = {
      id: eventId(),
      type: 'customer.subscription.deleted',
      data: { object: { id: subscription, object: 'subscription', status: 'canceled', metadata: donorMetadata(email, 'quarterly') } },
    }
    expect((await sendStripeEvent(deleted)).status).toBe(200)
    await sendStripeEvent(donorInvoicePaid(unique('in'), subscription, email))
    const found = await rows({ stripeSubscriptionId: { equals: subscription } })
    expect(found).toHaveLength(2)
    expect(found.map((row) => row.subscriptionStatus)).toEqual(['cancelled', 'cancelled'])
  })

  it('refuses a bad signature with 400 and writes nothing', async () => {
    const intent = unique('pi')
    const body = JSON.stringify(paymentIntentEvent(intent, uniqueEmail('forged')))
    const answer = await call('/api/stripe/webhook', { rawBody: body, headers: { 'stripe-signature': 't=1,v1=deadbeef' } })
    expect(answer.status).toBe(400)
    expect(await rows({ stripePaymentIntentId: { equals: intent } })).toHaveLength(0)
  })
})

const validGift = () => ({
  amount: '75.00',
  donationType: 'one_time',
  firstName: markedName('Ada'),
  lastName: markedName('Lane'),
  email: uniqueEmail('intent'),
})

/** What the server asked Stripe to create (a POST to `path`) for the donor with `email`. */
async function createdInStripeFor(email: string, path: string) {
  return (await stripeRequests({ method: 'POST', path })).filter((r) => (r.body.metadata as Record<string, string>).email === email)
}

/** Submits the donation form's `gift`, which must be taken (with a client secret for the payment form), and answers what was created in Stripe at `path` for it. */
async function startGift(gift: ReturnType<typeof validGift>, path: string) {
  const answer = await call<{ clientSecret: string }>('/api/create-donation-intent', { body: gift })
  expect(answer.status).toBe(200)
  expect(answer.body.clientSecret).toMatch(/_secret_/)
  return createdInStripeFor(gift.email, path)
}

describe('POST /api/create-donation-intent', () => {
  it.each([
    ['a zero amount', { amount: '0' }, 'amount', 'Please select or enter a valid donation amount.'],
    ['a negative amount', { amount: -10 }, 'amount', 'Please select or enter a valid donation amount.'],
    ['a non-numeric amount', { amount: 'ten' }, 'amount', 'Please select or enter a valid donation amount.'],
    ['three decimals', { amount: '10.005' }, 'amount', 'Please enter an amount with at most 2 decimals.'],
    ['an amount above $100,000', { amount: '100000.01' }, 'amount', 'For gifts above $100,000 please contact us directly.'],
    ['an unknown type', { donationType: 'weekly' }, 'donationType', 'Please choose how often to give.'],
    ['no first name', { firstName: ' ' }, 'firstName', 'Please fill in all required fields.'],
    ['no last name', { lastName: undefined }, 'lastName', 'Please fill in all required fields.'],
    ['no e-mail', { email: '' }, 'email', 'Please fill in all required fields.'],
    ['a malformed e-mail', { email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
  ])('answers 400 for %s and asks Stripe for nothing', async (_label, change, field, message) => {
    const before = (await stripeRequests()).length
    const answer = await call<{ message: string; errors: Record<string, string> }>('/api/create-donation-intent', {
      body: { ...validGift(), ...change },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors[field]).toBe(message)
    expect(answer.body.message).toBe(message)
    expect((await stripeRequests()).length).toBe(before)
  })

  it('answers 400 for a body that is not JSON', async () => {
    const answer = await call('/api/create-donation-intent', { rawBody: '{amount:' })
    expect(answer.status).toBe(400)
  })

  it('starts a one-time gift as a PaymentIntent of the right cents with donor metadata', async () => {
    const gift = { ...validGift(), amount: '42.50', city: 'Centerville' }
    const [intent] = await startGift(gift, '/v1/payment_intents')
    expect(intent.body).toMatchObject({
      amount: '4250',
      currency: 'usd',
      metadata: { kind: 'donation', donationType: 'one_time', firstName: gift.firstName, lastName: gift.lastName, email: gift.email, city: 'Centerville' },
    })
    expect(intent.idempotencyKey).toBeTruthy()
  })

  it('starts a recurring gift as a customer and an incomplete subscription billed every 2 months', async () => {
    const gift = { ...validGift(), amount: '100', donationType: 'bi_monthly' }
    const [subscription] = await startGift(gift, '/v1/subscriptions')
    expect(subscription.body).toMatchObject({
      items: [{ price_data: { unit_amount: '10000', product: 'recurring_donation', recurring: { interval: 'month', interval_count: '2' } } }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
      metadata: { kind: 'donation', donationType: 'bi_monthly', email: gift.email },
    })
    expect(subscription.idempotencyKey).toBeTruthy()
    const products = await stripeRequests({ method: 'POST', path: '/v1/products' })
    expect(products.length).toBeLessThanOrEqual(1)
  })

  it('uses the same idempotency keys for a double-clicked submission, so Stripe charges once', async () => {
    const gift = { ...validGift(), donationType: 'annual', amount: '300', requestId: `req-${Date.now()}` }
    const [first, second] = await Promise.all([
      call<{ clientSecret: string }>('/api/create-donation-intent', { body: gift }),
      call<{ clientSecret: string }>('/api/create-donation-intent', { body: gift }),
    ])
    expect(first.status).toBe(200)
    expect(second.body.clientSecret).toBe(first.body.clientSecret)
    const subscriptions = await createdInStripeFor(gift.email, '/v1/subscriptions')
    expect(new Set(subscriptions.map((r) => r.idempotencyKey)).size).toBe(1)
  })
})
