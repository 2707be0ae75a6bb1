import { route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { INTAKE_VIEWS, type IntakeView, listIntakeRequests } from '@/server/intake/cases'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** The intake inbox: ?view=open (default), new, closed or all; newest first (intake staff; audited). */
export const GET = route(
  async (request) => {
    const payload = await getPayload()
    const staff = await requireRole(payload, request.headers, 'intake', 'Authentication required. Please log in.')
    const asked = new URL(request.url).searchParams.get('view')
    const view: IntakeView = (INTAKE_VIEWS as readonly string[]).includes(asked ?? '') ? (asked as IntakeView) : 'open'
    return staffJson(await listIntakeRequests(payload, staff, view))
  },
  { confidential: true },
)
