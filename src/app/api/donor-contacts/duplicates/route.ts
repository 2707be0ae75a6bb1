import { dismissSchema } from '@/domain/donors/duplicates'
import { databasePool } from '@/lib/db'
import { readJson } from '@/lib/http'
import { dismissPair, duplicateSuggestions } from '@/server/donors/duplicates'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Suggested duplicate pairs, each side with the details a merge chooses between → {count, pairs}. */
export const GET = staffRoute(STAFF.donors, async ({ payload }) => duplicateSuggestions(databasePool(payload)))

/** "Not a duplicate" {contactA, contactB}: the pair is not suggested again → 200 {message}. */
export const POST = staffRoute(STAFF.donors, async ({ request, payload, staff }) =>
  dismissPair(payload, await readJson(request, dismissSchema), staff),
)
