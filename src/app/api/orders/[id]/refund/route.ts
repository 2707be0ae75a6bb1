import { ApiError, readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireStaff } from '@/server/auth'
import { refundRequestSchema, requestOrderRefund } from '@/server/ledger/refunds'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** Staff refund of an order (all that is left, or `amount`): 202; the order and its gifts follow Stripe's event. */
export const POST = route<Context>(
  async (request, { params }) => {
    const payload = await getPayload()
    await requireStaff(payload, request.headers)
    const id = Number((await params).id)
    if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(404, 'Order not found.')
    const { amount } = await readJson(request, refundRequestSchema)
    return staffJson(await requestOrderRefund(payload, id, amount), { status: 202 })
  },
  { confidential: true },
)
