import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { runSql } from '@/lib/db'

/**
 * An order paid from a bank account (ACH) waits days for Stripe's word (issue 29): from its
 * payment_intent.processing it is `processing` — its stock stays held and no longer expires (the
 * expiry sweep takes pending orders only), it stands in the staff queue with nothing to ship, and
 * its confirmation e-mail waits for payment_intent.succeeded (markOrderPaid). A failure releases
 * the stock and closes the order (releaseOrderStock).
 *
 * Only a pending order still holding its stock moves, for its own total and intent, so a replay,
 * or a `processing` delivered after the success or the failure, changes nothing.
 */
export async function markOrderProcessing(
  payload: Payload,
  req: PayloadRequest,
  { orderId, paymentIntentId, amountCents }: { orderId: number; paymentIntentId: string; amountCents: number },
): Promise<boolean> {
  const moved = await runSql<{ id: number }>(
    payload,
    req,
    sql`UPDATE "orders" SET "status" = 'processing', "updated_at" = now(),
          "stripe_payment_intent_id" = COALESCE("stripe_payment_intent_id", ${paymentIntentId})
        WHERE "id" = ${orderId} AND "status" = 'pending' AND "stock_released" = false AND "total_cents" = ${amountCents}
          AND ("stripe_payment_intent_id" IS NULL OR "stripe_payment_intent_id" = ${paymentIntentId})
        RETURNING "id"`,
  )
  return moved.length > 0
}
