import { parseWith, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { listRecurringGifts } from '@/server/ledger/recurring-gifts'
import { queryParams } from '@/server/donors/contacts'
import { recurringQuerySchema } from '@/server/ledger/lists'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

export const GET = route(
  async (request) => {
    const payload = await getPayload()
    await requireRole(payload, request.headers, 'donorData')
    return staffJson(await listRecurringGifts(payload, parseWith(recurringQuerySchema, queryParams(request.url))))
  },
  { confidential: true },
)
