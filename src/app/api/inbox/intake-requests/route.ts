import { INTAKE_VIEWS, type IntakeView, listIntakeRequests } from '@/server/intake/cases'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** The intake inbox: ?view=open (default), new, closed or all; newest first (intake staff; audited). */
export const GET = staffRoute(STAFF.inbox, async ({ request, payload, staff }) => {
  const asked = new URL(request.url).searchParams.get('view')
  const view: IntakeView = (INTAKE_VIEWS as readonly string[]).includes(asked ?? '') ? (asked as IntakeView) : 'open'
  return listIntakeRequests(payload, staff, view)
})
