import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import { z } from 'zod'

import { requestIdField } from '@/domain/donations/schema'
import { ApiError } from '@/lib/http'
import { logger } from '@/lib/log'
import { centsToDecimal, parseExactCents } from '@/lib/money'
import { requireStripe } from '@/lib/stripe'

import { databasePool, withPoolTransaction } from '@/lib/db'
import { type AuditActor, recordAudit } from '../audit'
import { ORDER_NOT_FOUND } from '../shop/orders'

import { paymentIntentOfInvoice } from './payments'

const AMOUNT_MESSAGE = 'Enter the amount to refund, such as 12.50.'

/**
 * `{amount?, requestId?}`: "12.50" (or 12.5); absent means whatever is left to refund. The staff
 * dialog sends one `requestId` per confirmation, so a double click reserves and refunds once.
 */
export const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'fraudulent'] as const
export type RefundReason = (typeof REFUND_REASONS)[number]

export const refundRequestSchema = z
  .object({
    amount: z
      .union([z.string(), z.number()], { error: AMOUNT_MESSAGE })
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === '') return undefined
        // A number with more than two decimals is refused, never rounded to a different refund.
        const cents = parseExactCents(value)
        if (cents === null || cents <= 0) {
          ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE })
          return z.NEVER
        }
        return cents
      }),
    requestId: requestIdField,
    // Issue 42: Stripe's own reasons, so the audit row holds no free text.
    reason: z.enum(REFUND_REASONS, { error: 'Choose a reason: requested_by_customer, duplicate or fraudulent.' }).default('requested_by_customer'),
  })
  .default({ amount: undefined, reason: 'requested_by_customer' })

/** Who asked for a refund and why, for its audit row. */
export type RefundRequest = { staff: AuditActor; reason: RefundReason }

export const REFUND_REQUESTED_MESSAGE = 'Refund requested. The books change when Stripe confirms it.'
export const NOTHING_LEFT_MESSAGE = 'Nothing is left to refund on this payment.'

type Payment = { paymentIntentId: string; totalCents: number; refundedCents: number }

/**
 * Reserves `requested` cents (default: all that is left) of a payment, inside the transaction
 * that holds the gift's or order's row lock, so concurrent requests take turns here. What is
 * already spoken for is the larger of what the ledger says Stripe refunded and the cumulative
 * amount the unsettled reservations reach; the reservation records the cumulative amount it
 * reaches itself, which is what Stripe's charge.refunded reports once it is applied.
 */
async function reserve(
  client: PoolClient,
  { paymentIntentId, totalCents, refundedCents }: Payment,
  requested: number | undefined,
  requestId: string | undefined,
): Promise<{ id: number; amountCents: number; repeated: boolean }> {
  if (requestId) {
    const { rows } = await client.query<{ id: number; amount_cents: number }>(
      `SELECT id, amount_cents FROM refund_reservations WHERE payment_intent_id = $1 AND request_id = $2`,
      [paymentIntentId, requestId],
    )
    if (rows[0]) {
      if (requested !== undefined && requested !== rows[0].amount_cents) {
        throw new ApiError(409, 'This refund was already requested with another amount.')
      }
      return { id: rows[0].id, amountCents: rows[0].amount_cents, repeated: true }
    }
  }
  const { rows } = await client.query<{ reached: number | null }>(
    `SELECT max(covers_through_cents) AS reached FROM refund_reservations WHERE payment_intent_id = $1 AND settled_at IS NULL`,
    [paymentIntentId],
  )
  const spoken = Math.max(refundedCents, Number(rows[0]?.reached ?? 0))
  const left = totalCents - spoken
  if (left <= 0) {
    throw new ApiError(409, spoken > refundedCents ? 'A refund of this payment is already pending; nothing else is left to refund.' : NOTHING_LEFT_MESSAGE)
  }
  const amountCents = requested ?? left
  if (amountCents > left) throw new ApiError(409, `That is more than is left to refund ($${centsToDecimal(left)}).`)
  const inserted = await client.query<{ id: number }>(
    `INSERT INTO refund_reservations (payment_intent_id, request_id, amount_cents, covers_through_cents) VALUES ($1, $2, $3, $4) RETURNING id`,
    [paymentIntentId, requestId ?? null, amountCents, spoken + amountCents],
  )
  return { id: inserted.rows[0].id, amountCents, repeated: false }
}

/**
 * Stripe refused or never answered: the reservation goes, and the unsettled ones made after it
 * no longer count its amount (under the same row lock as reservations are made).
 */
async function release(client: PoolClient, reservationId: number) {
  const { rows } = await client.query<{ payment_intent_id: string; amount_cents: number }>(
    `DELETE FROM refund_reservations WHERE id = $1 RETURNING payment_intent_id, amount_cents`,
    [reservationId],
  )
  if (!rows[0]) return
  await client.query(
    `UPDATE refund_reservations SET covers_through_cents = covers_through_cents - $3
     WHERE payment_intent_id = $1 AND id > $2 AND settled_at IS NULL`,
    [rows[0].payment_intent_id, reservationId, rows[0].amount_cents],
  )
}

/**
 * Asks Stripe to refund a reserved amount of a payment. Nothing in the ledger changes here:
 * Stripe's charge.refunded event does that, through the one event processor, and settles the
 * reservation. The idempotency key is the reservation's, so the SDK's retries are one refund.
 * `lockPayment` takes the gift's or order's row lock and reads it; its checks are skipped when
 * a failed call releases its reservation, which must happen whatever the row became meanwhile.
 */
async function refundPayment(
  payload: Payload,
  lockPayment: (client: PoolClient, releasing?: boolean) => Promise<Payment>,
  requested: number | undefined,
  requestId: string | undefined,
  audit: RefundRequest & { collection: 'donations' | 'orders'; recordId: number },
) {
  const stripe = requireStripe()
  const { reservation, paymentIntentId } = await withPoolTransaction(payload, async (client) => {
    const payment = await lockPayment(client)
    return { reservation: await reserve(client, payment, requested, requestId), paymentIntentId: payment.paymentIntentId }
  })
  if (reservation.repeated) return { message: REFUND_REQUESTED_MESSAGE }
  try {
    const refund = await stripe.refunds.create(
      { payment_intent: paymentIntentId, amount: reservation.amountCents, reason: audit.reason },
      { idempotencyKey: `refund-${paymentIntentId}-reservation-${reservation.id}` },
    )
    await databasePool(payload).query(`UPDATE refund_reservations SET stripe_refund_id = $2 WHERE id = $1`, [reservation.id, refund.id])
  } catch (error) {
    await withPoolTransaction(payload, async (client) => {
      await lockPayment(client, true)
      await release(client, reservation.id)
    })
    const stripeError = error as { type?: string; statusCode?: number; message?: string }
    if (stripeError.type === 'StripeInvalidRequestError' && stripeError.statusCode && stripeError.statusCode < 500) {
      logger.warn({ status: stripeError.statusCode }, 'Stripe refused a refund')
      throw new ApiError(409, `Stripe refused the refund: ${stripeError.message ?? 'no reason given'}`)
    }
    throw error
  }
  // Issue 42: one row per refund Stripe took (a repeat of the same request is not another):
  // who (the account, and the API key when one was used), the amount, the reason, the record.
  await recordAudit(payload, {
    action: 'refund',
    user: audit.staff,
    collection: audit.collection,
    recordId: audit.recordId,
    detail: `$${centsToDecimal(reservation.amountCents)} · ${audit.reason}`,
  })
  return { message: REFUND_REQUESTED_MESSAGE }
}

export async function requestDonationRefund(payload: Payload, id: number, requested: number | undefined, requestId: string | undefined, who: RefundRequest) {
  const gift = await payload.findByID({ collection: 'donations', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!gift) throw new ApiError(404, 'Donation not found.')
  if (gift.source === 'sponsorship') throw new ApiError(409, 'This gift was a sponsorship bought in the shop: refund it from its order.')
  // A recurring payment's row knows its invoice; the intent that paid it comes from Stripe.
  const paymentIntentId =
    gift.stripePaymentIntentId ?? (gift.stripeInvoiceId ? await paymentIntentOfInvoice(payload, gift.stripeInvoiceId) : null)
  if (!paymentIntentId) throw new ApiError(409, 'Stripe holds no payment of this gift to refund.')
  return refundPayment(
    payload,
    async (client, releasing) => {
      const { rows } = await client.query<{ amount_cents: string; refunded_amount_cents: string | null; status: string | null }>(
        `SELECT amount_cents, refunded_amount_cents, status FROM donations WHERE id = $1 FOR UPDATE`,
        [id],
      )
      if (!rows[0]) throw new ApiError(404, 'Donation not found.')
      if (!releasing && (rows[0].status === 'processing' || rows[0].status === 'failed')) {
        throw new ApiError(409, 'This bank payment has not been received: there is nothing to refund.')
      }
      if (!releasing && (rows[0].status === 'disputed' || rows[0].status === 'dispute_lost')) {
        throw new ApiError(409, 'This gift is disputed: the card issuer settles it, not a refund.')
      }
      return { paymentIntentId, totalCents: Number(rows[0].amount_cents), refundedCents: Number(rows[0].refunded_amount_cents ?? 0) }
    },
    requested,
    requestId,
    { ...who, collection: 'donations', recordId: id },
  )
}

export async function requestOrderRefund(payload: Payload, orderId: number, requested: number | undefined, requestId: string | undefined, who: RefundRequest) {
  return refundPayment(
    payload,
    async (client, releasing) => {
      const { rows } = await client.query<{
        total_cents: string
        refunded_amount_cents: string | null
        paid_at: Date | null
        stripe_payment_intent_id: string | null
      }>(`SELECT total_cents, refunded_amount_cents, paid_at, stripe_payment_intent_id FROM orders WHERE id = $1 FOR UPDATE`, [orderId])
      const order = rows[0]
      if (!order) throw new ApiError(404, ORDER_NOT_FOUND)
      if (!releasing && (!order.paid_at || !order.stripe_payment_intent_id)) throw new ApiError(409, 'This order has not been paid.')
      return {
        paymentIntentId: order.stripe_payment_intent_id ?? '',
        totalCents: Number(order.total_cents),
        refundedCents: Number(order.refunded_amount_cents ?? 0),
      }
    },
    requested,
    requestId,
    { ...who, collection: 'orders', recordId: orderId },
  )
}

/**
 * SQL for the cents of a payment refunded by staff that Stripe has not yet confirmed (its
 * reservations reach further than the ledger's refunded amount): the row reads "Refund pending".
 * Column names are the caller's own (never input).
 */
export function pendingRefundSql(intentColumn: string, refundedColumn: string) {
  return `GREATEST(0, coalesce((SELECT max(r.covers_through_cents) FROM refund_reservations r
    WHERE r.payment_intent_id = ${intentColumn} AND r.settled_at IS NULL), 0) - coalesce(${refundedColumn}, 0))`
}
