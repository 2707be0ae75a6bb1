import { ApiError } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { appealResults } from '@/server/appeals/appeals'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** GET /api/appeals/{id}: {status, recipients, sent, clicks, gifts, donors, raisedCents} and first-time vs returning donors. */
export const GET = staffRoute<{ id: string }>(STAFF.ledger, async ({ payload, params }) => {
  const id = serialKeyOf(params.id)
  if (id === null) throw new ApiError(404, 'Appeal not found.')
  return appealResults(payload, id)
})
