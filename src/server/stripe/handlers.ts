import type Stripe from 'stripe'

import { donorPortalWebhookHandlers } from '../donor-portal/webhook-handlers'
import { donationWebhookHandlers } from '../ledger/donation-events'
import { ledgerWebhookHandlers } from '../ledger/webhook-handlers'
import { shopWebhookHandlers } from '../shop/webhook-handlers'
import { contactWebhookHandlers } from '../donors/contact-sync'

import type { StripeEventHandler, StripeEventHandlers } from './types'

// Donor contacts come last: they read what every other area wrote.
const areas: StripeEventHandlers[] = [
  shopWebhookHandlers,
  donationWebhookHandlers,
  ledgerWebhookHandlers,
  donorPortalWebhookHandlers,
  contactWebhookHandlers,
]

/**
 * One event type can matter to several areas (a payment_intent.succeeded is an order payment
 * or a one-time gift): every area's handler runs, and each ignores events that are not its own.
 */
export function handlersFor(type: Stripe.Event.Type): StripeEventHandler[] {
  return areas.map((area) => area[type]).filter((handler): handler is StripeEventHandler => Boolean(handler))
}
