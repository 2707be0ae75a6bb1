import type { Payload } from 'payload'
import { z } from 'zod'

import { SPONSORSHIP_PACKAGE_IDS } from '@/domain/shop/catalogue'
import { centsToDecimal } from '@/lib/money'

import { databasePool } from '@/lib/db'
import { foundationTimeZone } from '@/lib/zoned-time'

import { booksReport } from './books-report'
import { COUNTED_GIFT_SQL, paymentMethodLines } from './payment-methods-report'

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
  feesCovered: number
}

const FIELDS = ['gross', 'refunds', 'net', 'oneTime', 'recurring', 'sponsorship', 'offline', 'shopSales', 'feesCovered'] as const

const empty = (): MonthCents => ({ gross: 0, refunds: 0, net: 0, oneTime: 0, recurring: 0, sponsorship: 0, offline: 0, shopSales: 0, feesCovered: 0 })

/**
 * Issue 29: what a row counts for as a gift, and the fee its donor covered (still held: a
 * refunded gift keeps no fee). Gift + fee is the ledger's net to the cent.
 */
const FEE_KEPT = 'LEAST(coalesce(fee_covered_cents, 0), net_amount_cents)'
const GIFT_NET = `(net_amount_cents - ${FEE_KEPT})`

function toDecimals(cents: MonthCents) {
  return Object.fromEntries(FIELDS.map((field) => [field, centsToDecimal(cents[field])])) as Record<keyof MonthCents, string>
}

/**
 * Gifts of one year by month of payment, in the foundation's time zone: gross, refunds (and lost
 * disputes), net, and the net split one-time / recurring / sponsorship / offline (checks, cash,
 * stock, in kind), all without the fees donors covered, which are a line of their own (issue 29); shop sales (goods only,
 * net of their refunds) beside them and never in the gift figures. A refund counts against the
 * month of the gift it returns, so each month's net is what its gifts are worth today and the
 * year's net equals the ledger's net for that year to the cent. Bank payments not settled (processing,
 * failed) are in none of these figures; the year's gifts by payment method and the bank payments
 * processing now come after (./payment-methods-report).
 */
export async function treasurerReport(payload: Payload, year: number) {
  const timeZone = await foundationTimeZone(payload)
  const pool = databasePool(payload)
  const [gifts, sales, payments, books] = await Promise.all([
    pool.query<Record<'month' | 'gross' | 'net' | 'one_time' | 'recurring' | 'sponsorship' | 'offline' | 'fees', string>>(
      `SELECT extract(month FROM created_at AT TIME ZONE $1)::int AS month,
              sum(amount_cents - coalesce(fee_covered_cents, 0)) AS gross, sum(${GIFT_NET}) AS net,
              coalesce(sum(${GIFT_NET}) FILTER (WHERE source = 'donation_form' AND NOT is_recurring), 0) AS one_time,
              coalesce(sum(${GIFT_NET}) FILTER (WHERE source = 'donation_form' AND is_recurring), 0) AS recurring,
              coalesce(sum(${GIFT_NET}) FILTER (WHERE source = 'sponsorship'), 0) AS sponsorship,
              coalesce(sum(${GIFT_NET}) FILTER (WHERE source = 'offline'), 0) AS offline,
              sum(${FEE_KEPT}) AS fees
       FROM donations
       WHERE extract(year FROM created_at AT TIME ZONE $1) = $2 AND ${COUNTED_GIFT_SQL}
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
    paymentMethodLines(payload, { year, timeZone }),
    booksReport(payload, year),
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
    month.feesCovered = Number(row.fees)
    month.offline = Number(row.offline)
  }
  for (const row of sales.rows) months[Number(row.month) - 1].shopSales = Number(row.goods_net)

  const totals = empty()
  for (const month of months) for (const field of FIELDS) totals[field] += month[field]

  return {
    year,
    timeZone,
    giving: await givingChoices(payload, timeZone, year),
    months: months.map((cents, index) => ({ month: `${year}-${String(index + 1).padStart(2, '0')}`, ...toDecimals(cents) })),
    totals: toDecimals(totals),
    ...payments,
    // Issue 45: deposits beside the bank's view, unreconciled payouts first.
    books,
  }
}

const rate = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '0.0%')

/**
 * Issue 29: how donors answered the year's monthly asks (recorded on the first payment of the
 * gift they made), and how many of the form's gifts covered their fee.
 */
async function givingChoices(payload: Payload, timeZone: string, year: number) {
  const { rows } = await databasePool(payload).query<Record<'offered' | 'accepted' | 'gifts' | 'covered' | 'fees', string>>(
    `SELECT count(*) FILTER (WHERE upsell IS NOT NULL) AS offered,
            count(*) FILTER (WHERE upsell = 'accepted') AS accepted,
            count(*) AS gifts,
            count(*) FILTER (WHERE coalesce(fee_covered_cents, 0) > 0) AS covered,
            coalesce(sum(fee_covered_cents), 0) AS fees
     FROM donations
     WHERE source = 'donation_form' AND extract(year FROM created_at AT TIME ZONE $1) = $2 AND ${COUNTED_GIFT_SQL}`,
    [timeZone, year],
  )
  const row = rows[0]
  const [offered, accepted, gifts, covered] = [row.offered, row.accepted, row.gifts, row.covered].map(Number)
  return {
    monthlyAsks: { offered, accepted, rate: rate(accepted, offered) },
    feesCovered: { count: covered, sum: centsToDecimal(Number(row.fees)), rate: rate(covered, gifts) },
  }
}
