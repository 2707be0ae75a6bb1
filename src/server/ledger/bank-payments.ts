import { sql } from '@payloadcms/db-postgres/drizzle'
import type Stripe from 'stripe'

import { BANK_PAYMENT_METHOD, paymentMethodOf } from '@/domain/donations/payment-method'
import { runSql } from '@/lib/db'
import { logger } from '@/lib/log'
import { getStripe } from '@/lib/stripe'

import type { StripeEventContext } from '../stripe/types'

import { settleGift } from './gifts'

/**
 * A bank payment (ACH) lives for days: `processing` (the row exists, counts nowhere, no
 * receipt), then `paid` or `failed`. Its events may arrive in any order and more than once:
 * every change here is a guarded UPDATE of one row, so a replay finds nothing left to change.
 */

export type GiftKey = { column: 'stripe_payment_intent_id' | 'stripe_invoice_id'; value: string }

const columnOf = (key: GiftKey) => sql.identifier(key.column)

/**
 * One payment's events are applied one after the other: a `succeeded` racing its `processing`
 * would otherwise both find no row, and the loser's unique violation would drop its event.
 */
export async function lockPayment({ payload, req }: StripeEventContext, key: string) {
  await runSql(payload, req, sql`SELECT pg_advisory_xact_lock(hashtext(${`ledger-payment:${key}`}))`)
}

export async function giftRowOf({ payload, req }: StripeEventContext, key: GiftKey) {
  const [row] = await runSql<{ id: number; status: string | null }>(
    payload,
    req,
    sql`SELECT "id", "status" FROM "donations" WHERE ${columnOf(key)} = ${key.value} LIMIT 1`,
  )
  return row ? { id: Number(row.id), status: row.status ?? 'paid' } : null
}

/**
 * The bank confirmed (or a later attempt paid): a processing or failed row becomes paid for the
 * amount Stripe received, and counts from now on. Returns its id when it moved (the caller
 * receipts it), null when it was paid already.
 */
export async function markGiftPaid(context: StripeEventContext, key: GiftKey, amountCents: number): Promise<number | null> {
  const { payload, req } = context
  const [moved] = await runSql<{ id: number }>(
    payload,
    req,
    sql`UPDATE "donations" SET "status" = 'paid', "amount_cents" = ${amountCents}, "updated_at" = now()
        WHERE ${columnOf(key)} = ${key.value} AND "status" IN ('processing', 'failed') RETURNING "id"`,
  )
  if (!moved) return null
  await settleGift(payload, req, Number(moved.id))
  return Number(moved.id)
}

/**
 * The bank refused: a processing row ends `failed`, never counted. A paid row never goes back
 * (a stale failure delivered after the success changes nothing). Returns the row that moved.
 */
export async function markGiftFailed({ payload, req }: StripeEventContext, key: GiftKey): Promise<number | null> {
  const [moved] = await runSql<{ id: number }>(
    payload,
    req,
    sql`UPDATE "donations" SET "status" = 'failed', "net_amount_cents" = 0, "updated_at" = now()
        WHERE ${columnOf(key)} = ${key.value} AND "status" = 'processing' RETURNING "id"`,
  )
  return moved ? Number(moved.id) : null
}

/** True when this invoice's gift was a bank payment (the recurring gift's failure e-mail names the bank, not a card). */
export async function invoicePaidByBank({ payload, req }: StripeEventContext, invoiceId: string) {
  const rows = await runSql(
    payload,
    req,
    sql`SELECT 1 FROM "donations" WHERE "stripe_invoice_id" = ${invoiceId} AND "payment_method" = ${BANK_PAYMENT_METHOD} LIMIT 1`,
  )
  return rows.length > 0
}

/**
 * The payment method type of an intent: from the event itself when it tells, else from Stripe
 * (an intent with automatic payment methods allows several and names none in its event). It
 * only labels the row for the treasurer, so a Stripe error leaves it unknown, never fails the event.
 */
export async function paymentMethodOfIntent(intent: Stripe.PaymentIntent): Promise<string | null> {
  const known = paymentMethodOf(intent)
  if (known) return known
  const stripe = getStripe()
  if (!stripe || !intent.id) return null
  try {
    const fetched = await stripe.paymentIntents.retrieve(intent.id, { expand: ['payment_method'] })
    return paymentMethodOf(fetched)
  } catch (error) {
    logger.warn(`[ledger] payment method of a payment unknown: ${error instanceof Error ? error.name : 'unknown'}`)
    return null
  }
}

/**
 * The invoice a recurring gift's intent pays (Stripe's invoice intents carry no metadata of
 * ours; its invoice payments link the two), or null when the intent pays no invoice.
 */
export async function invoiceOfIntent(paymentIntentId: string): Promise<Stripe.Invoice | null> {
  const stripe = getStripe()
  if (!stripe) return null
  const paid = await stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntentId }, limit: 1 })
  const invoice = paid.data[0]?.invoice
  if (!invoice) return null
  return typeof invoice === 'string' ? stripe.invoices.retrieve(invoice) : (invoice as Stripe.Invoice)
}
