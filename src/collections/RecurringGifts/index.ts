import type { CollectionConfig } from 'payload'

import { hiddenUnless, readOnlyFor } from '@/access'
import { ledgerOptions } from '@/domain/donations/words'
import { centsField } from '@/fields/cents'
import { zonedDateField } from '@/fields/zoned-date'

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
  access: readOnlyFor('donorData'),
  defaultSort: '-createdAt',
  fields: [
    { name: 'title', type: 'text', admin: { hidden: true } },
    // Stripe's reference, for looking the gift up in Stripe: out of the way of the reading.
    {
      name: 'subscriptionId',
      label: 'Stripe subscription',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'The reference Stripe knows this gift by.' },
    },
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    centsField({ name: 'amountCents', label: 'Amount', required: true, min: 0, admin: { readOnly: true, description: 'Each payment, in dollars.' } }),
    {
      name: 'frequency',
      type: 'select',
      required: true,
      options: ledgerOptions(DONATION_FREQUENCIES.filter((value) => value !== 'one_time')),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: ledgerOptions(RECURRING_GIFT_STATUSES),
    },
    zonedDateField({ name: 'statusChangedAt', label: 'Status changed', admin: { position: 'sidebar', description: 'Stripe time of the event that set the status.' } }),
    zonedDateField({ name: 'nextPaymentDate', label: 'Next payment' }),
    zonedDateField({ name: 'resumesAt', label: 'Resumes', admin: { description: 'When a paused gift restarts by itself (Stripe pause_collection.resumes_at).' } }),
    zonedDateField({ name: 'startedAt', label: 'Started' }),
    zonedDateField({ name: 'cancelledAt', label: 'Cancelled' }),
    {
      name: 'importId',
      type: 'number',
      index: true,
      admin: {
        readOnly: true,
        description: 'A subscription the foundation already had in Stripe, adopted by an import (issue 44): its renewals land on the imported donor.',
      },
    },
    { name: 'failedPaymentCount', label: 'Failed payments', type: 'number', required: true, defaultValue: 0, min: 0 },
  ],
}
