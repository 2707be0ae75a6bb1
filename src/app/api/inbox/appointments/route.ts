import { route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { upcomingAppointments } from '@/server/intake/cases'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** The boutique's upcoming visits by day, in the foundation's time zone (intake staff; audited). */
export const GET = route(
  async (request) => {
    const payload = await getPayload()
    const staff = await requireRole(payload, request.headers, 'intake', 'Authentication required. Please log in.')
    return staffJson(await upcomingAppointments(payload, staff))
  },
  { confidential: true },
)
