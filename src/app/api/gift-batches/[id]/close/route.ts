import { ApiError, route } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { getPayload } from '@/server/payload'
import { requireRole } from '@/server/auth'
import { closeBatch } from '@/server/ledger/batches'
import { staffJson } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** Closes a batch whose gifts match its count and total; 409 with the difference otherwise. */
export const POST = route<Context>(
  async (request, { params }) => {
    const payload = await getPayload()
    const user = await requireRole(payload, request.headers, 'donorData')
    const id = serialKeyOf((await params).id)
    if (id === null) throw new ApiError(404, 'Batch not found.')
    return staffJson(await closeBatch(payload, user, id))
  },
  { confidential: true },
)
