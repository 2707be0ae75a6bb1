import { systemStatus } from '@/server/alerts/status'
import { jobSchedule } from '@/server/jobs'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** The checks behind the alerts, admins only → {checks: [{key, alert, label, state, lastGoodAt, detail}], lastAlerts}. */
export const GET = staffRoute(STAFF.system, async ({ payload }) => systemStatus(payload, jobSchedule()))
