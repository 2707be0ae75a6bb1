import type { CollectionConfig } from 'payload'

import { hiddenUnless, readOnlyFor } from '@/access'

/**
 * Every Stripe event the webhook has acted on, written in the same transaction as its effect.
 * The unique event id makes a replayed or concurrent duplicate change nothing.
 */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  admin: { hidden: hiddenUnless('system'), group: 'Settings', useAsTitle: 'eventId', defaultColumns: ['eventId', 'type', 'createdAt'] },
  access: readOnlyFor('system'),
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'text', required: true, index: true },
    { name: 'objectId', type: 'text', index: true },
  ],
}
