import { matchingUpdateSchema } from '@/domain/donations/offline'
import { ApiError, readJson } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { DONATION_NOT_FOUND } from '@/server/ledger/offline'
import { updateMatchingGift } from '@/server/ledger/matching'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Moves a gift's matching follow-up: {status: to_ask | asked | declined} or {status: received, amount, receivedAt}. */
export const POST = staffRoute<{ id: string }>(STAFF.ledger, async ({ request, payload, staff, params }) => {
  const id = serialKeyOf(params.id)
  if (id === null) throw new ApiError(404, DONATION_NOT_FOUND)
  return updateMatchingGift(payload, staff, id, await readJson(request, matchingUpdateSchema))
})
