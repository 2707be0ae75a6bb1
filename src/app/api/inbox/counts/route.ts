import { route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireStaff } from '@/server/auth'
import { inboxCounts } from '@/server/inbox/counts'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** How many items wait in the inboxes the signed-in role may open ({} for the others). */
export const GET = route(async (request) => {
  const payload = await getPayload()
  const staff = await requireStaff(payload, request.headers, 'Authentication required. Please log in.')
  return staffJson(await inboxCounts(payload, staff))
})
