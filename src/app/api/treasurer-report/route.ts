import { parseWith, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { reportQuerySchema, treasurerReport } from '@/server/ledger/treasurer-report'
import { queryParams } from '@/server/donors/contacts'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** GET /api/treasurer-report?year=2026: gifts by month (gross, refunds, net, split) beside shop sales. */
export const GET = route(async (request) => {
  const payload = await getPayload()
  await requireRole(payload, request.headers, 'donorData')
  const { year } = parseWith(reportQuerySchema, queryParams(request.url))
  return staffJson(await treasurerReport(payload, year))
})
