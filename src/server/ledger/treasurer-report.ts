import type { Payload } from 'payload'
import { z } from 'zod'

import { SPONSORSHIP_PACKAGE_IDS } from '@/domain/shop/catalogue'
import { centsToDecimal } from '@/lib/money'

import { databasePool } from '@/lib/db'
import { foundationTimeZone } from '@/lib/zoned-time'

export const reportQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'year must be a number.' })
    .int('year must be a whole number.')
    .min(2000, 'Choose a year from 2000 on.')
    .max(2100, 'Choose a year before 2100.')
    .default(() => new Date().getFullYear()),
})

type MonthCents = {
  gross: number
  refunds: number
  net: number
  oneTime: number
  recurring: number
  sponsorship: number
  offline: number
  shopSales: number
}

const FIELDS = ['gross', 'refunds', 'net', 'oneTime', 'recurring', 'sponsorship', 'offline', 'shopSales'] as const

const empty = (): MonthCents => ({ gross: 0, refunds: 0, net: 0, oneTime: 0, recurring: 0, sponsorship: 0, offline: 0, shopSales: 0 })

function toDecimals(cents: MonthCents) {
  return Object.fromEntries(FIELDS.map((field) => [field, centsToDecimal(cents[field])])) as Record<keyof MonthCents, string>
}

/**
 * Gifts of one year by month of payment, in the foundation's time zone: gross, refunds (and lost
 * disputes), net, and the net split one-time / recurring / sponsorship / offline (checks, cash, stock, in kind); shop sales (goods only,
 * net of their refunds) beside them and never in the gift figures. A refund counts against the
 * month of the gift it returns, so each month's net is what its gifts are worth today and the
 * year's net equals the ledger's net for that year to the cent.
 */
export async function treasurerReport(payload: Payload, year: number) {
  const timeZone = await foundationTimeZone(payload)
  const pool = databasePool(payload)
  const [gifts, sales] = await Promise.all([
    pool.query<Record<'month' | 'gross' | 'net' | 'one_time' | 'recurring' | 'sponsorship' | 'offline', string>>(
      `SELECT extract(month FROM created_at AT TIME ZONE $1)::int AS month,
              -- A voided entry was never a gift: out of gross as well as net (a refund stays in gross).
              coalesce(sum(amount_cents) FILTER (WHERE status IS DISTINCT FROM 'voided'), 0) AS gross, sum(net_amount_cents) AS net,
              coalesce(sum(net_amount_cents) FILTER (WHERE source = 'donation_form' AND NOT is_recurring), 0) AS one_time,
              coalesce(sum(net_amount_cents) FILTER (WHERE source = 'donation_form' AND is_recurring), 0) AS recurring,
              coalesce(sum(net_amount_cents) FILTER (WHERE source = 'sponsorship'), 0) AS sponsorship,
              coalesce(sum(net_amount_cents) FILTER (WHERE source = 'offline'), 0) AS offline
       FROM donations
       WHERE extract(year FROM created_at AT TIME ZONE $1) = $2
       GROUP BY 1`,
      [timeZone, year],
    ),
    // Goods are what an order sold besides sponsorships; refunds cover goods first (see gifts.ts).
    pool.query<{ month: string; goods_net: string }>(
      `WITH paid AS (
         SELECT o.id, o.paid_at, o.total_cents, coalesce(o.refunded_amount_cents, 0) AS refunded,
                o.total_cents - coalesce((SELECT sum(l.unit_price_cents * l.quantity) FROM orders_lines l
                                          WHERE l._parent_id = o.id AND l.product_id = ANY($3::text[])), 0) AS goods
         FROM orders o
         WHERE o.paid_at IS NOT NULL AND extract(year FROM o.paid_at AT TIME ZONE $1) = $2
       )
       SELECT extract(month FROM paid_at AT TIME ZONE $1)::int AS month, sum(goods - LEAST(goods, refunded)) AS goods_net
       FROM paid GROUP BY 1`,
      [timeZone, year, [...SPONSORSHIP_PACKAGE_IDS]],
    ),
  ])

  const months = Array.from({ length: 12 }, empty)
  for (const row of gifts.rows) {
    const month = months[Number(row.month) - 1]
    month.gross = Number(row.gross)
    month.net = Number(row.net)
    month.refunds = month.gross - month.net
    month.oneTime = Number(row.one_time)
    month.recurring = Number(row.recurring)
    month.sponsorship = Number(row.sponsorship)
    month.offline = Number(row.offline)
  }
  for (const row of sales.rows) months[Number(row.month) - 1].shopSales = Number(row.goods_net)

  const totals = empty()
  for (const month of months) for (const field of FIELDS) totals[field] += month[field]

  return {
    year,
    timeZone,
    months: months.map((cents, index) => ({ month: `${year}-${String(index + 1).padStart(2, '0')}`, ...toDecimals(cents) })),
    totals: toDecimals(totals),
  }
}
