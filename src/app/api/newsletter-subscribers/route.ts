import { parseWith } from '@/lib/http'
import { queryParams } from '@/server/donors/contacts'
import { ledgerQuerySchema, listSubscribers } from '@/server/ledger/lists'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

export const GET = staffRoute(STAFF.ledger, async ({ request, payload }) =>
  listSubscribers(payload, parseWith(ledgerQuerySchema, queryParams(request.url))),
)
