import { CROSS_SITE_MESSAGE, isCrossSite } from '@/lib/cross-site'
import { ApiError } from '@/lib/http'
import { createImport } from '@/server/imports/imports'
import { listImports } from '@/server/imports/view'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'
// A 50 MB upload is streamed to the database: give it time on a slow line.
export const maxDuration = 300

/** The latest imports of donor and gift history (issue 44). */
export const GET = staffRoute(STAFF.ledger, async ({ payload }) => listImports(payload))

/** Uploads a CSV file (multipart: file, kind, source, mapping, dateOrder, decimalMark); its dry run starts at once. */
export const POST = staffRoute({ ...STAFF.ledger, auditsItself: true }, async ({ request, payload, staff }) => {
  // The proxy does not run for this path (it would cut the body at 10 MB): its check, here.
  if (isCrossSite(request.headers)) throw new ApiError(403, CROSS_SITE_MESSAGE)
  return staffJson(await createImport(payload, staff, request), { status: 201 })
})
