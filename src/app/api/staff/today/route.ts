import { route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireStaff } from '@/server/auth'
import { staffJson } from '@/server/staff/respond'
import { todayCounts } from '@/server/staff/today'

export const dynamic = 'force-dynamic'

/** What needs someone today, each count only for the roles that may see it → {items: [{key, label, count, href}]}. */
export const GET = route(
  async (request) => {
    const payload = await getPayload()
    const staff = await requireStaff(payload, request.headers)
    return staffJson({ items: await todayCounts(payload, staff) })
  },
  { confidential: true },
)
