import { matchingUpdateSchema } from '@/domain/donations/offline'
import { ApiError, readJson, route } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { getPayload } from '@/server/payload'
import { requireRole } from '@/server/auth'
import { DONATION_NOT_FOUND } from '@/server/ledger/offline'
import { updateMatchingGift } from '@/server/ledger/matching'
import { staffJson } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** Moves a gift's matching follow-up: {status: to_ask | asked | declined} or {status: received, amount, receivedAt}. */
export const POST = route<Context>(
  async (request, { params }) => {
    const payload = await getPayload()
    const user = await requireRole(payload, request.headers, 'donorData')
    const id = serialKeyOf((await params).id)
    if (id === null) throw new ApiError(404, DONATION_NOT_FOUND)
    const update = await readJson(request, matchingUpdateSchema)
    return staffJson(await updateMatchingGift(payload, user, id, update))
  },
  { confidential: true },
)
