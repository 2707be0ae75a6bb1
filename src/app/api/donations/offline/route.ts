import { offlineGiftSchema } from '@/domain/donations/offline'
import { readJson } from '@/lib/http'
import { enterOfflineGift } from '@/server/ledger/offline'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** A check, cash, stock or in-kind gift entered by the treasurer: 201 {id} (200 for a repeated requestId). */
export const POST = staffRoute(STAFF.ledger, async ({ request, payload, staff }) => {
  const { id, repeated } = await enterOfflineGift(payload, staff, await readJson(request, offlineGiftSchema))
  return staffJson({ id }, { status: repeated ? 200 : 201 })
})
