import { voidSchema } from '@/domain/donations/offline'
import { ApiError, readJson, route } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { getPayload } from '@/server/payload'
import { requireRole } from '@/server/auth'
import { DONATION_NOT_FOUND, voidOfflineGift } from '@/server/ledger/offline'
import { staffJson } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** Voids an offline gift entered in error, with a reason: out of every total, its receipt voided. */
export const POST = route<Context>(
  async (request, { params }) => {
    const payload = await getPayload()
    const user = await requireRole(payload, request.headers, 'donorData')
    const id = serialKeyOf((await params).id)
    if (id === null) throw new ApiError(404, DONATION_NOT_FOUND)
    const { reason } = await readJson(request, voidSchema)
    return staffJson(await voidOfflineGift(payload, user, id, reason))
  },
  { confidential: true },
)
