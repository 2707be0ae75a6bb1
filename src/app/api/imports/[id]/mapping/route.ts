import { remapSchema } from '@/domain/imports/fields'
import { ApiError, readJson } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { remapImport } from '@/server/imports/imports'
import { IMPORT_NOT_FOUND } from '@/server/imports/state'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Staff's corrected mapping (and date order, decimal mark), saved for the source when asked: the dry run starts again. */
export const POST = staffRoute<{ id: string }>(STAFF.ledger, async ({ request, payload, params }) => {
  const id = serialKeyOf(params.id)
  if (id === null) throw new ApiError(404, IMPORT_NOT_FOUND)
  return remapImport(payload, id, await readJson(request, remapSchema))
})
