import type { Payload } from 'payload'

import { databasePool } from '@/lib/db'

/**
 * Issue 45, the treasurer's side of the bank statement for one year: each month's deposits
 * (Stripe payouts and checks taken to the bank) with their gross, Stripe's fees and net beside
 * what the bank received, the payouts that did not reconcile first of all, and whether the fees
 * donors covered met what Stripe really charged for their gifts.
 */
export async function booksReport(payload: Payload, year: number) {
  const pool = databasePool(payload)
  const [months, unreconciled, covered] = await Promise.all([
    pool.query<{ month: string; deposits: string; gross: string; fees: string; net: string; bank: string }>(
      `SELECT to_char(d."date", 'YYYY-MM') AS month, count(*) AS deposits,
              coalesce(sum(t.gross), 0) AS gross, coalesce(sum(t.fees), 0) AS fees, coalesce(sum(t.net), 0) AS net,
              coalesce(sum(d."amount_cents"), 0) AS bank
         FROM "deposits" d
         LEFT JOIN LATERAL (
           SELECT sum(l."gross_cents") FILTER (WHERE l."type" IN ('charge', 'offline')) AS gross,
                  sum(l."fee_cents") - coalesce(sum(l."gross_cents") FILTER (WHERE l."type" = 'fee'), 0) AS fees,
                  sum(l."net_cents") AS net
             FROM "deposit_lines" l WHERE l."deposit_id" = d."id"
         ) t ON true
        WHERE d."status" <> 'failed' AND extract(year FROM d."date") = $1
        GROUP BY 1 ORDER BY 1`,
      [year],
    ),
    pool.query<{ id: number; stripe_payout_id: string; date: string; status: string; amount_cents: string; net: string; unmatched: string }>(
      `SELECT d."id", d."stripe_payout_id", to_char(d."date", 'YYYY-MM-DD') AS date, d."status", d."amount_cents",
              (SELECT coalesce(sum(l."net_cents"), 0) FROM "deposit_lines" l WHERE l."deposit_id" = d."id") AS net,
              (SELECT count(*) FROM "deposit_lines" l WHERE l."deposit_id" = d."id" AND NOT l."matched") AS unmatched
         FROM "deposits" d WHERE d."kind" = 'stripe' AND d."status" <> 'reconciled' ORDER BY d."date" DESC, d."id" DESC LIMIT 100`,
    ),
    pool.query<{ gifts: string; met: string; covered: string; fees: string }>(
      `SELECT count(*) AS gifts, count(*) FILTER (WHERE g."fee_covered_cents" >= f.fee) AS met,
              coalesce(sum(g."fee_covered_cents"), 0) AS covered, coalesce(sum(f.fee), 0) AS fees
         FROM "donations" g
         JOIN (SELECT l."donation_id", sum(l."fee_cents") AS fee FROM "deposit_lines" l WHERE l."type" = 'charge' AND l."donation_id" IS NOT NULL GROUP BY 1) f
           ON f."donation_id" = g."id"
        WHERE coalesce(g."fee_covered_cents", 0) > 0 AND extract(year FROM g."created_at") = $1`,
      [year],
    ),
  ])
  const row = covered.rows[0]
  return {
    months: months.rows.map((month) => ({
      month: month.month,
      deposits: Number(month.deposits),
      grossCents: Number(month.gross),
      feeCents: Number(month.fees),
      netCents: Number(month.net),
      bankCents: Number(month.bank),
    })),
    unreconciled: unreconciled.rows.map((payout) => ({
      id: payout.id,
      stripePayoutId: payout.stripe_payout_id,
      date: payout.date,
      status: payout.status,
      amountCents: Number(payout.amount_cents),
      netCents: Number(payout.net),
      unmatchedLines: Number(payout.unmatched),
    })),
    coveredFees: { gifts: Number(row.gifts), met: Number(row.met), coveredCents: Number(row.covered), stripeFeeCents: Number(row.fees) },
  }
}
