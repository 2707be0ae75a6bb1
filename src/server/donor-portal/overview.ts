import type { Payload } from 'payload'

import type { TributeType } from '@/domain/donations/tribute'
import type { PortalRecurringGift } from '@/domain/donor-portal/schema'
import { centsToDecimal } from '@/lib/money'

import { databasePool } from '@/lib/db'
import { statementYears } from '../statements/statements'

/**
 * What a donor sees of her own giving: only rows of her session's e-mail, ever. Another donor's
 * gift or receipt is "not found", never "forbidden" (that would confirm it exists).
 */
export const NOT_YOURS = 'Not found.'

export async function portalOverview(payload: Payload, email: string) {
  const pool = databasePool(payload)
  const [gifts, recurring, receipts, statements] = await Promise.all([
    pool.query(
      `SELECT id, created_at, amount_cents, net_amount_cents, status, frequency, source, fee_covered_cents, tribute_type,
              tribute_honoree_name, (matching_gift OR matching_employer IS NOT NULL) AS matching, method, description FROM donations
       WHERE lower(email) = $1 AND status IS DISTINCT FROM 'voided' ORDER BY created_at DESC LIMIT 500`,
      [email],
    ),
    pool.query(
      `SELECT id, amount_cents, frequency, status, next_payment_date, resumes_at FROM recurring_gifts
       WHERE lower(email) = $1 ORDER BY created_at DESC LIMIT 50`,
      [email],
    ),
    pool.query(
      `SELECT r.number, r.gift_date, r.amount_cents, r.status, d.method, d.description FROM receipts r
       LEFT JOIN donations d ON d.id = r.donation_id WHERE lower(r.email) = $1 ORDER BY r.id DESC LIMIT 500`,
      [email],
    ),
    statementYears(payload, email),
  ])
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null)
  // Issue 46: goods given in kind carry no dollar value of ours — no amount, what was given instead.
  const inKind = (row: { method?: string | null; description?: string | null }) =>
    row.method === 'in_kind' ? { inKind: true as const, description: String(row.description ?? '') || 'Goods given in kind' } : { inKind: false as const, description: null }
  return {
    gifts: gifts.rows.map((g) => ({
      id: Number(g.id),
      date: iso(g.created_at),
      ...(g.method === 'in_kind'
        ? { amount: null, netAmount: null }
        : { amount: centsToDecimal(Number(g.amount_cents)), netAmount: centsToDecimal(Number(g.net_amount_cents)) }),
      ...inKind(g),
      status: g.status ?? 'paid',
      frequency: g.frequency,
      source: g.source ?? 'donation_form',
      // Issue 47: what makes a gift more than its amount, so she recognizes each one.
      feeCovered: centsToDecimal(Number(g.fee_covered_cents ?? 0)),
      tribute: g.tribute_type ? { type: g.tribute_type as TributeType, honoreeName: String(g.tribute_honoree_name ?? '') } : null,
      matching: Boolean(g.matching),
    })),
    recurringGifts: recurring.rows.map(
      (r): PortalRecurringGift => ({
        id: Number(r.id),
        amount: centsToDecimal(Number(r.amount_cents)),
        frequency: r.frequency,
        status: r.status,
        nextPaymentDate: iso(r.next_payment_date),
        resumesAt: r.status === 'paused' ? iso(r.resumes_at) : null,
      }),
    ),
    receipts: receipts.rows.map((r) => ({
      number: r.number,
      date: iso(r.gift_date),
      amount: r.method === 'in_kind' ? null : centsToDecimal(Number(r.amount_cents)),
      ...inKind(r),
      status: r.status,
      url: `/api/donor-portal/receipts/${r.number}`,
    })),
    // One per year with gifts that count; the year still running is marked `partial` ("so far").
    statements,
  }
}
