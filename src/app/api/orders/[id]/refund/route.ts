import { ApiError, readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { refundRequestSchema, requestOrderRefund } from '@/server/ledger/refunds'
import { ORDER_NOT_FOUND, orderKeyOf } from '@/server/shop/orders'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** Staff refund of an order by its public id (all that is left, or `amount`): 202; the order and its gifts follow Stripe's event. */
export const POST = route<Context>(
  async (request, { params }) => {
    const payload = await getPayload()
    await requireRole(payload, request.headers, 'orders')
    const key = await orderKeyOf(payload, (await params).id)
    if (key === null) throw new ApiError(404, ORDER_NOT_FOUND)
    const { amount, requestId } = await readJson(request, refundRequestSchema)
    return staffJson(await requestOrderRefund(payload, key, amount, requestId), { status: 202 })
  },
  { confidential: true },
)
