import { ApiError, readJson } from '@/lib/http'
import { refundRequestSchema, requestOrderRefund } from '@/server/ledger/refunds'
import { ORDER_NOT_FOUND, orderKeyOf } from '@/server/shop/orders'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Staff refund of an order by its public id (all that is left, or `amount`): 202; the order and its gifts follow Stripe's event. */
export const POST = staffRoute<{ id: string }>({ ...STAFF.orders, auditsItself: true }, async ({ request, payload, params, staff }) => {
  const key = await orderKeyOf(payload, params.id)
  if (key === null) throw new ApiError(404, ORDER_NOT_FOUND)
  const { amount, requestId, reason } = await readJson(request, refundRequestSchema)
  return staffJson(await requestOrderRefund(payload, key, amount, requestId, { staff, reason }), { status: 202 })
})
