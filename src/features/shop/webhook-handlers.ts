import type { StripeEventHandlers } from '@/server/stripe/types'

/** Stripe events that move orders (payment_intent.* for order payments). */
export const shopWebhookHandlers: StripeEventHandlers = {}
