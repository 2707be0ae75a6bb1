import { route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { systemStatus } from '@/server/alerts/status'
import { requireRole } from '@/server/auth'
import { jobSchedule } from '@/server/jobs'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** The checks behind the alerts, admins only → {checks: [{key, alert, label, state, lastGoodAt, detail}], lastAlerts}. */
export const GET = route(async (request) => {
  const payload = await getPayload()
  await requireRole(payload, request.headers, 'system')
  return staffJson(await systemStatus(payload, jobSchedule()))
})
