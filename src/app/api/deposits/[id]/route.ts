import { ApiError } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { DEPOSIT_NOT_FOUND, depositDetail } from '@/server/ledger/deposits'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** GET /api/deposits/{id}: the deposit and its lines, each with its gift or order. */
export const GET = staffRoute<{ id: string }>(STAFF.ledger, async ({ payload, params }) => {
  const id = serialKeyOf(params.id)
  if (id === null) throw new ApiError(404, DEPOSIT_NOT_FOUND)
  return depositDetail(payload, id)
})
