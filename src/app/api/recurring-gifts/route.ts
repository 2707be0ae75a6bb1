import { parseWith } from '@/lib/http'
import { queryParams } from '@/server/donors/contacts'
import { recurringQuerySchema } from '@/server/ledger/lists'
import { listRecurringGifts } from '@/server/ledger/recurring-gifts'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

export const GET = staffRoute(STAFF.ledger, async ({ request, payload }) =>
  listRecurringGifts(payload, parseWith(recurringQuerySchema, queryParams(request.url))),
)
