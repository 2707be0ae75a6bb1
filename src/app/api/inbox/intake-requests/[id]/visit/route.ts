import { visitSchema } from '@/domain/goods/goods'
import { ApiError, readJson } from '@/lib/http'
import { recordVisit } from '@/server/goods/visits'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** When a visit ended: whether she came and the items given by category (intake, admin). */
export const POST = staffRoute<{ id: string }>(STAFF.inbox, async ({ request, payload, params }) => {
  if (!/^\d{1,9}$/.test(params.id)) throw new ApiError(404, 'Intake request not found.')
  return recordVisit(payload, Number(params.id), await readJson(request, visitSchema))
})
