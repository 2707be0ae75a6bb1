import { dismissSchema } from '@/domain/donors/duplicates'
import { readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { databasePool } from '@/lib/db'
import { DONOR_AUTH_MESSAGE } from '@/server/donors/contacts'
import { dismissPair, duplicateSuggestions } from '@/server/donors/duplicates'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** Suggested duplicate pairs, each side with the details a merge chooses between → {count, pairs}. */
export const GET = route(
  async (request) => {
    const payload = await getPayload()
    await requireRole(payload, request.headers, 'donorData', DONOR_AUTH_MESSAGE)
    return staffJson(await duplicateSuggestions(databasePool(payload)))
  },
  { confidential: true },
)

/** "Not a duplicate" {contactA, contactB}: the pair is not suggested again → 200 {message}. */
export const POST = route(
  async (request) => {
    const payload = await getPayload()
    const staff = await requireRole(payload, request.headers, 'donorData', DONOR_AUTH_MESSAGE)
    const input = await readJson(request, dismissSchema)
    return staffJson(await dismissPair(payload, input, staff))
  },
  { confidential: true },
)
