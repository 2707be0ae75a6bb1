import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { ApiError } from '@/lib/http'
import { requireStripe } from '@/lib/stripe'
import { runSql } from '@/lib/db'

import { DONATION_KIND } from '../donations/metadata'
import { ORDER_KIND } from '../shop/metadata'

/**
 * Answered to Stripe (any non-2xx makes it deliver again, for up to three days) and to the
 * reconciliation, which comes back to the event on its next run.
 */
export const PAYMENT_NOT_RECORDED_YET =
  'This payment is not in the books yet; the event is applied once its payment is.'

function idOf(value: string | { id?: string } | null | undefined): string | null {
  if (!value) return null
  return typeof value === 'string' ? value : (value.id ?? null)
}

/** A recurring payment's row keeps the intent that paid its invoice, so later events find it. */
async function linkIntentToInvoice(payload: Payload, req: PayloadRequest | undefined, invoiceId: string, paymentIntentId: string) {
  const linked = await runSql<{ id: number }>(
    payload,
    req,
    sql`UPDATE "donations" SET "stripe_payment_intent_id" = ${paymentIntentId}, "updated_at" = now()
        WHERE "stripe_invoice_id" = ${invoiceId} AND "stripe_payment_intent_id" IS NULL RETURNING "id"`,
  )
  return linked.length > 0
}

async function ledgerHolds(payload: Payload, req: PayloadRequest, paymentIntentId: string) {
  const rows = await runSql<{ found: number }>(
    payload,
    req,
    sql`SELECT 1 AS found FROM "donations" WHERE "stripe_payment_intent_id" = ${paymentIntentId}
        UNION ALL
        SELECT 1 FROM "orders" WHERE "stripe_payment_intent_id" = ${paymentIntentId} AND "paid_at" IS NOT NULL
        LIMIT 1`,
  )
  return rows.length > 0
}

/**
 * Makes sure the ledger can find the payment a refund or dispute is about, by its PaymentIntent.
 *
 * - A one-time gift or a paid order already carries its intent: found.
 * - A recurring gift's row knows its invoice, not the intent that paid it (Stripe's invoices no
 *   longer name their intent): Stripe's invoice payments tell which invoice the intent paid,
 *   and the row takes the intent, so this and every later event or staff refund find it.
 * - A payment of ours whose own event has not been applied yet (events arrive in any order):
 *   the event is refused with 409, nothing written, so Stripe's next delivery or the
 *   reconciliation applies it after the payment instead of losing it.
 * - Anything else is not a payment of this site: 'not-ours', and the event changes nothing.
 */
export async function findLedgerPayment(
  payload: Payload,
  req: PayloadRequest,
  paymentIntentId: string,
): Promise<'found' | 'not-ours'> {
  if (await ledgerHolds(payload, req, paymentIntentId)) return 'found'
  const stripe = requireStripe()

  const paid = await stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntentId }, limit: 1 })
  const invoiceId = idOf(paid.data[0]?.invoice)
  if (invoiceId) {
    if (await linkIntentToInvoice(payload, req, invoiceId, paymentIntentId)) return 'found'
    const invoice = await stripe.invoices.retrieve(invoiceId)
    if (invoice.parent?.subscription_details?.metadata?.kind === DONATION_KIND) throw new ApiError(409, PAYMENT_NOT_RECORDED_YET)
    return 'not-ours'
  }

  let intent: Stripe.PaymentIntent
  try {
    intent = await stripe.paymentIntents.retrieve(paymentIntentId)
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return 'not-ours'
    throw error
  }
  const kind = intent.metadata?.kind
  if (kind === DONATION_KIND || kind === ORDER_KIND) throw new ApiError(409, PAYMENT_NOT_RECORDED_YET)
  return 'not-ours'
}

/**
 * The intent that paid a recurring gift's invoice, for a staff refund of that payment: the one
 * the row already carries, else Stripe's invoice payments (kept on the row from then on).
 */
export async function paymentIntentOfInvoice(payload: Payload, invoiceId: string): Promise<string | null> {
  const stripe = requireStripe()
  const paid = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 })
  const paymentIntentId = idOf(paid.data[0]?.payment?.payment_intent)
  if (!paymentIntentId) return null
  await linkIntentToInvoice(payload, undefined, invoiceId, paymentIntentId)
  return paymentIntentId
}
