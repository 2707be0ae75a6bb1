import { mergeSchema } from '@/domain/donors/duplicates'
import { databasePool } from '@/lib/db'
import { readJson } from '@/lib/http'
import { mergeContacts, mergeHistory } from '@/server/donors/duplicates'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** The merge history, newest first → {merges}. */
export const GET = staffRoute(STAFF.donors, async ({ payload }) => ({ merges: await mergeHistory(databasePool(payload)) }))

/** Merges {keepId, mergeId, fromMerged: [field…]} → 200 {message, contactId}. */
export const POST = staffRoute(STAFF.donors, async ({ request, payload, staff }) =>
  mergeContacts(payload, await readJson(request, mergeSchema), staff),
)
