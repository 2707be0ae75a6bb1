import { CROSS_SITE_MESSAGE, isCrossSite } from '@/lib/security-headers'
import { jsonError } from '@/lib/http'
import { createImport } from '@/server/imports/imports'
import { listImports } from '@/server/imports/view'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'
// A 50 MB upload is streamed to the database: give it time on a slow line.
export const maxDuration = 300

/** The latest imports of donor and gift history (issue 44). */
export const GET = staffRoute(STAFF.ledger, async ({ payload }) => listImports(payload))

const upload = staffRoute({ ...STAFF.ledger, auditsItself: true }, async ({ request, payload, staff }) =>
  staffJson(await createImport(payload, staff, request), { status: 201 }),
)

/**
 * Uploads a CSV file (multipart: file, kind, source, mapping, dateOrder, decimalMark); its dry run
 * starts at once. The proxy does not run for this path (Next would buffer the body for it and cut
 * it at 10 MB), so its cross-site check comes first here, as it would there.
 */
export async function POST(request: Request, context: { params: Promise<Record<string, never>> }) {
  if (isCrossSite(request.headers)) return jsonError(403, CROSS_SITE_MESSAGE, undefined, { 'Cache-Control': 'no-store' })
  return upload(request, context)
}
