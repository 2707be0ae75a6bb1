import { ApiError } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { IMPORT_NOT_FOUND } from '@/server/imports/state'
import { commitImport } from '@/server/imports/work'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Commits an import as a background job (202); asking again while it runs or once done answers the same. */
export const POST = staffRoute<{ id: string }>({ ...STAFF.ledger, auditsItself: true }, async ({ payload, params, staff }) => {
  const id = serialKeyOf(params.id)
  if (id === null) throw new ApiError(404, IMPORT_NOT_FOUND)
  return staffJson(await commitImport(payload, staff, id), { status: 202 })
})
