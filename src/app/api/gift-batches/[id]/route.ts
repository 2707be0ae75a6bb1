import { ApiError, route } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { getPayload } from '@/server/payload'
import { requireRole } from '@/server/auth'
import { batchDetail } from '@/server/ledger/batches'
import { staffJson } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** One batch with its gifts and how far it is from its count and total. */
export const GET = route<Context>(
  async (request, { params }) => {
    const payload = await getPayload()
    await requireRole(payload, request.headers, 'donorData')
    const id = serialKeyOf((await params).id)
    if (id === null) throw new ApiError(404, 'Batch not found.')
    return staffJson(await batchDetail(payload, id))
  },
  { confidential: true },
)
