import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { balanceLineType, type DepositLineType, depositTotals } from '@/domain/accounting/deposits'
import { notifyUnmatchedPayout } from '@/email/staff'
import { runSql } from '@/lib/db'
import { ApiError } from '@/lib/http'
import { requireStripe } from '@/lib/stripe'
import { foundationTimeZone, zonedParts } from '@/lib/zoned-time'

import type { StripeEventHandler, StripeEventHandlers } from '../stripe/types'

import { intentIdOf } from './gifts'
import { findLedgerPayment } from './payments'
import { postingDate } from './periods'

/**
 * Issue 45: every Stripe payout matched to the cent. On payout.paid (and failed, canceled) the
 * payout's balance transactions are read from Stripe and each is matched to the site's own
 * records — a charge through its PaymentIntent to a gift, an order or a recurring invoice; a
 * refund or a dispute to the payment it takes back; a fee-only line; anything else `other`. The
 * payout is a deposit: `reconciled` when every line matched and their net is the payout's amount
 * to the cent, else `unmatched` (treasurer staff hear once). Stripe's fee per gift and per order
 * is kept on its line. All in the event's transaction: a replay rewrites the same lines.
 */

type Line = {
  type: DepositLineType
  balanceTransactionId: string
  sourceId: string | null
  grossCents: number
  feeCents: number
  netCents: number
  donationId: number | null
  orderId: number | null
  matched: boolean
  description: string
}

type Source = { id: string; object?: string; payment_intent?: string | { id: string } | null; charge?: string | { id: string } | null }

/** The line's source as an object: expanded by the list, or read by its id. */
async function sourceOf(stripe: Stripe, source: Stripe.BalanceTransaction['source']): Promise<Source | null> {
  if (!source) return null
  if (typeof source !== 'string') return source as unknown as Source
  try {
    if (/^(ch|py)_/.test(source)) return (await stripe.charges.retrieve(source)) as unknown as Source
    if (/^(re|pyr)_/.test(source)) return (await stripe.refunds.retrieve(source)) as unknown as Source
    if (/^(dp|du)_/.test(source)) return (await stripe.disputes.retrieve(source)) as unknown as Source
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return { id: source }
    throw error
  }
  return { id: source }
}

/** The PaymentIntent behind a charge, refund or dispute (a refund or dispute may name only its charge). */
async function intentOf(stripe: Stripe, source: Source): Promise<string | null> {
  const direct = intentIdOf(source.payment_intent)
  if (direct) return direct
  const chargeId = intentIdOf(source.charge)
  if (!chargeId) return null
  const charge = await sourceOf(stripe, chargeId)
  return charge ? intentIdOf(charge.payment_intent) : null
}

type Record = { donationId: number | null; orderId: number | null; what: string }

async function recordOf(payload: Payload, req: PayloadRequest, paymentIntentId: string): Promise<Record | null> {
  const find = async () => {
    const [row] = await runSql<{ donation_id: number | null; order_id: number | null; recurring: boolean | null }>(
      payload,
      req,
      sql`SELECT d."id" AS donation_id, NULL::integer AS order_id, d."is_recurring" AS recurring FROM "donations" d
            WHERE d."stripe_payment_intent_id" = ${paymentIntentId}
          UNION ALL
          SELECT NULL, o."id", NULL FROM "orders" o WHERE o."stripe_payment_intent_id" = ${paymentIntentId} AND o."paid_at" IS NOT NULL
          LIMIT 1`,
    )
    if (!row) return null
    if (row.order_id !== null) return { donationId: null, orderId: Number(row.order_id), what: 'an order' }
    return { donationId: Number(row.donation_id), orderId: null, what: row.recurring ? 'a recurring gift' : 'a gift' }
  }
  const found = await find()
  if (found) return found
  // A recurring gift's row learns the intent that paid its invoice from Stripe's invoice payments.
  try {
    if ((await findLedgerPayment(payload, req, paymentIntentId)) === 'found') return find()
  } catch (error) {
    // Ours but not in the books yet: unmatched for now, and the treasurer is told.
    if (!(error instanceof ApiError)) throw error
  }
  return null
}

const DESCRIBE: Partial<globalThis.Record<DepositLineType, [matched: string, unmatched: string]>> = {
  charge: ['Payment of', 'A payment'],
  refund: ['Refund of', 'A refund'],
  dispute: ['Dispute of', 'A dispute'],
  dispute_reversal: ['Dispute won back for', 'A dispute reversal'],
}

async function matchLine(payload: Payload, req: PayloadRequest, stripe: Stripe, bt: Stripe.BalanceTransaction): Promise<Line> {
  const type = balanceLineType(bt)
  const base = { type, balanceTransactionId: bt.id, grossCents: bt.amount, feeCents: bt.fee, netCents: bt.net, donationId: null, orderId: null }
  if (type === 'fee') return { ...base, sourceId: typeof bt.source === 'string' ? bt.source : (bt.source?.id ?? null), matched: true, description: 'Stripe fees' }
  if (type === 'other') return { ...base, sourceId: typeof bt.source === 'string' ? bt.source : (bt.source?.id ?? null), matched: false, description: `Stripe ${bt.type.replace(/_/g, ' ')}` }
  const source = await sourceOf(stripe, bt.source)
  const intent = source ? await intentOf(stripe, source) : null
  const record = intent ? await recordOf(payload, req, intent) : null
  const [matched, unmatched] = DESCRIBE[type] ?? ['Payment of', 'A payment']
  if (!record) return { ...base, sourceId: source?.id ?? null, matched: false, description: `${unmatched} the site has no record of` }
  return { ...base, sourceId: source?.id ?? null, donationId: record.donationId, orderId: record.orderId, matched: true, description: `${matched} ${record.what}` }
}

/** The payout's lines, every page of them; its own `payout` transaction is the deposit itself, not a line. */
async function payoutLines(stripe: Stripe, payoutId: string) {
  const all = await stripe.balanceTransactions.list({ payout: payoutId, limit: 100, expand: ['data.source'] }).autoPagingToArray({ limit: 10_000 })
  return all.filter((bt) => !['payout', 'payout_cancel', 'payout_failure'].includes(bt.type))
}

export async function recordPayout(payload: Payload, req: PayloadRequest, payout: Stripe.Payout, afterCommit?: (task: () => Promise<unknown>) => void) {
  const stripe = requireStripe()
  const lines: Line[] = []
  for (const bt of await payoutLines(stripe, payout.id)) lines.push(await matchLine(payload, req, stripe, bt))
  const totals = depositTotals(lines)
  const unmatched = lines.filter((line) => !line.matched).length
  const status = payout.status === 'failed' || payout.status === 'canceled' ? 'failed' : unmatched === 0 && totals.netCents === payout.amount ? 'reconciled' : 'unmatched'
  const date = zonedParts(new Date(payout.arrival_date * 1000), await foundationTimeZone(payload)).date
  // A payout that arrives in a month already closed posts on the first open day after it.
  const postedOn = await postingDate(payload, req, date)
  const [deposit] = await runSql<{ id: number }>(
    payload,
    req,
    sql`INSERT INTO "deposits" ("kind", "stripe_payout_id", "date", "posted_on", "status", "amount_cents")
        VALUES ('stripe', ${payout.id}, ${date}, ${postedOn}, ${status}, ${payout.amount})
        ON CONFLICT ("stripe_payout_id") DO UPDATE SET "status" = EXCLUDED."status", "amount_cents" = EXCLUDED."amount_cents",
          "date" = EXCLUDED."date", "updated_at" = now()
        RETURNING "id"`,
  )
  const depositId = Number(deposit.id)
  await runSql(payload, req, sql`DELETE FROM "deposit_lines" WHERE "deposit_id" = ${depositId}`)
  for (const line of lines) {
    await runSql(
      payload,
      req,
      sql`INSERT INTO "deposit_lines" ("deposit_id", "type", "balance_transaction_id", "source_id", "gross_cents", "fee_cents", "net_cents",
            "donation_id", "order_id", "matched", "description")
          VALUES (${depositId}, ${line.type}, ${line.balanceTransactionId}, ${line.sourceId}, ${line.grossCents}, ${line.feeCents}, ${line.netCents},
            ${line.donationId}, ${line.orderId}, ${line.matched}, ${line.description})`,
    )
  }
  if (status === 'unmatched') {
    // Once per payout, whatever replays of its events follow.
    const claimed = await runSql(payload, req, sql`UPDATE "deposits" SET "alerted_at" = now() WHERE "id" = ${depositId} AND "alerted_at" IS NULL RETURNING "id"`)
    if (claimed.length > 0) {
      const notice = { stripePayoutId: payout.id, depositId, unmatchedLines: unmatched, differenceCents: totals.netCents - payout.amount }
      afterCommit?.(() => notifyUnmatchedPayout(payload, notice))
    }
  }
  return { depositId, status }
}

const payoutSettled: StripeEventHandler = async (event, { payload, req, afterCommit }) => {
  await recordPayout(payload, req, event.data.object as Stripe.Payout, afterCommit)
}

export const payoutWebhookHandlers: StripeEventHandlers = {
  'payout.paid': payoutSettled,
  'payout.failed': payoutSettled,
  'payout.canceled': payoutSettled,
}
