import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

/**
 * Acts on one verified Stripe event. `req` carries the webhook's transaction: pass it to every
 * Local API call so the effect and the event's record commit or roll back together. What must
 * not be rolled back (an e-mail) goes to `afterCommit`: it runs once the transaction committed,
 * and its failure is logged without failing the event.
 */
export type StripeEventContext = {
  payload: Payload
  req: PayloadRequest
  afterCommit?: (task: () => Promise<unknown>) => void
}

export type StripeEventHandler = (event: Stripe.Event, context: StripeEventContext) => Promise<void>

export type StripeEventHandlers = Partial<Record<Stripe.Event.Type, StripeEventHandler>>
