import { ApiError } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { batchDetail } from '@/server/ledger/batches'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** One batch with its gifts and how far it is from its count and total. */
export const GET = staffRoute<{ id: string }>(STAFF.ledger, async ({ payload, params }) => {
  const id = serialKeyOf(params.id)
  if (id === null) throw new ApiError(404, 'Batch not found.')
  return batchDetail(payload, id)
})
