import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { moveOrderForPayment, type OrderPayment } from './order-payment'

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
export async function markOrderProcessing(payload: Payload, req: PayloadRequest, payment: OrderPayment): Promise<boolean> {
  const moved = await moveOrderForPayment<{ id: number }>(payload, req, payment, {
    set: sql`"status" = 'processing'`,
    from: sql`"status" = 'pending' AND "stock_released" = false`,
    returning: sql`"id"`,
  })
  return moved.length > 0
}
