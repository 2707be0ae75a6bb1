import { parseWith, readJson } from '@/lib/http'
import { queryParams } from '@/server/donors/contacts'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'
import { runProgress, startStatementRun, statementYearSchema } from '@/server/statements/runs'

export const dynamic = 'force-dynamic'

/**
 * POST /api/staff/statements {year}: starts (or resumes) sending every donor her statement for
 * that year → 202 with the progress; the sending goes on in the background.
 * Treasurer and admin only (donor data).
 */
export const POST = staffRoute(STAFF.ledger, async ({ request, payload, staff }) => {
  const { year } = await readJson(request, statementYearSchema)
  return staffJson(await startStatementRun(payload, year, staff), { status: 202 })
})

/** GET /api/staff/statements?year=2025 → {year, status: none|running|done, total, sent, failed, pending, …}. */
export const GET = staffRoute(STAFF.ledger, async ({ request, payload }) =>
  runProgress(payload, parseWith(statementYearSchema, queryParams(request.url)).year),
)
