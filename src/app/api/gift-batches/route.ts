import { batchSchema } from '@/domain/donations/offline'
import { readJson } from '@/lib/http'
import { listBatches, openBatch } from '@/server/ledger/batches'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Open batches and the recently closed ones, with what was entered so far. */
export const GET = staffRoute(STAFF.ledger, async ({ payload }) => listBatches(payload))

/** Opens a batch with the count and total of the stack of checks: 201 with the batch. */
export const POST = staffRoute(STAFF.ledger, async ({ request, payload, staff }) =>
  staffJson(await openBatch(payload, staff, await readJson(request, batchSchema)), { status: 201 }),
)
