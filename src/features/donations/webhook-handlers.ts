import type { StripeEventHandlers } from '@/server/stripe/types'

/** Stripe events that write the donation ledger (one-time gifts, invoices, subscriptions). */
export const donationWebhookHandlers: StripeEventHandlers = {}
