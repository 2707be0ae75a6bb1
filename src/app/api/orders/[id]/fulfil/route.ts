import { fulfilSchema } from '@/domain/shop/fulfil-schema'
import { readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { fulfilOrder } from '@/server/shop/fulfilment'
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
    const input = await readJson(request, fulfilSchema)
    return staffJson(await fulfilOrder(payload, (await params).id, input))
  },
  { confidential: true },
)
