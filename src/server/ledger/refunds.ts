import type { Payload } from 'payload'
import { z } from 'zod'

import { ApiError } from '@/lib/http'
import { centsToDecimal, parseCents } from '@/lib/money'
import { requireStripe } from '@/lib/stripe'

import { ORDER_NOT_FOUND } from '../shop/orders'

import { paymentIntentOfInvoice } from './payments'

/** `{amount?}`: "12.50" (or 12.5); absent means whatever is left to refund. */
export const refundRequestSchema = z
  .object({
    amount: z
      .union([z.string(), z.number()], { error: 'Enter the amount to refund, such as 12.50.' })
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === '') return undefined
        const cents = parseCents(value)
        if (cents === null || cents <= 0) {
          ctx.addIssue({ code: 'custom', message: 'Enter the amount to refund, such as 12.50.' })
          return z.NEVER
        }
        return cents
      }),
  })
  .default({ amount: undefined })

export const REFUND_REQUESTED_MESSAGE = 'Refund requested. The books change when Stripe confirms it.'

/**
 * Asks Stripe to refund `requested` cents (default: the rest) of a payment. Nothing in the
 * ledger changes here: Stripe's charge.refunded event does that, through the one event
 * processor. The idempotency key names the payment, what was refunded before and the amount, so
 * a double click sends one refund while a later, deliberate second refund is a new one.
 */
async function refundPayment(
  { paymentIntentId, leftCents, refundedCents, requested, keyPrefix }: {
    paymentIntentId: string
    leftCents: number
    refundedCents: number
    requested: number | undefined
    keyPrefix: string
  },
) {
  if (leftCents <= 0) throw new ApiError(409, 'Nothing is left to refund on this payment.')
  const amount = requested ?? leftCents
  if (amount > leftCents) throw new ApiError(409, `That is more than is left to refund ($${centsToDecimal(leftCents)}).`)
  const stripe = requireStripe()
  await stripe.refunds.create(
    { payment_intent: paymentIntentId, amount, reason: 'requested_by_customer' },
    { idempotencyKey: `${keyPrefix}-refund-${refundedCents}-${amount}` },
  )
  return { message: REFUND_REQUESTED_MESSAGE }
}

export async function requestDonationRefund(payload: Payload, id: number, requested: number | undefined) {
  const gift = await payload.findByID({ collection: 'donations', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!gift) throw new ApiError(404, 'Donation not found.')
  if (gift.source === 'sponsorship') throw new ApiError(409, 'This gift was a sponsorship bought in the shop: refund it from its order.')
  if (gift.status === 'disputed' || gift.status === 'dispute_lost') {
    throw new ApiError(409, 'This gift is disputed: the card issuer settles it, not a refund.')
  }
  // A recurring payment's row knows its invoice; the intent that paid it comes from Stripe.
  const paymentIntentId =
    gift.stripePaymentIntentId ?? (gift.stripeInvoiceId ? await paymentIntentOfInvoice(payload, gift.stripeInvoiceId) : null)
  if (!paymentIntentId) throw new ApiError(409, 'Stripe holds no payment of this gift to refund.')
  const refunded = gift.refundedAmountCents ?? 0
  return refundPayment({
    paymentIntentId,
    leftCents: gift.amountCents - refunded,
    refundedCents: refunded,
    requested,
    keyPrefix: `donation-${gift.id}`,
  })
}

export async function requestOrderRefund(payload: Payload, orderId: number, requested: number | undefined) {
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND)
  if (!order.paidAt || !order.stripePaymentIntentId) throw new ApiError(409, 'This order has not been paid.')
  const refunded = order.refundedAmountCents ?? 0
  return refundPayment({
    paymentIntentId: order.stripePaymentIntentId,
    leftCents: order.totalCents - refunded,
    refundedCents: refunded,
    requested,
    keyPrefix: `order-${order.id}`,
  })
}
