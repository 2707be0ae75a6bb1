import type { Payload } from 'payload'
import { z } from 'zod'

import { ApiError } from '@/lib/http'
import { centsToDecimal } from '@/lib/money'
import { requireStripe } from '@/lib/stripe'

import { databasePool } from '../db'
import { statementYears } from '../statements/statements'

import { confirmChange } from './emails'

/**
 * What a donor sees of her own giving: only rows of her session's e-mail, ever. Another donor's
 * gift or receipt is "not found", never "forbidden" (that would confirm it exists).
 */
export const NOT_YOURS = 'Not found.'

export async function portalOverview(payload: Payload, email: string) {
  const pool = databasePool(payload)
  const [gifts, recurring, receipts, statements] = await Promise.all([
    pool.query(
      `SELECT id, created_at, amount_cents, net_amount_cents, status, frequency, source FROM donations
       WHERE lower(email) = $1 ORDER BY created_at DESC LIMIT 500`,
      [email],
    ),
    pool.query(
      `SELECT id, amount_cents, frequency, status, next_payment_date FROM recurring_gifts
       WHERE lower(email) = $1 ORDER BY created_at DESC LIMIT 50`,
      [email],
    ),
    pool.query(
      `SELECT number, gift_date, amount_cents, status FROM receipts WHERE lower(email) = $1 ORDER BY id DESC LIMIT 500`,
      [email],
    ),
    statementYears(payload, email),
  ])
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null)
  return {
    gifts: gifts.rows.map((g) => ({
      id: Number(g.id),
      date: iso(g.created_at),
      amount: centsToDecimal(Number(g.amount_cents)),
      netAmount: centsToDecimal(Number(g.net_amount_cents)),
      status: g.status ?? 'paid',
      frequency: g.frequency,
      source: g.source ?? 'donation_form',
    })),
    recurringGifts: recurring.rows.map((r) => ({
      id: Number(r.id),
      amount: centsToDecimal(Number(r.amount_cents)),
      frequency: r.frequency,
      status: r.status,
      nextPaymentDate: iso(r.next_payment_date),
    })),
    receipts: receipts.rows.map((r) => ({
      number: r.number,
      date: iso(r.gift_date),
      amount: centsToDecimal(Number(r.amount_cents)),
      status: r.status,
      url: `/api/donor-portal/receipts/${r.number}`,
    })),
    // One per year with gifts that count; the year still running is marked `partial` ("so far").
    statements,
  }
}

export const pauseSchema = z.object({
  months: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Choose a pause of 1, 2 or 3 months.' }),
})

const recurringId = z.coerce.number().int().positive()

/** The donor's own recurring gift, or 404. */
async function ownSubscription(payload: Payload, email: string, id: unknown) {
  const parsed = recurringId.safeParse(id)
  if (!parsed.success) throw new ApiError(404, NOT_YOURS)
  const { rows } = await databasePool(payload).query<{ subscription_id: string; status: string }>(
    `SELECT subscription_id, status FROM recurring_gifts WHERE id = $1 AND lower(email) = $2`,
    [parsed.data, email],
  )
  if (!rows[0]) throw new ApiError(404, NOT_YOURS)
  if (rows[0].status === 'cancelled') throw new ApiError(409, 'This recurring gift has ended.')
  return rows[0].subscription_id
}

/** Whole months from now, in seconds since the epoch (Stripe's resumes_at). */
export function monthsFromNow(months: number, now = new Date()) {
  const at = new Date(now)
  at.setUTCMonth(at.getUTCMonth() + months)
  return Math.floor(at.getTime() / 1000)
}

/**
 * Pause, resume and cancel go to Stripe with an idempotency key (a double click is one change);
 * the mirror (recurring-gifts) changes only when Stripe's customer.subscription.* event arrives.
 */
export async function pauseRecurring(payload: Payload, email: string, id: unknown, months: 1 | 2 | 3) {
  const subscriptionId = await ownSubscription(payload, email, id)
  const resumesAt = monthsFromNow(months)
  await requireStripe().subscriptions.update(
    subscriptionId,
    { pause_collection: { behavior: 'void', resumes_at: resumesAt } },
    { idempotencyKey: `portal-pause-${subscriptionId}-${months}-${new Date().toISOString().slice(0, 10)}` },
  )
  const until = new Date(resumesAt * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
  await confirmChange(payload, email, `Your recurring gift is paused until ${until}; it restarts by itself then. You can resume it earlier.`)
  return { message: `Your gift is paused for ${months} month${months === 1 ? '' : 's'}. You can resume it earlier here.` }
}

export async function resumeRecurring(payload: Payload, email: string, id: unknown) {
  const subscriptionId = await ownSubscription(payload, email, id)
  await requireStripe().subscriptions.update(
    subscriptionId,
    { pause_collection: '' },
    { idempotencyKey: `portal-resume-${subscriptionId}-${new Date().toISOString().slice(0, 16)}` },
  )
  await confirmChange(payload, email, 'Your recurring gift is resumed: the next payment follows its usual schedule.')
  return { message: 'Your gift is resumed. Thank you.' }
}

export async function cancelRecurring(payload: Payload, email: string, id: unknown) {
  const subscriptionId = await ownSubscription(payload, email, id)
  await requireStripe().subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `portal-cancel-${subscriptionId}` })
  await confirmChange(payload, email, 'Your recurring gift is cancelled: no further payment will be taken. Thank you for everything you gave.')
  return { message: 'Your recurring gift is cancelled. Thank you for everything you gave.' }
}
