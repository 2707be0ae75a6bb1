import { voidSchema } from '@/domain/donations/offline'
import { ApiError, readJson } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { DONATION_NOT_FOUND, voidOfflineGift } from '@/server/ledger/offline'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Voids an offline gift entered in error, with a reason: out of every total, its receipt voided. */
export const POST = staffRoute<{ id: string }>(STAFF.ledger, async ({ request, payload, staff, params }) => {
  const id = serialKeyOf(params.id)
  if (id === null) throw new ApiError(404, DONATION_NOT_FOUND)
  const { reason } = await readJson(request, voidSchema)
  return voidOfflineGift(payload, staff, id, reason)
})
