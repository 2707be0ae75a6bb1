import { ApiError } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { IMPORT_NOT_FOUND } from '@/server/imports/state'
import { undoImport } from '@/server/imports/undo'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Undoes an import whole (202), or answers 409 with the gifts refunded, voided or receipted since. */
export const POST = staffRoute<{ id: string }>({ ...STAFF.ledger, auditsItself: true }, async ({ payload, params, staff }) => {
  const id = serialKeyOf(params.id)
  if (id === null) throw new ApiError(404, IMPORT_NOT_FOUND)
  const outcome = await undoImport(payload, staff, id)
  if ('blockingGifts' in outcome) {
    const count = outcome.blockingGifts.length
    return staffJson(
      { message: `This import cannot be undone: ${count === 1 ? 'one of its gifts' : `${count} of its gifts`} changed since.`, blockingGifts: outcome.blockingGifts },
      { status: 409 },
    )
  }
  return staffJson(outcome.view, { status: 202 })
})
