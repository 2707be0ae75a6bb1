import { inboxCounts } from '@/server/inbox/counts'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** How many items wait in the inboxes the signed-in role may open ({} for the others). */
export const GET = staffRoute({ message: STAFF.inbox.message }, async ({ payload, staff }) => inboxCounts(payload, staff))
