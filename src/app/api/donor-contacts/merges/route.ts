import { mergeSchema } from '@/domain/donors/duplicates'
import { readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { databasePool } from '@/lib/db'
import { DONOR_AUTH_MESSAGE } from '@/server/donors/contacts'
import { mergeContacts, mergeHistory } from '@/server/donors/duplicates'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** The merge history, newest first → {merges}. */
export const GET = route(
  async (request) => {
    const payload = await getPayload()
    await requireRole(payload, request.headers, 'donorData', DONOR_AUTH_MESSAGE)
    return staffJson({ merges: await mergeHistory(databasePool(payload)) })
  },
  { confidential: true },
)

/** Merges {keepId, mergeId, fromMerged: [field…]} → 200 {message, contactId}. */
export const POST = route(
  async (request) => {
    const payload = await getPayload()
    const staff = await requireRole(payload, request.headers, 'donorData', DONOR_AUTH_MESSAGE)
    const input = await readJson(request, mergeSchema)
    return staffJson(await mergeContacts(payload, input, staff))
  },
  { confidential: true },
)
