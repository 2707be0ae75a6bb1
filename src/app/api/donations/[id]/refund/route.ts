import { ApiError, readJson, route } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { refundRequestSchema, requestDonationRefund } from '@/server/ledger/refunds'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** Staff refund of a gift (all that is left, or `amount`; `requestId` makes a repeat one refund): 202 once the amount is reserved and Stripe took it, and the ledger follows Stripe's event. */
export const POST = route<Context>(
  async (request, { params }) => {
    const payload = await getPayload()
    await requireRole(payload, request.headers, 'donorData')
    const id = serialKeyOf((await params).id)
    if (id === null) throw new ApiError(404, 'Donation not found.')
    const { amount, requestId } = await readJson(request, refundRequestSchema)
    return staffJson(await requestDonationRefund(payload, id, amount, requestId), { status: 202 })
  },
  { confidential: true },
)
