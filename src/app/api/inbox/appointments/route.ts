import { upcomingAppointments } from '@/server/intake/cases'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** The boutique's upcoming visits by day, in the foundation's time zone (intake staff; audited). */
export const GET = staffRoute(STAFF.inbox, async ({ payload, staff }) => upcomingAppointments(payload, staff))
