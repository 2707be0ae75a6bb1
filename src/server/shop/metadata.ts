import type Stripe from 'stripe'

/**
 * What a shop order's PaymentIntent carries in Stripe metadata, written and read here only, so
 * the order service and the webhook can never disagree on it.
 */
export const ORDER_KIND = 'order'

export function orderPaymentMetadata(order: { publicId: string }): Record<string, string> {
  return { kind: ORDER_KIND, orderId: order.publicId }
}

/**
 * The order reference in a PaymentIntent's metadata: its public id, or (for intents created
 * before public ids existed) the numeric key; null when the intent is not a shop order's.
 */
export function orderReferenceOf(metadata: Stripe.Metadata | null | undefined): string | null {
  if (!metadata || metadata.kind !== ORDER_KIND || !metadata.orderId) return null
  return String(metadata.orderId)
}
