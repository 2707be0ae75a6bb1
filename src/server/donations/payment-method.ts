import type Stripe from 'stripe'

import { coverFees, type FeeRates, type PaymentMethodType } from '@/domain/donations/fees'
import { ApiError } from '@/lib/http'
import { centsToDecimal } from '@/lib/money'

import { DONATION_KIND } from './metadata'

export const UNKNOWN_PAYMENT = 'This payment can no longer be changed. Please start your gift again.'

/**
 * Issue 29: a one-time gift whose donor covers the fee, priced again for the method picked in
 * the Payment Element (a bank payment costs less than a card). Only the gift's own client
 * secret opens it, only before it is paid, and the new amount comes from the gift the server
 * priced at the start (its metadata), never from the browser. Answers what is now charged.
 */
export async function repriceForMethod(
  stripe: Stripe,
  clientSecret: string,
  method: PaymentMethodType,
  rates: FeeRates,
): Promise<{ amount: string; feeCovered: string }> {
  const id = clientSecret.split('_secret_')[0]
  let intent: Stripe.PaymentIntent
  try {
    intent = await stripe.paymentIntents.retrieve(id)
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) throw new ApiError(404, UNKNOWN_PAYMENT)
    throw error
  }
  const metadata = intent.metadata ?? {}
  const giftCents = Number(metadata.giftCents)
  if (intent.client_secret !== clientSecret || metadata.kind !== DONATION_KIND || !Number.isInteger(giftCents) || giftCents <= 0) {
    throw new ApiError(404, UNKNOWN_PAYMENT)
  }
  const { totalCents, feeCents } = coverFees(giftCents, method, rates)
  const answer = { amount: centsToDecimal(totalCents), feeCovered: centsToDecimal(feeCents) }
  if (intent.amount === totalCents && metadata.paymentMethodType === method) return answer
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) throw new ApiError(409, UNKNOWN_PAYMENT)
  await stripe.paymentIntents.update(
    id,
    { amount: totalCents, metadata: { feeCoveredCents: String(feeCents), paymentMethodType: method } },
    { idempotencyKey: `donation-${id}-method-${method}-${totalCents}` },
  )
  return answer
}
