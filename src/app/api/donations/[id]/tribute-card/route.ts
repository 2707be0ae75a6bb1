import { ApiError, route } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { getPayload } from '@/server/payload'
import { requireRole } from '@/server/auth'
import { previewTributeCard, resendTributeCard } from '@/server/donations/tribute-cards'
import { staffJson } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

const NO_CARD = 'This gift has no tribute card.'

async function giftId(params: Context['params']) {
  const id = serialKeyOf((await params).id)
  if (id === null) throw new ApiError(404, NO_CARD)
  return id
}

/** Staff preview of a tribute gift's card (issue 30): recipient, subject, body, when it was sent. */
export const GET = route<Context>(
  async (request, { params }) => {
    const payload = await getPayload()
    await requireRole(payload, request.headers, 'donorData')
    const card = await previewTributeCard(payload, await giftId(params))
    if (!card) throw new ApiError(404, NO_CARD)
    return staffJson(card)
  },
  { confidential: true },
)

/** Staff send the card again. */
export const POST = route<Context>(
  async (request, { params }) => {
    const payload = await getPayload()
    await requireRole(payload, request.headers, 'donorData')
    const card = await resendTributeCard(payload, await giftId(params))
    if (!card) throw new ApiError(404, NO_CARD)
    return staffJson(card)
  },
  { confidential: true },
)
