import { fulfilSchema } from '@/domain/shop/fulfil-schema'
import { ApiError, readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { fulfilOrder } from '@/server/shop/fulfilment'
import { ORDER_NOT_FOUND, orderKeyOf } from '@/server/shop/orders'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/**
 * POST /api/orders/{id}/fulfil (issue 16): staff mark an order shipped, ready for pickup or
 * picked up; the customer gets an e-mail. Area: orders (treasurer and admin, later a
 * fulfilment role); until roles land every staff account may.
 */
export const POST = route<Context>(
  async (request, { params }) => {
    const payload = await getPayload()
    await requireRole(payload, request.headers, 'orders')
    const { id } = await params
    // The order first: an id no order has is a 404 whatever the body says.
    if ((await orderKeyOf(payload, id)) === null) throw new ApiError(404, ORDER_NOT_FOUND)
    const input = await readJson(request, fulfilSchema)
    return staffJson(await fulfilOrder(payload, id, input))
  },
  { confidential: true },
)
