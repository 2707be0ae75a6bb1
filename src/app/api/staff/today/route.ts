import { STAFF, staffRoute } from '@/server/staff-route'
import { todayCounts } from '@/server/today'

export const dynamic = 'force-dynamic'

/** What needs someone today, each count only for the roles that may see it → {items: [{key, label, count, href}]}. */
export const GET = staffRoute(STAFF.any, async ({ payload, staff }) => ({ items: await todayCounts(payload, staff) }))
