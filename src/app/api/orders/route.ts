import { NextResponse } from 'next/server'

import { orderSchema } from '@/features/shop/order-schema'
import { readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireStripe } from '@/lib/stripe'
import { holderKey } from '@/server/shop/holds'
import { createOrder } from '@/server/shop/orders'

/**
 * POST /api/orders: prices the cart from the catalogue, holds its stock and answers the new
 * order's id (spec §3.3). Without payments configured no order is taken: it could never be paid.
 */
export const POST = route(async (request) => {
  const input = await readJson(request, orderSchema)
  requireStripe()
  const order = await createOrder(await getPayload(), input, new Date(), holderKey(request.headers))
  return NextResponse.json({ id: order.id }, { status: 201 })
})
