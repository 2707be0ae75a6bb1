import type { Payload } from 'payload'
import { z } from 'zod'

import { DONATION_STATUSES } from '@/collections/Donations'
import { RECURRING_GIFT_STATUSES } from '@/collections/RecurringGifts'
import { centsToDecimal } from '@/lib/money'

import { databasePool, pageOf } from '@/lib/db'
import { pendingRefundSql } from './refunds'

export const ledgerQuerySchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number.' }).int().min(1).max(5000).default(1000),
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1).max(100_000).default(1),
})

type LedgerQuery = z.output<typeof ledgerQuerySchema>

/** The Donations tab can show one status (the today view links to the open disputes). */
export const donationQuerySchema = ledgerQuerySchema.extend({
  status: z.enum(DONATION_STATUSES, { error: 'Unknown gift status.' }).optional(),
})

/** The Recurring tab can show one status (the today view links to the failed payments). */
export const recurringQuerySchema = ledgerQuerySchema.extend({
  status: z.enum(RECURRING_GIFT_STATUSES, { error: 'Unknown recurring gift status.' }).optional(),
})

/**
 * One page of a ledger table, newest first (`id` breaks ties), holding only the rows of the
 * status asked for when one is (`statusColumn`: how a row's status reads in SQL).
 */
export function ledgerPage<Row extends Record<string, unknown>>(
  payload: Payload,
  { select, from, newest, statusColumn = 'status' }: { select: string; from: string; newest: string; statusColumn?: string },
  query: LedgerQuery & { status?: string },
) {
  const filter = query.status ? [query.status] : []
  const where = filter.length ? `WHERE ${statusColumn} = $1` : ''
  return pageOf<Row>(databasePool(payload), { select, from, where, params: filter, orderBy: `${newest} DESC, id DESC` }, query)
}

type DonationRow = {
  id: number
  created_at: Date
  first_name: string
  last_name: string
  email: string
  phone: string | null
  amount_cents: string
  type: 'monthly' | 'one-time'
  is_recurring: boolean
  organization_name: string | null
  city: string | null
  state: string | null
  stripe_payment_intent_id: string | null
  stripe_subscription_id: string | null
  comments: string | null
  frequency: string
  address: string | null
  zip_code: string | null
  status: string | null
  refunded_amount_cents: string | null
  refund_pending_cents: string
  source: string | null
  fee_covered_cents: string | null
  upsell: 'accepted' | 'declined' | null
  payment_method: string | null
  method: string | null
  check_number: string | null
  description: string | null
  designation: string | null
  batch_id: number | null
  matching_employer: string | null
  matching_status: string | null
  match_for_id: number | null
  void_reason: string | null
  tribute_type: 'honor' | 'memory' | null
  tribute_honoree_name: string | null
}

/**
 * Newest first (by payment date), in the shape of spec §3.12 plus the gift's later life
 * (`status`: a bank payment is `processing`, then `paid` or `failed`; an offline gift may be `voided`;
 * `refundedAmount`), how it was paid (`paymentMethod`) and where it came from (`source`:
 * donation_form, sponsorship or offline, with an offline gift's `method`), its real `frequency` and the
 * donor's street address and ZIP; `amount` stays the original gift. `count` is the whole ledger
 * (or every gift of the status asked for).
 */
export async function listDonations(payload: Payload, query: z.output<typeof donationQuerySchema>) {
  const { count, rows } = await ledgerPage<DonationRow>(
    payload,
    {
      select: `id, created_at, first_name, last_name, email, phone, amount_cents, type, is_recurring,
             organization_name, city, state, stripe_payment_intent_id, stripe_subscription_id, comments,
             frequency, address, zip_code, status, refunded_amount_cents, source, fee_covered_cents, upsell, payment_method, method, check_number,
             description, designation, batch_id, matching_employer, matching_status, match_for_id, void_reason,
             tribute_type, tribute_honoree_name,
             ${pendingRefundSql('donations.stripe_payment_intent_id', 'donations.refunded_amount_cents')} AS refund_pending_cents`,
      from: 'donations',
      newest: 'created_at',
      // `status` is null for rows written before statuses existed: they are paid.
      statusColumn: "coalesce(status, 'paid')",
    },
    query,
  )
  return {
    count,
    donations: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      donorName: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      phone: row.phone,
      amount: centsToDecimal(Number(row.amount_cents)),
      type: row.type,
      isRecurring: row.is_recurring,
      organizationName: row.organization_name,
      city: row.city,
      state: row.state,
      stripePaymentIntentId: row.stripe_payment_intent_id,
      stripeSubscriptionId: row.stripe_subscription_id,
      comments: row.comments,
      status: row.status ?? 'paid',
      refundedAmount: centsToDecimal(Number(row.refunded_amount_cents ?? 0)),
      // Asked of Stripe by staff, not yet confirmed by its webhook.
      refundPending: centsToDecimal(Number(row.refund_pending_cents)),
      source: row.source ?? 'donation_form',
      // Stripe's method type (card, us_bank_account…); null when not kept (older gifts).
      paymentMethod: row.payment_method,
      frequency: row.frequency,
      address: row.address,
      zipCode: row.zip_code,
      // Issue 29: the part of `amount` the donor added for fees, and the answer to the monthly ask (null: not offered).
      feeCovered: centsToDecimal(Number(row.fee_covered_cents ?? 0)),
      upsell: row.upsell,
      // Offline gifts (issue 30): how given, the check, what an in-kind gift was, the batch.
      method: row.method,
      checkNumber: row.check_number,
      description: row.description,
      designation: row.designation,
      batchId: row.batch_id,
      voidReason: row.void_reason,
      // The donor's employer matches gifts: the follow-up's status (to ask until staff move it).
      matching: row.matching_employer ? { employer: row.matching_employer, status: row.matching_status ?? 'to_ask' } : null,
      matchFor: row.match_for_id,
      // Issue 30: a gift in honour or in memory of someone; null for any other gift.
      tribute: row.tribute_type ? { type: row.tribute_type, honoreeName: row.tribute_honoree_name ?? '' } : null,
    })),
  }
}

export async function listSubscribers(payload: Payload, query: LedgerQuery) {
  const { count, rows } = await ledgerPage<{ email: string; source: string; subscribed_at: Date; is_active: boolean }>(
    payload,
    { select: 'email, source, subscribed_at, is_active', from: 'newsletter_subscribers', newest: 'subscribed_at' },
    query,
  )
  return {
    count,
    subscribers: rows.map((row) => ({
      email: row.email,
      source: row.source,
      subscribedAt: row.subscribed_at.toISOString(),
      isActive: row.is_active,
    })),
  }
}
