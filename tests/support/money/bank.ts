import { expect } from 'vitest'

import { eventId, FAKE_STRIPE_URL, sendStripeEvent, succeedPaymentIntent } from './stripe'

/** Bank payments (ACH, issue 29) in the fake Stripe: an intent processing for days, then paid or failed. */
export type StoredEvent = Awaited<ReturnType<typeof succeedPaymentIntent>>

/** Moves an intent in the fake Stripe as the bank does and returns the event Stripe would send. */
export async function fakeBank(path: string, body: unknown = {}): Promise<StoredEvent> {
  const response = await fetch(`${FAKE_STRIPE_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`the fake Stripe refused ${path}: ${response.status}`)
  return (await response.json()) as StoredEvent
}
export const processIntent = (id: string) => fakeBank(`/__fake/payment_intents/${id}/process`)
export const failIntent = (id: string) => fakeBank(`/__fake/payment_intents/${id}/fail`)

/** Sends the signed event `times` times; each delivery must be acknowledged. */
export async function deliver(event: StoredEvent | Parameters<typeof sendStripeEvent>[0], times = 1) {
  for (let i = 0; i < times; i++) expect((await sendStripeEvent(event)).status).toBe(200)
}

/** The same event under a new id: Stripe's retry of a failed delivery is the same id, a reconciliation replay may not be. */
export const copyOf = (event: StoredEvent) => ({ ...event, id: eventId() })
