import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { getStripe } from '@/lib/stripe'
import { logger } from '@/lib/log'

import { runSql } from '@/lib/db'

import { orderKeyOf } from './orders'

/**
 * What /checkout shows when Stripe sends the buyer back (issue 33): Stripe adds
 * `payment_intent`, `payment_intent_client_secret` and `redirect_status` to the return address
 * the checkout gave it (`/checkout?success=true&order=<public id>`).
 *
 * - `succeeded` → the success screen; `processing` (a bank payment) → the same screen saying
 *   the payment is still being confirmed. Both name the order by its number and list what is
 *   collected at the farm stand. Nothing else about the order (no name, no address) is read:
 *   the address bar, and so the browser's history, holds the order's id.
 * - anything else (`failed`, a cancelled redirect…) → back to the payment step of the same
 *   order, when it can still be paid, with Stripe's reason.
 *
 * The money itself moves only from Stripe's webhooks; this only decides which screen to show.
 */
export type CheckoutReturn =
  | { outcome: 'succeeded' | 'processing'; order: ReturnedOrder | null }
  | { outcome: 'failed'; reason: string; retry: { orderId: string; clientSecret: string } | null }

export type ReturnedOrder = { orderNumber: string; pickupLines: { productName: string; quantity: number }[] }

type Params = Record<string, string | string[] | undefined>

/** Said when Stripe gives no reason of its own. */
export const PAYMENT_NOT_APPROVED = 'The payment was declined or cancelled.'

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

export async function checkoutReturn(payload: Payload, params: Params): Promise<CheckoutReturn | null> {
  const status = one(params.redirect_status)
  // Stripe always names the outcome; without one there is nothing to report.
  if (one(params.success) !== 'true' || !status) return null
  const publicId = one(params.order) ?? ''
  const key = await orderKeyOf(payload, publicId)

  if (status === 'succeeded' || status === 'processing') {
    return { outcome: status, order: key === null ? null : await returnedOrder(payload, key) }
  }

  const secret = one(params.payment_intent_client_secret) ?? ''
  const intentId = /^(pi_[A-Za-z0-9]{1,100})_secret_[A-Za-z0-9]{1,100}$/.exec(secret)?.[1]
  const [order] =
    key === null || !intentId
      ? []
      : await runSql<{ payable: boolean }>(
          payload,
          undefined,
          sql`SELECT ("status" = 'pending') AS payable FROM "orders" WHERE "id" = ${key} AND "stripe_payment_intent_id" = ${intentId}`,
        )
  if (!order || !intentId) return { outcome: 'failed', reason: PAYMENT_NOT_APPROVED, retry: null }
  return {
    outcome: 'failed',
    reason: (await stripeReason(intentId)) ?? PAYMENT_NOT_APPROVED,
    retry: order.payable ? { orderId: publicId, clientSecret: secret } : null,
  }
}

async function returnedOrder(payload: Payload, key: number): Promise<ReturnedOrder | null> {
  const [row] = await runSql<{ order_number: string; pickup: { productName: string; quantity: number }[] }>(
    payload,
    undefined,
    sql`SELECT o."order_number",
               (SELECT coalesce(json_agg(json_build_object('productName', l."product_name", 'quantity', l."quantity") ORDER BY l."_order"), '[]'::json)
                FROM "orders_lines" l WHERE l."_parent_id" = o."id" AND l."fulfilment" = 'pickup') AS "pickup"
        FROM "orders" o WHERE o."id" = ${key}`,
  )
  if (!row) return null
  return { orderNumber: row.order_number, pickupLines: row.pickup.map((line) => ({ productName: line.productName, quantity: Number(line.quantity) })) }
}

/** Stripe's own words for the last failed attempt (meant for the payer), if it answers quickly. */
async function stripeReason(intentId: string): Promise<string | null> {
  const stripe = getStripe()
  if (!stripe) return null
  try {
    const intent = await stripe.paymentIntents.retrieve(intentId, {}, { timeout: 4000, maxNetworkRetries: 0 })
    return intent.last_payment_error?.message ?? null
  } catch (error) {
    logger.warn({ kind: error instanceof Error ? error.name : 'unknown' }, '[shop] could not read a returned payment from Stripe')
    return null
  }
}
