import { ApiError } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { recordAudit } from '@/server/audit'
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

/** Staff send the card again; each resend is audited (issue 42). */
export const POST = staffRoute<{ id: string }>({ ...STAFF.ledger, auditsItself: true }, async ({ payload, params, staff }) => {
  const id = giftId(params.id)
  const card = await resendTributeCard(payload, id)
  if (!card) throw new ApiError(404, NO_CARD)
  await recordAudit(payload, { action: 'tribute-card-resend', user: staff, collection: 'donations', recordId: id })
  return card
})
