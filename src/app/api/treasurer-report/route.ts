import { parseWith } from '@/lib/http'
import { queryParams } from '@/server/donors/contacts'
import { reportQuerySchema, treasurerReport } from '@/server/ledger/treasurer-report'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** GET /api/treasurer-report?year=2026: gifts by month (gross, refunds, net, split) beside shop sales. */
export const GET = staffRoute(STAFF.ledger, async ({ request, payload }) =>
  treasurerReport(payload, parseWith(reportQuerySchema, queryParams(request.url)).year),
)
