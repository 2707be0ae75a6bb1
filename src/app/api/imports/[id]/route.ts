import { z } from 'zod'

import { IMPORT_LABELS } from '@/domain/imports/fields'
import { ApiError, parseWith } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { IMPORT_NOT_FOUND } from '@/server/imports/state'
import { importView } from '@/server/imports/view'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

const querySchema = z.object({
  offset: z.coerce.number({ error: 'offset must be a number.' }).int('offset must be a whole number.').min(0, 'offset must be 0 or more.').max(10_000_000).default(0),
  label: z.enum(IMPORT_LABELS, { error: `label must be one of ${IMPORT_LABELS.join(', ')}.` }).optional(),
})

/** An import's state, progress, counts and 500 of its rows from `offset` (of one label when asked). */
export const GET = staffRoute<{ id: string }>(STAFF.ledger, async ({ request, payload, params }) => {
  const id = serialKeyOf(params.id)
  if (id === null) throw new ApiError(404, IMPORT_NOT_FOUND)
  const query = parseWith(querySchema, Object.fromEntries(new URL(request.url).searchParams))
  return importView(payload, id, query.offset, query.label)
})
