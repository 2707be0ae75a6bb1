import { ApiError } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { closeBatch } from '@/server/ledger/batches'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Closes a batch whose gifts match its count and total; 409 with the difference otherwise. */
export const POST = staffRoute<{ id: string }>(STAFF.ledger, async ({ payload, staff, params }) => {
  const id = serialKeyOf(params.id)
  if (id === null) throw new ApiError(404, 'Batch not found.')
  return closeBatch(payload, staff, id)
})
