import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { isDonationType, isRecurring, type RecurringType } from '@/domain/donations/amounts'
import { centsToDecimal } from '@/lib/money'
import { runSql } from '@/lib/db'

import { adoptedDonorOf } from './imports'
import { ledgerPage } from './lists'

/** Issue 44: the gift of a subscription an import adopted (its metadata is the old tool's, not ours). */
async function adoptedGift(payload: Payload, req: PayloadRequest, subscriptionId: string): Promise<(Donor & { frequency: RecurringType }) | null> {
  const donor = await adoptedDonorOf(payload, req, subscriptionId)
  if (!donor || !isDonationType(donor.frequency) || !isRecurring(donor.frequency)) return null
  return { firstName: donor.firstName, lastName: donor.lastName, email: donor.email, frequency: donor.frequency }
}

type Status = 'active' | 'past_due' | 'paused' | 'cancelled'
type Donor = { firstName: string; lastName: string; email: string }

/** The gift a subscription's metadata describes (written by create-donation-intent), or null. */
function giftOf(metadata: Stripe.Metadata | null | undefined): (Donor & { frequency: RecurringType }) | null {
  if (!metadata || metadata.kind !== 'donation') return null
  const frequency = metadata.donationType
  if (!metadata.firstName || !metadata.lastName || !metadata.email) return null
  if (!isDonationType(frequency) || !isRecurring(frequency)) return null
  return { firstName: metadata.firstName, lastName: metadata.lastName, email: metadata.email, frequency }
}

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null)

type Change = {
  subscriptionId: string
  gift: Donor & { frequency: RecurringType }
  at: number
  status: Status | null
  amountCents: number | null
  nextPaymentDate?: string | null
  /** When a paused gift restarts by itself; null once it is not paused. */
  resumesAt?: string | null
  startedAt?: string | null
  cancelledAt?: string | null
  failedPayment?: 'failed' | 'paid'
}

/**
 * Applies one Stripe fact to the subscription's mirror row. The row is created on first sight
 * (INSERT … ON CONFLICT, so two events at once make one row); later facts change it only when
 * they are at least as new as the one that set its status (`statusChangedAt`, the event's Stripe
 * time), and never after a cancellation, so events may arrive in any order.
 */
async function applyChange(payload: Payload, req: PayloadRequest, change: Change): Promise<boolean> {
  const at = new Date(change.at * 1000).toISOString()
  const { gift } = change
  const title = `${gift.firstName} ${gift.lastName} — ${(change.startedAt ?? at).slice(0, 10)}`
  await runSql(
    payload,
    req,
    sql`INSERT INTO "recurring_gifts" ("subscription_id", "title", "first_name", "last_name", "email", "amount_cents",
          "frequency", "status", "status_changed_at", "started_at", "created_at", "failed_payment_count")
        VALUES (${change.subscriptionId}, ${title}, ${gift.firstName}, ${gift.lastName}, ${gift.email}, ${change.amountCents ?? 0},
          ${gift.frequency}::"enum_recurring_gifts_frequency", ${change.status ?? 'active'}::"enum_recurring_gifts_status",
          ${change.status ? at : null}, ${change.startedAt ?? null}, ${change.startedAt ?? at}, 0)
        ON CONFLICT ("subscription_id") DO NOTHING`,
  )
  const status = change.status
  const applied = await runSql<{ id: number }>(
    payload,
    req,
    sql`UPDATE "recurring_gifts" SET
          "amount_cents" = coalesce(${change.amountCents}, "amount_cents"),
          -- The schedule rides in the subscription's metadata, changed with it from /my-giving.
          "frequency" = ${gift.frequency}::"enum_recurring_gifts_frequency",
          "started_at" = coalesce("started_at", ${change.startedAt ?? null}),
          "status" = coalesce(${status}::"enum_recurring_gifts_status", "status"),
          "status_changed_at" = CASE WHEN ${status}::text IS NULL THEN "status_changed_at" ELSE ${at}::timestamptz END,
          "next_payment_date" = CASE WHEN ${change.nextPaymentDate !== undefined} THEN ${change.nextPaymentDate ?? null}::timestamptz
                                     ELSE "next_payment_date" END,
          "resumes_at" = CASE WHEN ${change.resumesAt !== undefined} THEN ${change.resumesAt ?? null}::timestamptz
                              ELSE "resumes_at" END,
          "cancelled_at" = coalesce("cancelled_at", ${change.cancelledAt ?? null}::timestamptz),
          "failed_payment_count" = CASE ${change.failedPayment ?? 'none'}::text
                                     WHEN 'failed' THEN "failed_payment_count" + 1
                                     WHEN 'paid' THEN 0 ELSE "failed_payment_count" END,
          "updated_at" = now()
        WHERE "subscription_id" = ${change.subscriptionId} AND "status" <> 'cancelled'
          AND ("status_changed_at" IS NULL OR "status_changed_at" <= ${at}::timestamptz)
        RETURNING "id"`,
  )
  return applied.length > 0
}

export function statusOf(subscription: Stripe.Subscription, deleted: boolean): Status | null {
  if (deleted || subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return 'cancelled'
  if (subscription.pause_collection) return 'paused'
  if (subscription.status === 'past_due' || subscription.status === 'unpaid') return 'past_due'
  if (subscription.status === 'active' || subscription.status === 'trialing') return 'active'
  if (subscription.status === 'paused') return 'paused'
  return null // incomplete: the first payment has not happened yet
}

/** customer.subscription.created / updated / deleted. */
export async function mirrorSubscription(
  payload: Payload,
  req: PayloadRequest,
  { subscription, at, deleted }: { subscription: Stripe.Subscription; at: number; deleted: boolean },
) {
  const gift = giftOf(subscription.metadata) ?? (await adoptedGift(payload, req, subscription.id))
  if (!gift) return
  const status = statusOf(subscription, deleted)
  // A gift whose first payment never happened is not a recurring gift yet.
  if (status === null) {
    const existing = await runSql(payload, req, sql`SELECT 1 FROM "recurring_gifts" WHERE "subscription_id" = ${subscription.id}`)
    if (existing.length === 0) return
  }
  const item = subscription.items?.data?.[0]
  const unit = item?.price?.unit_amount
  await applyChange(payload, req, {
    subscriptionId: subscription.id,
    gift,
    at,
    status,
    amountCents: typeof unit === 'number' ? unit * (item?.quantity ?? 1) : null,
    nextPaymentDate: status === 'cancelled' || status === 'paused' ? null : toDate(item?.current_period_end),
    resumesAt: status === 'paused' ? toDate(subscription.pause_collection?.resumes_at) : null,
    startedAt: toDate(subscription.start_date ?? subscription.created),
    cancelledAt: status === 'cancelled' ? (toDate(subscription.canceled_at ?? subscription.ended_at) ?? new Date(at * 1000).toISOString()) : null,
  })
}

export type FailedPayment = {
  email: string
  firstName: string
  amountCents: number
  nextAttempt: string | null
  /** Refused by the bank (an ACH debit), not a card: the e-mail says so (issue 29). */
  bank?: boolean
}

/**
 * invoice.paid (the gift is current again) and invoice.payment_failed (it is past due). Returns
 * the failed payment when this failure is the gift's newest fact (the donor is told then; a stale
 * failure delivered after a later payment tells her nothing).
 */
export async function mirrorInvoice(
  payload: Payload,
  req: PayloadRequest,
  { invoice, at, paid }: { invoice: Stripe.Invoice; at: number; paid: boolean },
): Promise<FailedPayment | null> {
  const details = invoice.parent?.subscription_details
  if (!details?.subscription) return null
  const subscriptionId = typeof details.subscription === 'string' ? details.subscription : details.subscription.id
  const gift = giftOf(details.metadata) ?? (await adoptedGift(payload, req, subscriptionId))
  if (!gift) return null
  const periodEnd = invoice.lines?.data?.[0]?.period?.end
  const applied = await applyChange(payload, req, {
    subscriptionId,
    gift,
    at,
    status: paid ? 'active' : 'past_due',
    amountCents: paid ? invoice.amount_paid || null : invoice.amount_due || null,
    nextPaymentDate: paid ? toDate(periodEnd) : toDate(invoice.next_payment_attempt),
    failedPayment: paid ? 'paid' : 'failed',
  })
  if (paid || !applied) return null
  return { email: gift.email, firstName: gift.firstName, amountCents: invoice.amount_due, nextAttempt: toDate(invoice.next_payment_attempt) }
}

type RecurringRow = {
  id: number
  subscription_id: string
  first_name: string
  last_name: string
  email: string
  amount_cents: string
  frequency: RecurringType
  status: Status
  next_payment_date: Date | null
  failed_payment_count: string
  created_at: Date
  cancelled_at: Date | null
}

/** GET /api/recurring-gifts: every recurring gift, newest first, amounts as decimal strings. */
export async function listRecurringGifts(payload: Payload, query: { limit: number; page: number; status?: Status }) {
  const { count, rows } = await ledgerPage<RecurringRow>(
    payload,
    {
      select: `id, subscription_id, first_name, last_name, email, amount_cents, frequency, status, next_payment_date,
             failed_payment_count, created_at, cancelled_at`,
      from: 'recurring_gifts',
      newest: 'created_at',
    },
    query,
  )
  return {
    count,
    recurringGifts: rows.map((row) => ({
      id: row.id,
      subscriptionId: row.subscription_id,
      donorName: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      amount: centsToDecimal(Number(row.amount_cents)),
      frequency: row.frequency,
      status: row.status,
      nextPaymentDate: row.next_payment_date?.toISOString() ?? null,
      failedPaymentCount: Number(row.failed_payment_count),
      cancelledAt: row.cancelled_at?.toISOString() ?? null,
      createdAt: row.created_at.toISOString(),
    })),
  }
}
