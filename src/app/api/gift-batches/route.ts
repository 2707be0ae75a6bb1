import { batchSchema } from '@/domain/donations/offline'
import { readJson, route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { requireRole } from '@/server/auth'
import { listBatches, openBatch } from '@/server/ledger/batches'
import { staffJson } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Open batches and the recently closed ones, with what was entered so far. */
export const GET = route(
  async (request) => {
    const payload = await getPayload()
    await requireRole(payload, request.headers, 'donorData')
    return staffJson(await listBatches(payload))
  },
  { confidential: true },
)

/** Opens a batch with the count and total of the stack of checks: 201 with the batch. */
export const POST = route(
  async (request) => {
    const payload = await getPayload()
    const user = await requireRole(payload, request.headers, 'donorData')
    const input = await readJson(request, batchSchema)
    return staffJson(await openBatch(payload, user, input), { status: 201 })
  },
  { confidential: true },
)
