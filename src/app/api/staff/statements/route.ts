import { parseWith, readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { queryParams } from '@/server/donors/contacts'
import { staffJson } from '@/server/staff/respond'
import { runProgress, startStatementRun, statementYearSchema } from '@/server/statements/runs'

export const dynamic = 'force-dynamic'

/**
 * POST /api/staff/statements {year}: starts (or resumes) sending every donor her statement for
 * that year → 202 with the progress; the sending goes on in the background.
 * Treasurer and admin only (donor data).
 */
export const POST = route(async (request) => {
  const payload = await getPayload()
  const user = await requireRole(payload, request.headers, 'donorData')
  const { year } = await readJson(request, statementYearSchema)
  return staffJson(await startStatementRun(payload, year, user), { status: 202 })
})

/** GET /api/staff/statements?year=2025 → {year, status: none|running|done, total, sent, failed, pending, …}. */
export const GET = route(async (request) => {
  const payload = await getPayload()
  await requireRole(payload, request.headers, 'donorData')
  const { year } = parseWith(statementYearSchema, queryParams(request.url))
  return staffJson(await runProgress(payload, year))
})
