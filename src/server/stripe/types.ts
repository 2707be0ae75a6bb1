import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

/**
 * Acts on one verified Stripe event. `req` carries the webhook's transaction: pass it to every
 * Local API call so the effect and the event's record commit or roll back together.
 */
export type StripeEventHandler = (event: Stripe.Event, context: { payload: Payload; req: PayloadRequest }) => Promise<void>

export type StripeEventHandlers = Partial<Record<Stripe.Event.Type, StripeEventHandler>>
