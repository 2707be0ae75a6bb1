import type { Payload } from 'payload'

import { databasePool } from '@/lib/db'
import { centsToDecimal } from '@/lib/money'

/**
 * SQL (for raw queries on `donations`) of the gifts that count: a bank payment still processing,
 * or one the bank refused, counts in no total (issue 29), nor a voided offline entry (issue 30). Rows from before statuses are paid.
 */
export const COUNTED_GIFT_SQL = `coalesce(status, 'paid') NOT IN ('processing', 'failed', 'voided')`

/**
 * The treasurer report's payment lines (issue 29): the year's gifts by how they were paid
 * (Stripe's method type; for a gift entered by hand its method — check, cash, stock, in_kind,
 * other — since issue 47; `unknown` for gifts from before it was kept or that Stripe did not
 * name), net as every gift figure, and the bank payments processing now, whatever their year,
 * counted apart because they may still fail.
 */
export async function paymentMethodLines(payload: Payload, { year, timeZone }: { year: number; timeZone: string }) {
  const pool = databasePool(payload)
  const [methods, processing] = await Promise.all([
    pool.query<{ method: string; gifts: string; net: string }>(
      `SELECT coalesce(payment_method, CASE WHEN source = 'offline' THEN method::text END, 'unknown') AS method, count(*) AS gifts, sum(net_amount_cents) AS net
       FROM donations
       WHERE extract(year FROM created_at AT TIME ZONE $1) = $2 AND ${COUNTED_GIFT_SQL}
       GROUP BY 1 ORDER BY sum(net_amount_cents) DESC, 1`,
      [timeZone, year],
    ),
    pool.query<{ gifts: string; amount: string }>(
      `SELECT count(*) AS gifts, coalesce(sum(amount_cents), 0) AS amount FROM donations WHERE status = 'processing'`,
    ),
  ])
  return {
    byPaymentMethod: methods.rows.map((row) => ({ method: row.method, gifts: Number(row.gifts), net: centsToDecimal(Number(row.net)) })),
    processingNow: { gifts: Number(processing.rows[0].gifts), amount: centsToDecimal(Number(processing.rows[0].amount)) },
  }
}
