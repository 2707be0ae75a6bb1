import { donorContactStats } from '@/server/donors/contacts'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

export const GET = staffRoute(STAFF.donors, async ({ payload }) => donorContactStats(payload))
