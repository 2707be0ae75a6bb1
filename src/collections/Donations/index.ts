import type { CollectionConfig } from 'payload'

import { canAccess, hiddenUnless, nobody } from '@/access'
import { centsField } from '@/fields/cents'

export const DONATION_FREQUENCIES = ['one_time', 'monthly', 'bi_monthly', 'quarterly', 'semi_annual', 'annual'] as const

/**
 * The donation ledger (spec §3.12): one row per paid one-time gift and per paid invoice of a
 * recurring gift, written only from verified Stripe webhook events. Unique Stripe ids make a
 * replayed event unable to add a second row.
 */
export const Donations: CollectionConfig = {
  slug: 'donations',
  admin: {
    hidden: hiddenUnless('donorData'),
    group: 'Supporters',
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'firstName', 'lastName', 'email', 'amountCents', 'type'],
  },
  access: { read: canAccess('donorData'), create: nobody, update: canAccess('donorData'), delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'firstName', type: 'text', required: true, index: true },
    { name: 'lastName', type: 'text', required: true, index: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'phone', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'city', type: 'text' },
    { name: 'state', type: 'text' },
    { name: 'zipCode', type: 'text' },
    { name: 'organizationName', type: 'text' },
    { name: 'comments', type: 'textarea' },
    centsField({ name: 'amountCents', label: 'Amount', required: true, min: 1 }),
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'One-time', value: 'one-time' },
        { label: 'Monthly', value: 'monthly' },
      ],
      admin: { description: "The spec's two kinds: any recurring schedule counts as 'monthly' donor type." },
    },
    {
      name: 'frequency',
      type: 'select',
      required: true,
      options: DONATION_FREQUENCIES.map((value) => ({ label: value, value })),
    },
    { name: 'isRecurring', type: 'checkbox', required: true, defaultValue: false, index: true },
    { name: 'stripePaymentIntentId', type: 'text', unique: true, index: true },
    { name: 'stripeInvoiceId', type: 'text', unique: true, index: true },
    { name: 'stripeSubscriptionId', type: 'text', index: true },
    {
      name: 'subscriptionStatus',
      type: 'select',
      options: [
        { label: 'Active', value: 'active' },
        { label: 'Cancelled', value: 'cancelled' },
      ],
      index: true,
    },
  ],
}
