import { createHmac } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { ApiError } from '@/lib/http'
import { clientAddress, isKnownAddress, positiveInt } from '@/lib/rate-limit'

import { runSql, withTransaction } from '@/lib/db'
import { cacheTags, safeRevalidateTag } from '@/lib/revalidate'

/**
 * Stock hoarding: a script placing orders it never pays holds the stock for everyone else. Each
 * buyer (by e-mail, and by address when a trusted proxy tells us one) may hold only a few unpaid
 * orders at once, and an order that never got a PaymentIntent lets go after 10 minutes.
 */

/** Hold of an order nobody started paying. */
export const UNPAID_HOLD_MINUTES = 10
/** Hold once a PaymentIntent exists: time for the buyer to finish with their bank. */
export const PAYMENT_HOLD_MINUTES = 30

export const TOO_MANY_HOLDS_MESSAGE =
  'You already have unpaid orders holding stock. Please pay or wait for them to expire (at most 30 minutes) before placing another order.'

export function holdCaps() {
  return {
    perAddress: positiveInt(process.env.ORDER_OPEN_HOLDS_PER_ADDRESS, 5),
    perEmail: positiveInt(process.env.ORDER_OPEN_HOLDS_PER_EMAIL, 3),
  }
}

/**
 * What an order stores about its buyer's address: a keyed hash, enough to count but never the
 * address itself. Null without a trusted proxy (every visitor would share one key).
 */
export function holderKey(headers: Headers): string | null {
  const address = clientAddress(headers)
  if (!isKnownAddress(address)) return null
  return createHmac('sha256', process.env.PAYLOAD_SECRET || 'holder').update(address).digest('hex').slice(0, 40)
}

/**
 * Inside the order's transaction, before its stock is taken: refuses a buyer who already holds
 * the allowed number of unpaid orders. Advisory locks on the e-mail and the address make two
 * concurrent orders of one buyer count one after the other (always e-mail first, so two
 * requests never wait on each other in a circle).
 */
export async function enforceHoldCaps(payload: Payload, req: PayloadRequest, email: string, holder: string | null, now: Date) {
  const caps = holdCaps()
  const open = (column: 'email' | 'holder_key', value: string) =>
    runSql<{ n: string | number }>(
      payload,
      req,
      sql`SELECT count(*) AS n FROM "orders"
          WHERE ${sql.identifier(column)} = ${value} AND "status" = 'pending' AND "stock_released" = false
            AND "hold_expires_at" > ${now.toISOString()}`,
    ).then((rows) => Number(rows[0]?.n ?? 0))

  await runSql(payload, req, sql`SELECT pg_advisory_xact_lock(hashtext(${`order-holds:email:${email}`}))`)
  if (holder) await runSql(payload, req, sql`SELECT pg_advisory_xact_lock(hashtext(${`order-holds:holder:${holder}`}))`)

  if ((await open('email', email)) >= caps.perEmail) throw new ApiError(409, TOO_MANY_HOLDS_MESSAGE)
  if (holder && (await open('holder_key', holder)) >= caps.perAddress) throw new ApiError(409, TOO_MANY_HOLDS_MESSAGE)
}

/**
 * Gives an unpaid order's held stock back, exactly once: the guarded UPDATE flips
 * stockReleased in the same transaction that restocks, so a second call (a replayed event, a
 * sweep racing a webhook) finds nothing to flip and restocks nothing. `cancel` also closes the
 * order; without it the order stays pending so a retried card can still pay it (a failed bank payment closes it).
 */
export async function releaseOrderStock(
  payload: Payload,
  orderId: number,
  { cancel, req }: { cancel: boolean; req?: PayloadRequest },
): Promise<boolean> {
  const work = async (tx: PayloadRequest) => {
    const flipped = await runSql(
      payload,
      tx,
      sql`UPDATE "orders" SET "stock_released" = true, "updated_at" = now(),
            "status" = CASE WHEN ${cancel} OR "status" = 'processing' THEN 'cancelled'::"enum_orders_status" ELSE "status" END
          WHERE "id" = ${orderId} AND "status" IN ('pending', 'processing') AND "stock_released" = false
          RETURNING "id"`,
    )
    if (flipped.length === 0) return false
    await runSql(
      payload,
      tx,
      sql`UPDATE "products" AS p SET "inventory" = p."inventory" + l.quantity, "updated_at" = now()
          FROM (SELECT "product_id", sum("quantity") AS quantity FROM "orders_lines"
                WHERE "_parent_id" = ${orderId} GROUP BY "product_id") AS l
          WHERE p."id" = l."product_id"`,
    )
    return true
  }
  const released = req ? await work(req) : await withTransaction(payload, work)
  if (released) safeRevalidateTag(cacheTags.products)
  return released
}

/**
 * Cancels every pending order whose hold has run out and returns its stock. Runs before each
 * new order and can be called directly (tests, a scheduled job). An expired order can no
 * longer get a PaymentIntent; if one already open is paid late, markOrderPaid takes the stock
 * again where it can.
 */
export async function releaseExpiredHolds(payload: Payload, now = new Date()): Promise<number> {
  const expired = await runSql<{ id: number }>(
    payload,
    undefined,
    sql`SELECT "id" FROM "orders"
        WHERE "status" = 'pending' AND "stock_released" = false AND "hold_expires_at" < ${now.toISOString()}
        ORDER BY "hold_expires_at" LIMIT 100`,
  )
  let count = 0
  for (const order of expired) {
    if (await releaseOrderStock(payload, Number(order.id), { cancel: true })) count++
  }
  return count
}
