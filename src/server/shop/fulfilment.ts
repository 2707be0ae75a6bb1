import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { FulfilmentMethod } from '@/domain/shop/catalogue'
import { FULFIL_STEPS, type FulfilInput, type FulfilStep } from '@/domain/shop/fulfil-schema'
import { ApiError } from '@/lib/http'
import { centsToDecimal } from '@/lib/money'

import { runSql } from '@/lib/db'
import { pendingRefundSql } from '../ledger/refunds'
import { sendFulfilmentEmail } from './order-emails'
import { ORDER_NOT_FOUND, orderKeyOf } from './orders'
import { type ShippingColumns, shippingAddressOf } from './shipping-columns'

const STEP_LABEL = { shipped: 'shipped', ready_for_pickup: 'ready for pickup', picked_up: 'picked up' } as const

/**
 * Which orders may take each step (issue 16: paid → shipped | ready_for_pickup → picked_up).
 * A mixed order ships its parcel first, then its pickup goods wait at the stand; nothing ever
 * goes back to paid or pending. Each guard is part of the one UPDATE, so two staff clicking at
 * once move the order once.
 */
const hasLine = (method: FulfilmentMethod) =>
  sql`EXISTS (SELECT 1 FROM "orders_lines" l WHERE l."_parent_id" = o."id" AND COALESCE(l."fulfilment", 'ship') = ${method})`

const GUARDS = {
  shipped: sql`o."status" = 'paid' AND ${hasLine('ship')}`,
  ready_for_pickup: sql`${hasLine('pickup')} AND ((o."status" = 'paid' AND NOT ${hasLine('ship')}) OR o."status" = 'shipped')`,
  picked_up: sql`o."status" = 'ready_for_pickup'`,
} as const

/**
 * Takes a fulfilment step for the order with this public id and e-mails the customer. An order
 * that cannot take the step (already shipped, not paid, nothing to ship…) answers 409.
 */
export async function fulfilOrder(payload: Payload, publicId: string, request: FulfilInput) {
  const key = await orderKeyOf(payload, publicId)
  if (key === null) throw new ApiError(404, ORDER_NOT_FOUND)
  const status = request.status
  if (!(FULFIL_STEPS as readonly string[]).includes(status)) {
    // Payment and refunds move those statuses; staff never send an order back to them.
    throw new ApiError(409, `An order cannot be marked ${status} from the fulfillment queue.`)
  }
  const input = { ...request, status: status as FulfilStep }
  const stamp =
    input.status === 'shipped' ? sql`"shipped_at"` : input.status === 'ready_for_pickup' ? sql`"ready_for_pickup_at"` : sql`"picked_up_at"`
  const moved = await runSql<{ id: number }>(
    payload,
    undefined,
    sql`UPDATE "orders" o SET "status" = ${input.status}::"enum_orders_status", ${stamp} = now(), "updated_at" = now(),
          "carrier" = COALESCE(${input.carrier ?? null}, o."carrier"),
          "tracking_number" = COALESCE(${input.trackingNumber ?? null}, o."tracking_number")
        WHERE o."id" = ${key} AND ${GUARDS[input.status]}
        RETURNING o."id"`,
  )
  if (moved.length === 0) {
    const [current] = await runSql<{ status: string }>(payload, undefined, sql`SELECT "status" FROM "orders" WHERE "id" = ${key}`)
    throw new ApiError(409, `This order is ${current?.status.replaceAll('_', ' ') ?? 'unknown'}; it cannot be marked ${STEP_LABEL[input.status]}.`)
  }
  await sendFulfilmentEmail(payload, key, input.status)
  const [order] = await fulfilmentQueue(payload, { key })
  return order
}

export type QueueOrder = {
  id: string
  /** The short number staff and the customer read aloud (BH-1042). */
  orderNumber: string
  createdAt: string
  paidAt: string | null
  status: string
  customerName: string
  email: string
  total: string
  /** Confirmed by Stripe's webhook, and asked of Stripe by staff but not confirmed yet. */
  refundedAmount: string
  refundPending: string
  lines: { productName: string; quantity: number; fulfilment: FulfilmentMethod }[]
  shippingAddress: {
    name: string
    line1: string
    line2: string | null
    city: string
    state: string
    postalCode: string
    phone: string | null
  } | null
  carrier: string | null
  trackingNumber: string | null
  staffNotes: string | null
}

type QueueRow = {
  id: number
  public_id: string
  order_number: string
  created_at: Date | string
  paid_at: Date | string | null
  status: string
  first_name: string
  last_name: string
  email: string
  total_cents: number
  refunded_amount_cents: string | null
  refund_pending_cents: string
  carrier: string | null
  tracking_number: string | null
  staff_notes: string | null
  lines: { productName: string; quantity: number; fulfilment: FulfilmentMethod | null }[]
} & ShippingColumns

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

/**
 * What staff still have to do, oldest payment first: paid orders, mixed orders whose parcel left
 * but whose pickup goods wait, and orders ready for pickup; after them, orders whose bank payment
 * is still processing (no step until it is paid). `key` reads one order whatever its
 * status; so does `orderNumber` (staff searching for the number a customer gave them), except
 * for an order never paid, which has nothing to fulfil.
 */
const TO_DO = sql`(o."status" IN ('paid', 'ready_for_pickup') OR (o."status" = 'shipped' AND ${hasLine('pickup')}))`
/** Orders paid by bank stand in the queue too, as not to ship yet: staff see what is coming. */
const IN_QUEUE = sql`(${TO_DO} OR o."status" = 'processing')`

export async function fulfilmentQueue(payload: Payload, { key, orderNumber }: { key?: number; orderNumber?: string } = {}): Promise<QueueOrder[]> {
  const where =
    key !== undefined
      ? sql`o."id" = ${key}`
      : orderNumber !== undefined
        ? sql`o."order_number" = ${orderNumber} AND o."status" NOT IN ('pending', 'cancelled')`
        : IN_QUEUE
  const rows = await runSql<QueueRow>(
    payload,
    undefined,
    sql`SELECT o."id", o."public_id", o."order_number", o."created_at", o."paid_at", o."status", o."first_name", o."last_name", o."email",
               o."total_cents", o."refunded_amount_cents",
               ${sql.raw(pendingRefundSql('o."stripe_payment_intent_id"', 'o."refunded_amount_cents"'))} AS "refund_pending_cents",
               o."carrier", o."tracking_number", o."staff_notes",
               o."shipping_address_name", o."shipping_address_line1", o."shipping_address_line2", o."shipping_address_city",
               o."shipping_address_state", o."shipping_address_postal_code", o."shipping_address_phone",
               (SELECT coalesce(json_agg(json_build_object('productName', l."product_name", 'quantity', l."quantity",
                         'fulfilment', l."fulfilment") ORDER BY l."_order"), '[]'::json)
                FROM "orders_lines" l WHERE l."_parent_id" = o."id") AS "lines"
        FROM "orders" o WHERE ${where}
        ORDER BY o."paid_at" ASC NULLS LAST, o."id" ASC LIMIT 1000`,
  )
  return rows.map((row) => ({
    id: row.public_id,
    orderNumber: row.order_number,
    createdAt: iso(row.created_at)!,
    paidAt: iso(row.paid_at),
    status: row.status,
    customerName: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    total: centsToDecimal(Number(row.total_cents)),
    refundedAmount: centsToDecimal(Number(row.refunded_amount_cents ?? 0)),
    refundPending: centsToDecimal(Number(row.refund_pending_cents)),
    lines: row.lines.map((line) => ({ productName: line.productName, quantity: Number(line.quantity), fulfilment: line.fulfilment ?? 'ship' })),
    shippingAddress: shippingAddressOf(row),
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    staffNotes: row.staff_notes,
  }))
}

/** One order for its packing slip, by public id; 404 for an id no one holds. */
/** How many orders wait in the queue (the staff dashboard's today view). */
export async function fulfilmentQueueCount(payload: Payload): Promise<number> {
  const [row] = await runSql<{ count: string }>(payload, undefined, sql`SELECT count(*) FROM "orders" o WHERE ${TO_DO}`)
  return Number(row?.count ?? 0)
}

export async function orderForSlip(payload: Payload, publicId: string): Promise<QueueOrder> {
  const key = await orderKeyOf(payload, publicId)
  const [order] = key === null ? [] : await fulfilmentQueue(payload, { key })
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND)
  return order
}
