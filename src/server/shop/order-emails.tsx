import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type * as React from 'react'

import type { FulfilmentMethod } from '@/domain/shop/catalogue'
import {
  type EmailBrand,
  FULFILMENT_SUBJECTS,
  FulfilmentEmail,
  type FulfilmentStep,
  NewOrderStaffEmail,
  OrderConfirmationEmail,
  type OrderEmailData,
  StockSignalEmail,
} from '@/email/orders'
import { type PickupDetails, pickupDetails } from '@/domain/shop/pickup'
import { renderEmail } from '@/email/layout'
import { siteUrl } from '@/lib/site-url'
import { staffAddress } from '@/email/staff'

import { runSql } from '@/lib/db'

import { type ShippingColumns, shippingAddressOf } from './shipping-columns'

/** Failures are logged by kind and order number only: the message may quote an address. */
function logFailure(what: string, error: unknown) {
  console.error(`[shop-email] ${what} failed: ${error instanceof Error ? error.name : 'unknown'}`)
}

async function context(payload: Payload): Promise<{ brand: EmailBrand; pickup: PickupDetails }> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return { brand: { foundationName: settings.foundationName, contactEmail: settings.contactEmail }, pickup: pickupDetails(settings) }
}

async function send(payload: Payload, to: string, subject: string, component: React.ReactElement) {
  const { html, text } = await renderEmail(component)
  await payload.sendEmail({ to, subject, html, text })
}

type OrderRow = {
  order_number: string
  email: string
  first_name: string
  total_cents: number
  carrier: string | null
  tracking_number: string | null
} & ShippingColumns

/** The order as the e-mails show it (named by its short number), with its customer's address. */
export async function orderEmailData(payload: Payload, orderKey: number): Promise<(OrderEmailData & { email: string }) | null> {
  const [order] = await runSql<OrderRow>(
    payload,
    undefined,
    sql`SELECT "order_number", "email", "first_name", "total_cents", "carrier", "tracking_number",
               "shipping_address_name", "shipping_address_line1", "shipping_address_line2", "shipping_address_city",
               "shipping_address_state", "shipping_address_postal_code", "shipping_address_phone"
        FROM "orders" WHERE "id" = ${orderKey}`,
  )
  if (!order) return null
  const lines = await runSql<{ product_name: string; quantity: number; unit_price_cents: number; fulfilment: FulfilmentMethod | null }>(
    payload,
    undefined,
    sql`SELECT "product_name", "quantity", "unit_price_cents", "fulfilment" FROM "orders_lines" WHERE "_parent_id" = ${orderKey} ORDER BY "_order"`,
  )
  return {
    email: order.email,
    reference: order.order_number,
    firstName: order.first_name,
    totalCents: Number(order.total_cents),
    carrier: order.carrier,
    trackingNumber: order.tracking_number,
    shippingAddress: shippingAddressOf(order),
    lines: lines.map((line) => ({
      productName: line.product_name,
      quantity: Number(line.quantity),
      unitPriceCents: Number(line.unit_price_cents),
      fulfilment: line.fulfilment ?? 'ship',
    })),
  }
}

/**
 * The customer's confirmation and the staff notice of a paid order, at most once per order:
 * the conditional UPDATE claims the sending, so a replayed webhook, a second delivery or two
 * racing calls find it claimed and send nothing. Runs after the payment's transaction has
 * committed (never inside it: an e-mail cannot be rolled back). A failed send gives the claim
 * back so the next call can try again.
 */
export async function sendOrderConfirmation(payload: Payload, orderKey: number): Promise<boolean> {
  const claimed = await runSql(
    payload,
    undefined,
    sql`UPDATE "orders" SET "confirmation_sent_at" = now()
        WHERE "id" = ${orderKey} AND "confirmation_sent_at" IS NULL AND "status" = 'paid' RETURNING "id"`,
  )
  if (claimed.length === 0) return false
  try {
    const order = await orderEmailData(payload, orderKey)
    if (!order) return false
    const { brand, pickup } = await context(payload)
    await send(payload, order.email, `Your order ${order.reference} is confirmed`, <OrderConfirmationEmail brand={brand} order={order} pickup={pickup} />)
    await notifyStaffOfOrder(payload, brand, order.reference)
    return true
  } catch (error) {
    await runSql(payload, undefined, sql`UPDATE "orders" SET "confirmation_sent_at" = NULL WHERE "id" = ${orderKey}`).catch(() => undefined)
    logFailure(`confirmation of order ${orderKey}`, error)
    return false
  }
}

async function notifyStaffOfOrder(payload: Payload, brand: EmailBrand, reference: string) {
  try {
    const to = await staffAddress(payload)
    if (!to) return
    const link = `${siteUrl()}/admin`
    await send(payload, to, 'New paid order', <NewOrderStaffEmail brand={brand} reference={reference} link={link} />)
  } catch (error) {
    logFailure('staff order notice', error)
  }
}

/** Tells the customer that staff shipped the order, or that it waits at (or left) the farm stand. */
export async function sendFulfilmentEmail(payload: Payload, orderKey: number, step: FulfilmentStep) {
  try {
    const order = await orderEmailData(payload, orderKey)
    if (!order) return
    const { brand, pickup } = await context(payload)
    await send(payload, order.email, FULFILMENT_SUBJECTS[step](order.reference), <FulfilmentEmail brand={brand} order={order} step={step} pickup={pickup} />)
  } catch (error) {
    logFailure(`${step} e-mail of order ${orderKey}`, error)
  }
}

/**
 * One e-mail to staff when a product reaches its low-stock threshold and one when it sells out.
 * Each flag flips with one conditional UPDATE, so of any number of orders racing across the
 * threshold exactly one sends; stock rising above it again re-arms the flag.
 */
export async function signalStock(payload: Payload, productIds: string[]) {
  if (productIds.length === 0) return
  try {
    const ids = sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )
    await runSql(
      payload,
      undefined,
      sql`UPDATE "products" SET
            "sold_out_alerted" = CASE WHEN "inventory" > 0 THEN false ELSE "sold_out_alerted" END,
            "low_stock_alerted" = CASE WHEN "low_stock_threshold" IS NULL OR "inventory" > "low_stock_threshold" THEN false ELSE "low_stock_alerted" END
          WHERE "id" IN (${ids}) AND (("inventory" > 0 AND "sold_out_alerted")
            OR (("low_stock_threshold" IS NULL OR "inventory" > "low_stock_threshold") AND "low_stock_alerted"))`,
    )
    const soldOut = await runSql<{ id: string; name: string }>(
      payload,
      undefined,
      sql`UPDATE "products" SET "sold_out_alerted" = true, "low_stock_alerted" = true
          WHERE "id" IN (${ids}) AND "inventory" = 0 AND NOT "sold_out_alerted" RETURNING "id", "name"`,
    )
    const low = await runSql<{ id: string; name: string; inventory: number }>(
      payload,
      undefined,
      sql`UPDATE "products" SET "low_stock_alerted" = true
          WHERE "id" IN (${ids}) AND "inventory" > 0 AND "low_stock_threshold" IS NOT NULL
            AND "inventory" <= "low_stock_threshold" AND NOT "low_stock_alerted"
          RETURNING "id", "name", "inventory"`,
    )
    const signals = [...soldOut.map((row) => ({ ...row, inventory: 0 })), ...low.map((row) => ({ ...row, inventory: Number(row.inventory) }))]
    if (signals.length === 0) return
    const to = await staffAddress(payload)
    if (!to) return
    const { brand } = await context(payload)
    for (const product of signals) {
      const subject = product.inventory === 0 ? `Sold out: ${product.name}` : `Low stock: ${product.name} (${product.inventory} left)`
      const link = `${siteUrl()}/admin/collections/products/${encodeURIComponent(product.id)}`
      await send(payload, to, subject, <StockSignalEmail brand={brand} productName={product.name} inventory={product.inventory} link={link} />)
    }
  } catch (error) {
    logFailure('stock signal', error)
  }
}
