import { NextResponse } from 'next/server'

import { parseOrderNumber } from '@/domain/shop/order-number'
import { orderSchema } from '@/domain/shop/order-schema'
import { ApiError, readJson, route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { requireStripe } from '@/lib/stripe'
import { holderKey } from '@/server/shop/holds'
import { fulfilmentQueue } from '@/server/shop/fulfilment'
import { createOrder } from '@/server/shop/orders'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/**
 * POST /api/orders: prices the cart from the catalogue, holds its stock and answers the new
 * order's id (spec §3.3). Without payments configured no order is taken: it could never be paid.
 * Confidential: the body carries a name and a home address.
 */
export const POST = route(
  async (request) => {
    const input = await readJson(request, orderSchema)
    requireStripe()
    const order = await createOrder(await getPayload(), input, new Date(), holderKey(request.headers))
    return NextResponse.json({ id: order.id }, { status: 201 })
  },
  { confidential: true },
)

/**
 * GET /api/orders: the staff fulfilment queue, oldest payment first (area: orders).
 * `?number=BH-1042` (or `1042`) finds that paid order whatever its step; a text that is no
 * order number answers 400.
 */
export const GET = staffRoute(STAFF.orders, async ({ request, payload }) => {
  const search = new URL(request.url).searchParams.get('number')
  let orderNumber: string | undefined
  if (search !== null) {
    orderNumber = parseOrderNumber(search) ?? undefined
    if (!orderNumber) throw new ApiError(400, 'Enter an order number such as BH-1042.', { number: 'Enter an order number such as BH-1042.' })
  }
  const orders = await fulfilmentQueue(payload, { orderNumber })
  return { count: orders.length, orders }
})
