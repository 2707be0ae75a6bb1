import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { SPONSORSHIP_PACKAGE_IDS } from '@/domain/shop/catalogue'
import { runSql } from '@/lib/db'

/**
 * A gift's status and net amount follow from three facts kept on its row: the original amount,
 * what Stripe says was refunded (cumulative, so a replayed or late event cannot count twice)
 * and the dispute's state. Every change sets a fact, then this recomputes the two derived
 * columns, so the order in which refunds and disputes arrive does not matter. A bank payment not
 * (yet) settled — processing or failed — keeps its status and counts for nothing.
 */
const SETTLE = sql`
  "status" = (CASE
    WHEN "status" IN ('processing', 'failed') THEN "status"
    WHEN "dispute_status" = 'lost' THEN 'dispute_lost'
    WHEN "dispute_status" = 'open' THEN 'disputed'
    WHEN "refunded_amount_cents" >= "amount_cents" THEN 'refunded'
    WHEN "refunded_amount_cents" > 0 THEN 'partially_refunded'
    WHEN "status" = 'cancelled' THEN 'cancelled'
    ELSE 'paid' END)::"enum_donations_status",
  "net_amount_cents" = CASE WHEN "dispute_status" = 'lost' OR "status" IN ('processing', 'failed') THEN 0 ELSE "amount_cents" - "refunded_amount_cents" END,
  "updated_at" = now()`

async function settle(payload: Payload, req: PayloadRequest, where: SQL) {
  await runSql(payload, req, sql`UPDATE "donations" SET ${SETTLE} WHERE ${where}`)
}

/** Recomputes one gift's status and net amount from its facts (a bank payment just confirmed). */
export async function settleGift(payload: Payload, req: PayloadRequest, id: number) {
  await settle(payload, req, sql`"id" = ${id}`)
}

/** The PaymentIntent id of a charge, refund or dispute (expanded or not). */
export function intentIdOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null
  return typeof value === 'string' ? value : value.id
}

/**
 * A charge was refunded (in full or in part, possibly again): the gift paid by it, or the
 * order and the sponsorship gifts bought with it, take Stripe's cumulative refunded amount.
 */
export async function applyChargeRefunded(
  payload: Payload,
  req: PayloadRequest,
  { paymentIntentId, amountRefunded }: { paymentIntentId: string; amountRefunded: number },
) {
  const gifts = await runSql<{ id: number }>(
    payload,
    req,
    sql`UPDATE "donations" SET "refunded_amount_cents" = GREATEST("refunded_amount_cents", LEAST("amount_cents", ${amountRefunded}))
        WHERE "stripe_payment_intent_id" = ${paymentIntentId} RETURNING "id"`,
  )
  // Staff refunds reserved their amount before Stripe was asked (./refunds.ts): every reservation
  // this cumulative amount reaches is now in the books, so it no longer counts as pending.
  await runSql(
    payload,
    req,
    sql`UPDATE "refund_reservations" SET "settled_at" = now()
        WHERE "payment_intent_id" = ${paymentIntentId} AND "settled_at" IS NULL AND "covers_through_cents" <= ${amountRefunded}`,
  )
  const affected = gifts.map((gift) => Number(gift.id))
  if (gifts.length > 0) await settle(payload, req, sql`"id" = ${gifts[0].id}`)

  const orders = await runSql<{ id: number }>(
    payload,
    req,
    sql`UPDATE "orders" SET
          "refunded_amount_cents" = GREATEST(coalesce("refunded_amount_cents", 0), LEAST("total_cents", ${amountRefunded})),
          "status" = CASE WHEN GREATEST(coalesce("refunded_amount_cents", 0), ${amountRefunded}) >= "total_cents"
                          THEN 'refunded'::"enum_orders_status" ELSE "status" END,
          "updated_at" = now()
        WHERE "stripe_payment_intent_id" = ${paymentIntentId} AND "paid_at" IS NOT NULL
        RETURNING "id"`,
  )
  for (const order of orders) affected.push(...(await refundSponsorshipGifts(payload, req, Number(order.id))))
  return affected
}

/**
 * An order's refunds cover its goods first and its sponsorship gifts last (a returned jar of
 * honey is the common case), so a sponsorship gift counts as refunded only for the part of the
 * order's refund beyond the goods, spread over its sponsorship rows in order.
 */
async function refundSponsorshipGifts(payload: Payload, req: PayloadRequest, orderId: number): Promise<number[]> {
  const rows = await runSql<{ id: number }>(
    payload,
    req,
    sql`WITH o AS (SELECT "total_cents", coalesce("refunded_amount_cents", 0) AS refunded FROM "orders" WHERE "id" = ${orderId}),
        s AS (
          SELECT d."id", d."amount_cents",
            coalesce(sum(d."amount_cents") OVER (ORDER BY d."id" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before,
            sum(d."amount_cents") OVER () AS sponsorship_total
          FROM "donations" d WHERE d."order_id" = ${orderId}
        )
        UPDATE "donations" d SET "refunded_amount_cents" = GREATEST(d."refunded_amount_cents",
          LEAST(s."amount_cents", GREATEST(0, o.refunded - (o."total_cents" - s.sponsorship_total) - s.before)))
        FROM s, o WHERE d."id" = s."id" RETURNING d."id"`,
  )
  await settle(payload, req, sql`"order_id" = ${orderId}`)
  return rows.map((row) => Number(row.id))
}

/**
 * A dispute opened or closed on a charge: the gift it paid, or the sponsorship gifts of the order
 * it paid (a chargeback takes the whole payment back). A closed dispute is final (won or lost);
 * an "opened" event arriving after the close changes nothing.
 */
export async function applyDispute(
  payload: Payload,
  req: PayloadRequest,
  { paymentIntentId, outcome }: { paymentIntentId: string; outcome: 'open' | 'won' | 'lost' },
): Promise<number[]> {
  const paidBy = sql`("stripe_payment_intent_id" = ${paymentIntentId}
    OR "order_id" IN (SELECT "id" FROM "orders" WHERE "stripe_payment_intent_id" = ${paymentIntentId}))`
  const moved =
    outcome === 'open'
      ? await runSql<{ id: number }>(
          payload,
          req,
          sql`UPDATE "donations" SET "dispute_status" = 'open' WHERE ${paidBy} AND "dispute_status" IS NULL RETURNING "id"`,
        )
      : await runSql<{ id: number }>(
          payload,
          req,
          sql`UPDATE "donations" SET "dispute_status" = ${outcome}::"enum_donations_dispute_status" WHERE ${paidBy} RETURNING "id"`,
        )
  if (moved.length === 0) return []
  await settle(payload, req, sql`"id" IN (${sql.join(moved.map((row) => sql`${row.id}`), sql`, `)})`)
  return moved.map((row) => Number(row.id))
}

const SPONSORSHIP_IDS: readonly string[] = SPONSORSHIP_PACKAGE_IDS

/**
 * A paid order's sponsorship lines are gifts, not purchases: one donation row per line (the
 * buyer as donor, linked to the order, dated by the payment). The unique line key makes a
 * replayed payment add nothing; goods lines stay purchases.
 */
export async function recordSponsorshipGifts(payload: Payload, req: PayloadRequest, orderId: number, paidAt: Date): Promise<number[]> {
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, req, overrideAccess: true, disableErrors: true })
  if (!order) return []
  const written: number[] = []
  for (const line of order.lines ?? []) {
    if (!SPONSORSHIP_IDS.includes(line.productId)) continue
    const key = `${order.id}:${line.productId}`
    const { totalDocs } = await payload.count({ collection: 'donations', where: { sponsorshipLine: { equals: key } }, req, overrideAccess: true })
    if (totalDocs > 0) continue
    const amountCents = line.unitPriceCents * line.quantity
    const gift = await payload.create({
      collection: 'donations',
      data: {
        firstName: order.firstName,
        lastName: order.lastName,
        email: order.email,
        amountCents,
        netAmountCents: amountCents,
        type: 'one-time',
        frequency: 'one_time',
        isRecurring: false,
        source: 'sponsorship',
        order: order.id,
        sponsorshipLine: key,
        comments: line.quantity > 1 ? `${line.quantity} × ${line.productName}` : line.productName,
        createdAt: paidAt.toISOString(),
      },
      req,
      overrideAccess: true,
    })
    written.push(gift.id)
  }
  return written
}
