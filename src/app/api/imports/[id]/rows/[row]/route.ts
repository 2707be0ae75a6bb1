import { resolveSchema } from '@/domain/imports/fields'
import { ApiError, readJson } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { resolveRow } from '@/server/imports/imports'
import { IMPORT_NOT_FOUND } from '@/server/imports/state'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Resolves an ambiguous row: `{contactId}` of one of its candidates, or `{skip: true}`. */
export const POST = staffRoute<{ id: string; row: string }>(STAFF.ledger, async ({ request, payload, params }) => {
  const id = serialKeyOf(params.id)
  const row = serialKeyOf(params.row)
  if (id === null) throw new ApiError(404, IMPORT_NOT_FOUND)
  if (row === null) throw new ApiError(404, 'This import has no such row.')
  return resolveRow(payload, id, row, await readJson(request, resolveSchema))
})
