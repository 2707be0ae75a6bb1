import { readJson } from '@/lib/http'
import { recordAudit } from '@/server/audit'
import { requireArea } from '@/server/auth'
import { EXPORT_LISTS, exportSchema } from '@/server/exports'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/**
 * POST /api/exports {list, rows}: records a CSV export in the audit log before the browser offers
 * the file. Any staff session first (401 before the body is read, so an anonymous caller learns
 * nothing about the list names), then the role the list's area needs. Through a staff API key,
 * this one row also names the key and the path (issue 42).
 */
export const POST = staffRoute({ ...STAFF.any, auditsItself: true }, async ({ request, payload, staff }) => {
  const input = await readJson(request, exportSchema)
  requireArea(staff, EXPORT_LISTS[input.list])
  await recordAudit(payload, { action: 'export', user: staff, collection: input.list, count: input.rows, detail: input.list })
  return staffJson({ message: 'Export recorded.' }, { status: 201 })
})
