import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { newOrderPublicId } from '@/collections/Orders'
import { fulfilmentOf } from '@/domain/shop/catalogue'
import { formatOrderNumber } from '@/domain/shop/order-number'
import type { OrderInput } from '@/domain/shop/order-schema'
import { type CatalogueEntry, priceOrder, PricingError } from '@/domain/shop/pricing'
import { ApiError } from '@/lib/http'
import { cacheTags, safeRevalidateTag } from '@/lib/revalidate'
import { getStripe } from '@/lib/stripe'
import { SHIPPING_ADDRESS_REQUIRED } from '@/domain/shop/us-states'

import { runSql, withTransaction } from '@/lib/db'

import { orderPaymentMetadata } from './metadata'
import { moveOrderForPayment, type OrderPayment } from './order-payment'
import { signalStock } from './order-emails'

import { enforceHoldCaps, PAYMENT_HOLD_MINUTES, releaseExpiredHolds, releaseOrderStock, UNPAID_HOLD_MINUTES } from './holds'

/** How long stock stays held for an order being paid (one without a PaymentIntent: 10 minutes). */
export const HOLD_MINUTES = PAYMENT_HOLD_MINUTES

/** The internal key of the order with this public id, or null. */
export async function orderKeyOf(payload: Payload, publicId: string, req?: PayloadRequest): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{22,64}$/.test(publicId)) return null
  const rows = await runSql<{ id: number }>(payload, req, sql`SELECT "id" FROM "orders" WHERE "public_id" = ${publicId}`)
  return rows[0] ? Number(rows[0].id) : null
}

/**
 * The internal key named by a PaymentIntent's order reference: its public id, or (for intents
 * created before public ids existed) the numeric key, still honoured so their late events settle.
 */
export async function orderKeyFromReference(payload: Payload, reference: string, req?: PayloadRequest): Promise<number | null> {
  if (/^[1-9][0-9]{0,15}$/.test(reference)) return Number(reference)
  return orderKeyOf(payload, reference, req)
}


async function loadCatalogue(payload: Payload, ids: string[]): Promise<Map<string, CatalogueEntry & { category: string }>> {
  const found = await payload.find({
    collection: 'products',
    where: { and: [{ id: { in: ids } }, { isActive: { equals: true } }] },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(
    found.docs.map((doc) => [
      doc.id,
      { id: doc.id, name: doc.name, priceCents: doc.priceCents, inventory: doc.inventory, maxPerOrder: doc.maxPerOrder, category: doc.category },
    ]),
  )
}

/**
 * Creates a pending order priced from the catalogue and holds its stock, all in one
 * transaction. Each line takes its units with one conditional UPDATE (… WHERE inventory >= n),
 * so of two buyers of the last unit the second finds nothing to take and gets 409; nothing is
 * written for a refused order.
 */
export async function createOrder(
  payload: Payload,
  input: OrderInput,
  now = new Date(),
  holder: string | null = null,
): Promise<{ id: string }> {
  await releaseExpiredHolds(payload, now).catch((error: unknown) => {
    payload.logger.error({ err: error }, '[shop] releasing expired holds failed')
  })

  const catalogue = await loadCatalogue(payload, [...new Set(input.items.map((item) => item.productId))])
  let priced
  try {
    priced = priceOrder(input, catalogue)
  } catch (error) {
    if (error instanceof PricingError) throw new ApiError(error.status, error.message)
    throw error
  }
  // Each line keeps how it reaches the customer; an address is needed only when something ships,
  // and is not kept for an order that has nothing to send.
  const pricedLines = priced.lines.map((line) => ({
    ...line,
    fulfilment: fulfilmentOf({ id: line.productId, category: catalogue.get(line.productId)?.category ?? 'other' }),
  }))
  const ships = pricedLines.some((line) => line.fulfilment === 'ship')
  if (ships && !input.shippingAddress) {
    throw new ApiError(400, SHIPPING_ADDRESS_REQUIRED, { shippingAddress: SHIPPING_ADDRESS_REQUIRED })
  }

  // A fixed order of row locks keeps two multi-line orders from deadlocking each other.
  const lines = [...priced.lines].sort((a, b) => a.productId.localeCompare(b.productId))
  const order = await withTransaction(payload, async (req) => {
    await enforceHoldCaps(payload, req, input.email, holder, now)
    for (const line of lines) {
      const taken = await runSql(
        payload,
        req,
        sql`UPDATE "products" SET "inventory" = "inventory" - ${line.quantity}, "updated_at" = now()
            WHERE "id" = ${line.productId} AND "is_active" = true
              AND "price_cents" = ${line.unitPriceCents} AND "inventory" >= ${line.quantity}
            RETURNING "id"`,
      )
      if (taken.length === 0) {
        throw new ApiError(409, `Sorry, ${line.productName} is no longer available in that quantity. Please review your cart.`)
      }
    }
    // The sequence hands out each number once, whatever runs at the same time (issue 33).
    const [numbered] = await runSql<{ n: string }>(payload, req, sql`SELECT nextval('orders_order_number_seq') AS n`)
    return payload.create({
      collection: 'orders',
      data: {
        publicId: newOrderPublicId(),
        orderNumber: formatOrderNumber(numbered.n),
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        lines: pricedLines,
        totalCents: priced.totalCents,
        shippingAddress: ships ? input.shippingAddress : undefined,
        status: 'pending',
        holdExpiresAt: new Date(now.getTime() + UNPAID_HOLD_MINUTES * 60_000).toISOString(),
        stockReleased: false,
        holderKey: holder,
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
  })
  safeRevalidateTag(cacheTags.products)
  await signalStock(
    payload,
    lines.map((line) => line.productId),
  )
  return { id: order.publicId }
}

/**
 * Marks an order paid from a verified payment_intent.succeeded. Only a pending, processing (bank)
 * or expired and cancelled order moves, and only for its own total, so a replay changes nothing. If its hold
 * had already been given back, the units are taken again where stock allows; a shortfall is
 * logged for staff rather than overselling.
 */
export async function markOrderPaid(payload: Payload, req: PayloadRequest, payment: OrderPayment): Promise<boolean> {
  const { orderId, paymentIntentId } = payment
  const paid = await moveOrderForPayment<{ stock_released: boolean }>(payload, req, payment, {
    set: sql`"status" = 'paid', "paid_at" = now()`,
    from: sql`"status" IN ('pending', 'processing', 'cancelled')`,
    returning: sql`"stock_released"`,
  })
  if (paid.length === 0) {
    payload.logger.warn(`[shop] payment ${paymentIntentId} did not move order ${orderId} (already settled or amount differs)`)
    return false
  }
  if (!paid[0].stock_released) return true

  const lines = await runSql<{ product_id: string; quantity: string | number }>(
    payload,
    req,
    sql`SELECT "product_id", sum("quantity") AS quantity FROM "orders_lines" WHERE "_parent_id" = ${orderId} GROUP BY "product_id" ORDER BY "product_id"`,
  )
  let short = false
  for (const line of lines) {
    const taken = await runSql(
      payload,
      req,
      sql`UPDATE "products" SET "inventory" = "inventory" - ${Number(line.quantity)}, "updated_at" = now()
          WHERE "id" = ${line.product_id} AND "inventory" >= ${Number(line.quantity)} RETURNING "id"`,
    )
    if (taken.length === 0) short = true
  }
  if (short) {
    payload.logger.error(`[shop] order ${orderId} was paid after its hold expired and stock is short: refund or restock`)
  } else {
    await runSql(payload, req, sql`UPDATE "orders" SET "stock_released" = false WHERE "id" = ${orderId}`)
  }
  safeRevalidateTag(cacheTags.products)
  return true
}

export const ORDER_NOT_FOUND = 'Order not found.'

/**
 * Creates (or, with the same idempotency key, finds again) the PaymentIntent for a pending
 * order, named by its public id. An id that names no order (malformed, guessed, numeric) answers
 * one 404 whatever the amount; only the holder of a real id learns more. The amount is the
 * order's own total; a different requested amount is refused before anything reaches Stripe.
 */
export async function createOrderPaymentIntent(
  payload: Payload,
  { publicId, amountCents }: { publicId: string; amountCents: number },
): Promise<{ clientSecret: string }> {
  const stripe = getStripe()
  if (!stripe) throw new ApiError(503, 'Online payments are not configured.')

  const key = await orderKeyOf(payload, publicId)
  const order = key === null ? null : await payload.findByID({ collection: 'orders', id: key, depth: 0, overrideAccess: true, disableErrors: true })
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND)
  if (order.status !== 'pending' || order.stockReleased) {
    throw new ApiError(409, 'This order can no longer be paid. Please return to your cart and check out again.')
  }
  if (amountCents !== order.totalCents) {
    throw new ApiError(409, 'The payment amount does not match the order total.')
  }

  const intent = await stripe.paymentIntents.create(
    {
      amount: order.totalCents,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
      receipt_email: order.email,
      description: `Shop order ${order.publicId}`,
      metadata: orderPaymentMetadata(order),
    },
    { idempotencyKey: `order-${order.publicId}-payment-intent` },
  )
  if (!intent.client_secret) throw new Error('Stripe returned a PaymentIntent without a client secret')

  await runSql(
    payload,
    undefined,
    // A buyer who reached payment gets the full hold, counted from the order's creation.
    sql`UPDATE "orders" SET "stripe_payment_intent_id" = ${intent.id}, "updated_at" = now(),
          "hold_expires_at" = GREATEST("hold_expires_at", "created_at" + make_interval(mins => ${HOLD_MINUTES}))
        WHERE "id" = ${order.id} AND "stripe_payment_intent_id" IS NULL`,
  )
  return { clientSecret: intent.client_secret }
}

/**
 * The buyer went Back from the payment step and changed their details, so checkout places a new
 * order: the one left behind gives its stock back now rather than holding it (and a place under
 * the buyer's cap of open orders) for half an hour. Only an order still pending is let go. Its
 * PaymentIntent is cancelled at Stripe first: one Stripe still has in hand (a bank payment
 * processing, a succeeded one) cannot be cancelled, and then nothing changes here (409).
 * Stripe's payment_intent.canceled event later finds the order already closed. Named by its
 * public id like the payment call: an id no one holds answers the same 404.
 */
export async function abandonOrder(payload: Payload, publicId: string): Promise<void> {
  const key = await orderKeyOf(payload, publicId)
  const [order] =
    key === null
      ? []
      : await runSql<{ status: string; stripe_payment_intent_id: string | null }>(
          payload,
          undefined,
          sql`SELECT "status", "stripe_payment_intent_id" FROM "orders" WHERE "id" = ${key}`,
        )
  if (key === null || !order) throw new ApiError(404, ORDER_NOT_FOUND)
  if (order.status === 'cancelled') return
  if (order.status !== 'pending') throw new ApiError(409, 'This order has been paid and cannot be withdrawn.')
  if (order.stripe_payment_intent_id) {
    const stripe = getStripe()
    if (!stripe) throw new ApiError(503, 'Online payments are not configured.')
    try {
      await stripe.paymentIntents.cancel(
        order.stripe_payment_intent_id,
        { cancellation_reason: 'abandoned' },
        { idempotencyKey: `order-${publicId}-abandon` },
      )
    } catch (error) {
      if (error instanceof Error && 'type' in error && error.type === 'StripeInvalidRequestError') {
        throw new ApiError(409, 'This order’s payment is already under way and cannot be withdrawn.')
      }
      throw error
    }
  }
  await releaseOrderStock(payload, key, { cancel: true })
}
