import type { CollectionConfig } from 'payload'

import { canAccess, hiddenUnless, nobody } from '@/access'

import { DONATION_FREQUENCIES } from '../Donations'

export const RECURRING_GIFT_STATUSES = ['active', 'past_due', 'paused', 'cancelled'] as const

/**
 * One row per Stripe subscription of a recurring gift, mirrored from
 * customer.subscription.* and invoice.paid / invoice.payment_failed in whatever order they
 * arrive (`statusChangedAt` is the Stripe time of the event that set the status; an older event
 * never overrides a newer one, and a cancellation is final). Read-only in the admin.
 */
export const RecurringGifts: CollectionConfig = {
  slug: 'recurring-gifts',
  admin: {
    hidden: hiddenUnless('donorData'),
    group: 'Supporters',
    useAsTitle: 'title',
    defaultColumns: ['title', 'email', 'amountCents', 'frequency', 'status', 'nextPaymentDate'],
  },
  access: { read: canAccess('donorData'), create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'title', type: 'text', admin: { hidden: true } },
    { name: 'subscriptionId', type: 'text', required: true, unique: true, index: true },
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'amountCents', type: 'number', required: true, min: 0 },
    {
      name: 'frequency',
      type: 'select',
      required: true,
      options: DONATION_FREQUENCIES.filter((value) => value !== 'one_time').map((value) => ({ label: value, value })),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: RECURRING_GIFT_STATUSES.map((value) => ({ label: value.replace('_', ' '), value })),
    },
    { name: 'statusChangedAt', type: 'date', admin: { description: 'Stripe time of the event that set the status.' } },
    { name: 'nextPaymentDate', type: 'date' },
    { name: 'resumesAt', type: 'date', admin: { description: 'When a paused gift restarts by itself (Stripe pause_collection.resumes_at).' } },
    { name: 'startedAt', type: 'date' },
    { name: 'cancelledAt', type: 'date' },
    { name: 'failedPaymentCount', type: 'number', required: true, defaultValue: 0, min: 0 },
  ],
}
