import type Stripe from 'stripe'

import { markOrderPaid, releaseOrderStock } from '@/server/shop/orders'
import type { StripeEventHandler, StripeEventHandlers } from '@/server/stripe/types'

/** The order a PaymentIntent pays for, or null when the intent is not a shop order's. */
function orderIdOf(event: Stripe.Event): number | null {
  const intent = event.data.object as Partial<Stripe.PaymentIntent>
  if (intent.object !== undefined && intent.object !== 'payment_intent') return null
  if (intent.metadata?.kind !== 'order') return null
  const id = Number(intent.metadata.orderId)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

const succeeded: StripeEventHandler = async (event, { payload, req }) => {
  const orderId = orderIdOf(event)
  if (orderId === null) return
  const intent = event.data.object as Stripe.PaymentIntent
  await markOrderPaid(payload, req, { orderId, paymentIntentId: intent.id, amountCents: intent.amount_received || intent.amount })
}

/** A failed card leaves the order open for another try; a cancelled intent closes it. */
const releaseOn =
  (cancel: boolean): StripeEventHandler =>
  async (event, { payload, req }) => {
    const orderId = orderIdOf(event)
    if (orderId === null) return
    await releaseOrderStock(payload, orderId, { cancel, req })
  }

/** Stripe events that move orders (payment_intent.* for order payments). */
export const shopWebhookHandlers: StripeEventHandlers = {
  'payment_intent.succeeded': succeeded,
  'payment_intent.payment_failed': releaseOn(false),
  'payment_intent.canceled': releaseOn(true),
}
