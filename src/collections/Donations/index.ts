import type { CollectionConfig } from 'payload'

import { canAccess, hiddenUnless, nobody } from '@/access'
import { centsField } from '@/fields/cents'

import { titleDonation } from './hooks/titleDonation'

export const DONATION_FREQUENCIES = ['one_time', 'monthly', 'bi_monthly', 'quarterly', 'semi_annual', 'annual'] as const

/** A gift's life after payment: refunds and disputes move it; only the Stripe webhook writes it. */
export const DONATION_STATUSES = ['paid', 'partially_refunded', 'refunded', 'disputed', 'dispute_lost', 'cancelled'] as const

/** Where a gift came from: the donation form, or a sponsorship package bought through the cart. */
export const DONATION_SOURCES = ['donation_form', 'sponsorship'] as const

const label = (value: string) => value.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())

/**
 * The donation ledger (spec §3.12): one row per paid one-time gift, per paid invoice of a
 * recurring gift and per sponsorship line of a paid order, written only from verified Stripe
 * events. Unique Stripe ids make a replayed event unable to add a second row. Read-only in the
 * admin: a gift changes only through Stripe events and the staff refund action, both of which
 * write with overrideAccess. `createdAt` is the payment's own time (Stripe's `created` or the
 * invoice's paid time), not the moment the event was processed.
 */
export const Donations: CollectionConfig = {
  slug: 'donations',
  admin: {
    hidden: hiddenUnless('donorData'),
    group: 'Supporters',
    useAsTitle: 'title',
    defaultColumns: ['title', 'email', 'amountCents', 'status', 'frequency', 'source'],
  },
  access: { read: canAccess('donorData'), create: nobody, update: nobody, delete: nobody },
  hooks: { beforeChange: [titleDonation] },
  defaultSort: '-createdAt',
  fields: [
    { name: 'title', type: 'text', admin: { hidden: true } },
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
      name: 'status',
      type: 'select',
      defaultValue: 'paid',
      index: true,
      options: DONATION_STATUSES.map((value) => ({ label: label(value), value })),
    },
    centsField({ name: 'refundedAmountCents', label: 'Refunded', defaultValue: 0, min: 0 }),
    {
      name: 'netAmountCents',
      type: 'number',
      defaultValue: 0,
      admin: { description: 'What the gift counts for in every total: the amount less refunds, 0 after a lost dispute.' },
    },
    {
      name: 'disputeStatus',
      type: 'select',
      options: [
        { label: 'Open', value: 'open' },
        { label: 'Won', value: 'won' },
        { label: 'Lost', value: 'lost' },
      ],
    },
    {
      name: 'source',
      type: 'select',
      defaultValue: 'donation_form',
      index: true,
      options: DONATION_SOURCES.map((value) => ({ label: label(value), value })),
    },
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
      options: DONATION_FREQUENCIES.map((value) => ({ label: label(value), value })),
    },
    { name: 'isRecurring', type: 'checkbox', required: true, defaultValue: false, index: true },
    {
      name: 'discreet',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'The donor asked to keep the gift discreet: e-mails from a neutral sender with a neutral subject, a neutral card statement, never on the public roster.',
      },
    },
    { name: 'stripePaymentIntentId', type: 'text', unique: true, index: true },
    { name: 'stripeInvoiceId', type: 'text', unique: true, index: true },
    { name: 'stripeSubscriptionId', type: 'text', index: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    {
      name: 'level',
      type: 'relationship',
      relationTo: 'donor-levels',
      admin: { description: "The giving circle whose page the gift was made on: its perk, if staff valued one, is stated on the gift's receipt." },
    },
    {
      name: 'sponsorshipLine',
      type: 'text',
      unique: true,
      admin: { description: 'Order and product of a sponsorship line, so a replayed payment adds no second row.' },
    },
    {
      name: 'tributeType',
      type: 'select',
      options: [
        { label: 'In honour of', value: 'honor' },
        { label: 'In memory of', value: 'memory' },
      ],
      admin: { description: 'A tribute gift (issue 30): made in honour or in memory of someone.' },
    },
    { name: 'tributeHonoreeName', type: 'text', admin: { condition: (data) => Boolean(data?.tributeType) } },
    {
      name: 'matchingGift',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: "The donor said her employer matches gifts (issue 30)." },
    },
    { name: 'matchingEmployer', type: 'text', admin: { description: 'The employer that matches the gift, as the donor named it.' } },
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
