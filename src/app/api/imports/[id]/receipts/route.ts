import { receiptRangeSchema } from '@/domain/imports/fields'
import { ApiError, readJson } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { IMPORT_NOT_FOUND } from '@/server/imports/state'
import { receiptImportedGifts } from '@/server/imports/undo'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Receipts (e-mailed) for an import's gifts dated from `from` to `to`: they get none unless staff ask. */
export const POST = staffRoute<{ id: string }>({ ...STAFF.ledger, auditsItself: true }, async ({ request, payload, params, staff }) => {
  const id = serialKeyOf(params.id)
  if (id === null) throw new ApiError(404, IMPORT_NOT_FOUND)
  return receiptImportedGifts(payload, staff, id, await readJson(request, receiptRangeSchema))
})
