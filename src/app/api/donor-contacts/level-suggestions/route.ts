import { readJson } from '@/lib/http'
import { approveLevel, approveSchema, levelSuggestions } from '@/server/donors/level-suggestions'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Donors whose last 12 months reach a giving circle they are not listed in (staff with donor data). */
export const GET = staffRoute(STAFF.donors, async ({ payload }) => {
  const suggestions = await levelSuggestions(payload)
  return { count: suggestions.length, suggestions }
})

/** Approves one suggestion into the public roster under the donor's chosen display name → 201. */
export const POST = staffRoute(STAFF.donors, async ({ request, payload }) =>
  staffJson(await approveLevel(payload, await readJson(request, approveSchema)), { status: 201 }),
)
