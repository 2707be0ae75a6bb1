import { ApiError } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { IMPORT_NOT_FOUND } from '@/server/imports/state'
import { rejectsCsv } from '@/server/imports/view'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** The rows of an import that were not imported, as in the file, with the reason in a last column. */
export const GET = staffRoute<{ id: string }>(STAFF.ledger, async ({ payload, params }) => {
  const id = serialKeyOf(params.id)
  if (id === null) throw new ApiError(404, IMPORT_NOT_FOUND)
  return new Response(await rejectsCsv(payload, id), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="import-${id}-rejects.csv"` },
  })
})
