import { fulfilSchema } from '@/domain/shop/fulfil-schema'
import { ApiError, readJson } from '@/lib/http'
import { fulfilOrder } from '@/server/shop/fulfilment'
import { ORDER_NOT_FOUND, orderKeyOf } from '@/server/shop/orders'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/**
 * POST /api/orders/{id}/fulfil (issue 16): staff mark an order shipped, ready for pickup or
 * picked up; the customer gets an e-mail. Area: orders (treasurer and admin).
 */
export const POST = staffRoute<{ id: string }>(STAFF.orders, async ({ request, payload, params }) => {
  // The order first: an id no order has is a 404 whatever the body says.
  if ((await orderKeyOf(payload, params.id)) === null) throw new ApiError(404, ORDER_NOT_FOUND)
  return fulfilOrder(payload, params.id, await readJson(request, fulfilSchema))
})
