import { ApiError } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { sendTestAppeal } from '@/server/appeals/appeals'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** POST /api/appeals/{id}/test: the appeal to the signed-in staff member's own address. */
export const POST = staffRoute<{ id: string }>(STAFF.ledger, async ({ payload, params, staff }) => {
  const id = serialKeyOf(params.id)
  if (id === null) throw new ApiError(404, 'Appeal not found.')
  return sendTestAppeal(payload, staff, id)
})
