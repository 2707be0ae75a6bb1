import { readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { recordAudit } from '@/server/audit'
import { requireRole, requireStaff } from '@/server/auth'
import { EXPORT_LISTS, exportSchema } from '@/server/staff/exports'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** POST /api/exports {list, rows}: records a CSV export in the audit log before the browser offers the file. */
export const POST = route(async (request) => {
  const payload = await getPayload()
  // 401 before reading the body, so an anonymous caller learns nothing about the list names.
  await requireStaff(payload, request.headers)
  const input = await readJson(request, exportSchema)
  const user = await requireRole(payload, request.headers, EXPORT_LISTS[input.list])
  await recordAudit(payload, { action: 'export', user, collection: input.list, count: input.rows, detail: input.list })
  return staffJson({ message: 'Export recorded.' }, { status: 201 })
})
