import { ApiError } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { previewAppeal } from '@/server/appeals/appeals'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** GET /api/appeals/{id}/preview: how many the appeal would reach now, and a sample of them. */
export const GET = staffRoute<{ id: string }>(STAFF.ledger, async ({ payload, params }) => {
  const id = serialKeyOf(params.id)
  if (id === null) throw new ApiError(404, 'Appeal not found.')
  return previewAppeal(payload, id)
})
