import { ApiError } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { startAppeal } from '@/server/appeals/appeals'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** POST /api/appeals/{id}/send → 202: the recipients are written once and e-mailed through the queue. */
export const POST = staffRoute<{ id: string }>(STAFF.ledger, async ({ payload, staff, params }) => {
  const id = serialKeyOf(params.id)
  if (id === null) throw new ApiError(404, 'Appeal not found.')
  return staffJson(await startAppeal(payload, staff, id), { status: 202 })
})
