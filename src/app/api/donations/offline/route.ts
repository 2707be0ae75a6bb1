import { offlineGiftSchema } from '@/domain/donations/offline'
import { readJson, route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { requireRole } from '@/server/auth'
import { enterOfflineGift } from '@/server/ledger/offline'
import { staffJson } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** A check, cash, stock or in-kind gift entered by the treasurer: 201 {id} (200 for a repeated requestId). */
export const POST = route(
  async (request) => {
    const payload = await getPayload()
    const user = await requireRole(payload, request.headers, 'donorData')
    const gift = await readJson(request, offlineGiftSchema)
    const { id, repeated } = await enterOfflineGift(payload, user, gift)
    return staffJson({ id }, { status: repeated ? 200 : 201 })
  },
  { confidential: true },
)
