import { expect } from 'vitest'

import { call } from '../api'
import { intentIdOfSecret, sendStripeEvent, succeedPaymentIntent } from './stripe'

/** Who gives, as the donation form asks for it. */
export type Donor = { firstName: string; lastName: string; email: string }

/** Submits the donation form's `body`, which the form must take; answers the client secret of the payment (or first invoice) to confirm. */
export async function startGift(body: Record<string, unknown>): Promise<string> {
  const started = await call<{ clientSecret: string }>('/api/create-donation-intent', { body })
  expect(started.status).toBe(200)
  return started.body.clientSecret
}

/**
 * A one-time gift of `amount` from `donor` (with `more` of the form's fields, a tribute say) made
 * through the donation form and paid: Stripe's payment_intent.succeeded is delivered and taken.
 * Answers the PaymentIntent's id.
 */
export async function paidOneTimeGift(amount: string, donor: Donor, more: Record<string, unknown> = {}): Promise<string> {
  const intentId = intentIdOfSecret(await startGift({ amount, donationType: 'one_time', ...donor, ...more }))
  expect((await sendStripeEvent(await succeedPaymentIntent(intentId))).status).toBe(200)
  return intentId
}
