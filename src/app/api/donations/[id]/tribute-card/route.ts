import { ApiError } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { previewTributeCard, resendTributeCard } from '@/server/donations/tribute-cards'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

const NO_CARD = 'This gift has no tribute card.'

function giftId(raw: string) {
  const id = serialKeyOf(raw)
  if (id === null) throw new ApiError(404, NO_CARD)
  return id
}

/** Staff preview of a tribute gift's card (issue 30): recipient, subject, body, when it was sent. */
export const GET = staffRoute<{ id: string }>(STAFF.ledger, async ({ payload, params }) => {
  const card = await previewTributeCard(payload, giftId(params.id))
  if (!card) throw new ApiError(404, NO_CARD)
  return card
})

/** Staff send the card again. */
export const POST = staffRoute<{ id: string }>(STAFF.ledger, async ({ payload, params }) => {
  const card = await resendTributeCard(payload, giftId(params.id))
  if (!card) throw new ApiError(404, NO_CARD)
  return card
})
