import type Stripe from 'stripe'

import { recordPaidOrder } from '../ledger/webhook-handlers'
import type { StripeEventHandler, StripeEventHandlers } from '../stripe/types'

import { markOrderProcessing } from './bank-orders'
import { orderReferenceOf } from './metadata'
import { sendOrderConfirmation } from './order-emails'
import { releaseOrderStock } from './holds'
import { markOrderPaid, orderKeyFromReference } from './orders'

/**
 * The internal key of the order a PaymentIntent pays for, or null when the intent is not a shop
 * order's. Metadata carries the order's public id (or, for older intents, the numeric key).
 */
async function orderIdOf(event: Stripe.Event, context: Parameters<StripeEventHandler>[1]): Promise<number | null> {
  const intent = event.data.object as Partial<Stripe.PaymentIntent>
  if (intent.object !== undefined && intent.object !== 'payment_intent') return null
  const reference = orderReferenceOf(intent.metadata)
  if (reference === null) return null
  return orderKeyFromReference(context.payload, reference, context.req)
}

const succeeded: StripeEventHandler = async (event, context) => {
  const { payload, req } = context
  const orderId = await orderIdOf(event, context)
  if (orderId === null) return
  const intent = event.data.object as Stripe.PaymentIntent
  await markOrderPaid(payload, req, { orderId, paymentIntentId: intent.id, amountCents: intent.amount_received || intent.amount })
  // The ledger is written only by server/ledger: it gets the paid order (its sponsorship gifts).
  await recordPaidOrder(context, { orderId, paymentIntentId: intent.id, paidAt: new Date((intent.created || event.created) * 1000) })
  // Claimed once per order after the payment commits, so a replay or a second event sends nothing.
  context.afterCommit?.(() => sendOrderConfirmation(payload, orderId))
}

/** A bank payment under way: the order waits, stock held, for Stripe's success or failure. */
const processing: StripeEventHandler = async (event, context) => {
  const orderId = await orderIdOf(event, context)
  if (orderId === null) return
  const intent = event.data.object as Stripe.PaymentIntent
  await markOrderProcessing(context.payload, context.req, { orderId, paymentIntentId: intent.id, amountCents: intent.amount })
}

/**
 * A failed card leaves the order open for another try; a failed bank payment (the order was
 * processing) and a cancelled intent close it. Either way its stock comes back.
 */
const releaseOn =
  (cancel: boolean): StripeEventHandler =>
  async (event, context) => {
    const orderId = await orderIdOf(event, context)
    if (orderId === null) return
    await releaseOrderStock(context.payload, orderId, { cancel, req: context.req })
  }

/** Stripe events that move orders (payment_intent.* for order payments). */
export const shopWebhookHandlers: StripeEventHandlers = {
  'payment_intent.succeeded': succeeded,
  'payment_intent.processing': processing,
  'payment_intent.payment_failed': releaseOn(false),
  'payment_intent.canceled': releaseOn(true),
}
