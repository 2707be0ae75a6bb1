import type { CollectionConfig } from 'payload'

import { hiddenUnless, readOnlyFor } from '@/access'
import { ledgerOptions } from '@/domain/donations/words'
import { MATCHING_STATUSES, OFFLINE_METHODS } from '@/domain/donations/offline'
import { centsField } from '@/fields/cents'
import { options } from '@/lib/options'

import { panelDoor } from '../panel-door'
import { titleDonation } from './hooks/titleDonation'

export const DONATION_FREQUENCIES = ['one_time', 'monthly', 'bi_monthly', 'quarterly', 'semi_annual', 'annual'] as const

/**
 * A gift's life: a bank payment (ACH) is `processing` for days and ends `paid` or `failed` (both
 * count nowhere until paid); after payment, refunds and disputes move it. Only the Stripe webhook
 * writes it; an offline gift entered by staff is corrected by a void (`voided`).
 */
export const DONATION_STATUSES = ['paid', 'partially_refunded', 'refunded', 'disputed', 'dispute_lost', 'cancelled', 'processing', 'failed', 'voided'] as const

/** Statuses of a payment that has not (yet) brought money: no total, no receipt. */
export const UNSETTLED_DONATION_STATUSES = ['processing', 'failed'] as const

/**
 * Where a gift came from: the donation form, a sponsorship package bought through the cart, the
 * treasurer's gift entry (a check, cash, stock, in kind — `offline`, never through Stripe), or a
 * file of the foundation's history from the tool it used before (`import`, issue 44).
 */
export const DONATION_SOURCES = ['donation_form', 'sponsorship', 'offline', 'import'] as const

/** Where a gift came from (an appeal's link, an import): written with the row, looked up by it, never edited. */
const origin = (description: string) => ({ index: true, admin: { readOnly: true, description } })

/**
 * The donation ledger (spec §3.12): one row per paid one-time gift, per paid invoice of a
 * recurring gift and per sponsorship line of a paid order, written only from verified Stripe
 * events — and one per gift the treasurer entered by hand (`source: 'offline'`, corrected only by
 * a void with a reason, src/server/ledger/offline.ts). Unique Stripe ids make a replayed event unable to add a second row. Read-only in the
 * admin: a gift changes only through Stripe events and the staff refund action, both of which
 * write with overrideAccess. `createdAt` is the payment's own time (Stripe's `created` or the
 * invoice's paid time), not the moment the event was processed.
 */
export const Donations: CollectionConfig = {
  slug: 'donations',
  admin: {
    components: panelDoor('DonationsListDoor'),
    hidden: hiddenUnless('donorData'),
    group: 'Supporters',
    useAsTitle: 'title',
    defaultColumns: ['title', 'email', 'amountCents', 'status', 'frequency', 'source'],
  },
  access: readOnlyFor('donorData'),
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
      options: ledgerOptions(DONATION_STATUSES),
    },
    centsField({ name: 'refundedAmountCents', label: 'Refunded', defaultValue: 0, min: 0 }),
    centsField({
      name: 'feeCoveredCents',
      label: 'Fee covered by the donor',
      defaultValue: 0,
      admin: { description: 'Part of the amount the donor added to cover processing fees: not counted in campaign, circle or gift totals.' },
    }),
    {
      name: 'netAmountCents',
      type: 'number',
      defaultValue: 0,
      admin: { description: 'What the gift counts for in every total: the amount less refunds, 0 after a lost dispute.' },
    },
    {
      name: 'disputeStatus',
      type: 'select',
      options: options({ open: 'Open', won: 'Won', lost: 'Lost' }),
    },
    {
      name: 'source',
      type: 'select',
      defaultValue: 'donation_form',
      index: true,
      options: ledgerOptions(DONATION_SOURCES),
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      options: options({ 'one-time': 'One-time', monthly: 'Monthly' }),
      admin: { description: "The spec's two kinds: any recurring schedule counts as 'monthly' donor type." },
    },
    {
      name: 'frequency',
      type: 'select',
      required: true,
      options: ledgerOptions(DONATION_FREQUENCIES),
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
    {
      name: 'upsell',
      type: 'select',
      options: options({ accepted: 'Accepted', declined: 'Declined' }),
      admin: { description: 'The monthly ask before payment: the donor’s answer on the first payment of the gift; empty when not offered.' },
    },
    {
      // Stripe's payment method type (card, us_bank_account, link…): the treasurer report groups by it.
      name: 'paymentMethod',
      type: 'text',
      index: true,
      admin: { description: 'How the gift was paid, as Stripe names it (card, us_bank_account, link…); empty when unknown.' },
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
      name: 'method',
      type: 'select',
      options: ledgerOptions(OFFLINE_METHODS),
      admin: { description: 'How an offline gift was given (empty for gifts paid through Stripe).' },
    },
    { name: 'checkNumber', type: 'text', index: true },
    {
      name: 'description',
      type: 'textarea',
      admin: { description: 'What an in-kind gift was (its receipt names it and states no value: the donor values it).' },
    },
    { name: 'designation', type: 'text' },
    { name: 'batch', type: 'relationship', relationTo: 'gift-batches', index: true },
    { name: 'matchingEmployer', type: 'text', admin: { description: "The donor's employer that matches gifts, when she named one." } },
    {
      name: 'matchingStatus',
      type: 'select',
      index: true,
      options: ledgerOptions(MATCHING_STATUSES),
    },
    {
      name: 'matchFor',
      type: 'relationship',
      relationTo: 'donations',
      index: true,
      admin: { description: "The donor's gift this employer's matching gift answers." },
    },
    {
      name: 'entryRequestId',
      type: 'text',
      unique: true,
      admin: { hidden: true, description: 'One id per gift-entry submission, so a double click enters the gift once.' },
    },
    { name: 'voidReason', type: 'text' },
    { name: 'voidedAt', type: 'date' },
    {
      name: 'tributeType',
      type: 'select',
      options: options({ honor: 'In honor of', memory: 'In memory of' }),
      admin: { description: 'A tribute gift (issue 30): made in honor or in memory of someone.' },
    },
    { name: 'tributeHonoreeName', type: 'text', admin: { condition: (data) => Boolean(data?.tributeType) } },
    {
      name: 'matchingGift',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: "The donor said her employer matches gifts (issue 30)." },
    },
    {
      name: 'campaign',
      type: 'relationship',
      relationTo: 'campaigns',
      index: true,
      admin: { description: 'The campaign the gift was given to (issue 49): its page form, ?campaign= on /donate, or staff at entry.' },
    },
    { name: 'appealId', type: 'number', ...origin('The appeal e-mail whose personal link the gift was made through (its results count it).') },
    {
      name: 'wallShow',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: "The donor asked to show her name on the campaign's wall (never shown for a discreet gift)." },
    },
    { name: 'wallAnonymous', type: 'checkbox', defaultValue: false, admin: { description: 'The donor chose to stay anonymous: never on a wall.' } },
    { name: 'wallName', type: 'text' },
    { name: 'wallComment', type: 'text' },
    {
      name: 'wallCommentStatus',
      type: 'select',
      index: true,
      options: options({ pending: 'Pending', approved: 'Approved', rejected: 'Rejected' }),
      admin: { description: 'A wall comment shows only once staff approve it.' },
    },
    { name: 'importId', type: 'number', ...origin('The import (issue 44) that brought this gift from the tool the foundation used before.') },
    { name: 'externalGiftId', type: 'text', ...origin("The gift's id in the tool it was imported from: importing the same file again finds it.") },
    {
      name: 'subscriptionStatus',
      type: 'select',
      options: options({ active: 'Active', cancelled: 'Cancelled' }),
      index: true,
    },
  ],
}
