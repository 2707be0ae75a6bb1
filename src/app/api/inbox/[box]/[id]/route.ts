import { openMessage, parseBox } from '@/server/inbox/messages'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Opens one message or drive inquiry: it counts as read from now on (intake staff). */
export const GET = staffRoute<{ box: string; id: string }>(STAFF.inbox, async ({ payload, staff, params }) =>
  openMessage(payload, parseBox(params.box), params.id, staff),
)
