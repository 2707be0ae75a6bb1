import Stripe from 'stripe'

import { call } from '../api'

const secret = process.env.STRIPE_WEBHOOK_SECRET || 'whsec_test_fake'
const stripe = new Stripe('sk_test_fake')
export const FAKE_STRIPE_URL = process.env.FAKE_STRIPE_URL || 'http://127.0.0.1:12111'

/** Sends an event to the webhook with a valid signature, as Stripe would. */
export async function sendStripeEvent(event: { id: string; type: string; data: { object: unknown } } & Record<string, unknown>, options: { timestamp?: number; base?: string } = {}) {
  const body = JSON.stringify({ object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, ...event })
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: options.timestamp })
  return call(`${options.base ?? ''}/api/stripe/webhook`, { rawBody: body, headers: { 'stripe-signature': signature } })
}

type RecordedRequest = { method: string; path: string; body: Record<string, unknown>; idempotencyKey: string | null }

/** What the fake Stripe API received, oldest first. */
export async function stripeRequests(filter?: { method?: string; path?: string | RegExp }): Promise<RecordedRequest[]> {
  const response = await fetch(`${FAKE_STRIPE_URL}/__fake/requests`)
  const { requests } = (await response.json()) as { requests: RecordedRequest[] }
  return requests.filter(
    (r) =>
      (!filter?.method || r.method === filter.method) &&
      (!filter?.path || (typeof filter.path === 'string' ? r.path === filter.path : filter.path.test(r.path))),
  )
}

export function eventId() {
  return `evt_test_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`
}

/** The payment_intent.succeeded event of a PaymentIntent of `amount` cents paid at `created` (Unix seconds) and carrying `metadata`, as Stripe sends it. */
export function paymentSucceededEvent(intentId: string, amount: number, metadata: Record<string, string>, created = Math.floor(Date.now() / 1000)) {
  return {
    id: eventId(),
    type: 'payment_intent.succeeded',
    data: { object: { id: intentId, object: 'payment_intent', amount, amount_received: amount, status: 'succeeded', created, metadata } },
  }
}

/** The invoice.paid event of an invoice of `amount` cents for the subscription `subscriptionId`, whose metadata is `metadata`. */
export function invoicePaidEvent(invoiceId: string, subscriptionId: string, amount: number, metadata: Record<string, string>) {
  return {
    id: eventId(),
    type: 'invoice.paid',
    data: {
      object: {
        id: invoiceId,
        object: 'invoice',
        status: 'paid',
        amount_paid: amount,
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata } },
      },
    },
  }
}

type StoredEvent = { id: string; type: string; created: number; data: { object: Record<string, unknown> } }

/** Stores an event in the fake Stripe's event log without delivering it (a webhook that never arrived). */
export async function storeStripeEvent(event: { type: string; data: { object: unknown }; created?: number }): Promise<StoredEvent> {
  const response = await fetch(`${FAKE_STRIPE_URL}/__fake/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
  })
  return (await response.json()) as StoredEvent
}

/** The events the fake Stripe made or stored (refunds' charge.refunded, payments marked succeeded…). */
export async function fakeStripeEvents(type?: string): Promise<StoredEvent[]> {
  const response = await fetch(`${FAKE_STRIPE_URL}/__fake/events${type ? `?type=${encodeURIComponent(type)}` : ''}`)
  return ((await response.json()) as { data: StoredEvent[] }).data
}

/**
 * Marks a PaymentIntent the site created in the fake Stripe as paid (the customer's card went
 * through) and returns the payment_intent.succeeded event Stripe would send; nothing is delivered.
 */
export async function succeedPaymentIntent(id: string, options: { created?: number } = {}): Promise<StoredEvent> {
  const response = await fetch(`${FAKE_STRIPE_URL}/__fake/payment_intents/${id}/succeed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(options),
  })
  if (!response.ok) throw new Error(`the fake Stripe could not mark ${id} paid: ${response.status}`)
  return (await response.json()) as StoredEvent
}

/** The PaymentIntent id inside a client secret (`pi_…_secret_…`). */
export function intentIdOfSecret(clientSecret: string) {
  return clientSecret.split('_secret_')[0]
}

/**
 * Pays the first invoice of a recurring gift with the client secret the site gave the donor,
 * and returns the invoice.paid event Stripe would send; nothing is delivered.
 */
export async function payFirstInvoice(clientSecret: string): Promise<StoredEvent> {
  return fakeControl('/__fake/invoices/pay', { clientSecret }, 'pay the invoice')
}

/**
 * Saves a card through a SetupIntent's client secret, as the Payment Element does, and returns
 * the setup_intent.succeeded event Stripe would send; nothing is delivered.
 */
export async function confirmSetupIntent(clientSecret: string): Promise<StoredEvent> {
  return fakeControl('/__fake/setup_intents/confirm', { clientSecret }, 'confirm the setup intent')
}

async function fakeControl(path: string, body: unknown, what: string): Promise<StoredEvent> {
  const response = await fetch(`${FAKE_STRIPE_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`the fake Stripe could not ${what}: ${response.status}`)
  return (await response.json()) as StoredEvent
}

export type FakePayoutLine = { type: string; paymentIntent?: string; amount: number; fee?: number; unexpanded?: boolean }

/**
 * Builds a payout in the fake Stripe from its balance transactions (issue 45) and returns the
 * payout.<status> event Stripe would send; nothing is delivered. The payout's amount is the
 * lines' net unless `amount` is given.
 */
export async function makePayout(body: { lines: FakePayoutLine[]; amount?: number; status?: 'paid' | 'failed' | 'canceled'; arrivalDate?: number }): Promise<StoredEvent> {
  return fakeControl('/__fake/payouts', body, 'make the payout')
}
