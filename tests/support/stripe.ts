import Stripe from 'stripe'

import { call } from './api'

const secret = process.env.STRIPE_WEBHOOK_SECRET || 'whsec_test_fake'
const stripe = new Stripe('sk_test_fake')
export const FAKE_STRIPE_URL = process.env.FAKE_STRIPE_URL || 'http://127.0.0.1:12111'

/** Sends an event to the webhook with a valid signature, as Stripe would. */
export async function sendStripeEvent(event: { id: string; type: string; data: { object: unknown } } & Record<string, unknown>, options: { timestamp?: number } = {}) {
  const body = JSON.stringify({ object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, ...event })
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: options.timestamp })
  return call('/api/stripe/webhook', { rawBody: body, headers: { 'stripe-signature': signature } })
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
