import { readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { DONOR_AUTH_MESSAGE } from '@/server/donors/contacts'
import { approveLevel, approveSchema, levelSuggestions } from '@/server/donors/level-suggestions'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** Donors whose last 12 months reach a giving circle they are not listed in (staff with donor data). */
export const GET = route(
  async (request) => {
    const payload = await getPayload()
    await requireRole(payload, request.headers, 'donorData', DONOR_AUTH_MESSAGE)
    const suggestions = await levelSuggestions(payload)
    return staffJson({ count: suggestions.length, suggestions })
  },
  { confidential: true },
)

/** Approves one suggestion into the public roster under the donor's chosen display name → 201. */
export const POST = route(
  async (request) => {
    const payload = await getPayload()
    await requireRole(payload, request.headers, 'donorData', DONOR_AUTH_MESSAGE)
    const input = await readJson(request, approveSchema)
    return staffJson(await approveLevel(payload, input), { status: 201 })
  },
  { confidential: true },
)
