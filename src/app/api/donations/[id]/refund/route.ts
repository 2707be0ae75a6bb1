import { ApiError, readJson } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { refundRequestSchema, requestDonationRefund } from '@/server/ledger/refunds'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Staff refund of a gift (all that is left, or `amount`; `requestId` makes a repeat one refund): 202 once the amount is reserved and Stripe took it, and the ledger follows Stripe's event. */
export const POST = staffRoute<{ id: string }>({ ...STAFF.ledger, auditsItself: true }, async ({ request, payload, params, staff }) => {
  const id = serialKeyOf(params.id)
  if (id === null) throw new ApiError(404, 'Donation not found.')
  const { amount, requestId, reason } = await readJson(request, refundRequestSchema)
  return staffJson(await requestDonationRefund(payload, id, amount, requestId, { staff, reason }), { status: 202 })
})
