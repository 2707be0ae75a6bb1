import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { runSql } from '@/lib/db'

/** What a verified Stripe event says was paid for an order: the order, the intent, the amount. */
export type OrderPayment = { orderId: number; paymentIntentId: string; amountCents: number }

/**
 * The one UPDATE by which a payment's event moves an order: only an order in the state `from`
 * allows, for its own total, and with no intent yet (which it then records) or this one, so a
 * replayed or stale event finds nothing to move.
 */
export function moveOrderForPayment<Row extends Record<string, unknown>>(
  payload: Payload,
  req: PayloadRequest,
  { orderId, paymentIntentId, amountCents }: OrderPayment,
  { set, from, returning }: { set: SQL; from: SQL; returning: SQL },
) {
  return runSql<Row>(
    payload,
    req,
    sql`UPDATE "orders" SET ${set}, "updated_at" = now(),
          "stripe_payment_intent_id" = COALESCE("stripe_payment_intent_id", ${paymentIntentId})
        WHERE "id" = ${orderId} AND ${from} AND "total_cents" = ${amountCents}
          AND ("stripe_payment_intent_id" IS NULL OR "stripe_payment_intent_id" = ${paymentIntentId})
        RETURNING ${returning}`,
  )
}
