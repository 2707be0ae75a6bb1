import { listMessages, parseBox } from '@/server/inbox/messages'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** /api/inbox/contact-messages or /api/inbox/drive-inquiries: the box, newest first (intake staff). */
export const GET = staffRoute<{ box: string }>(STAFF.inbox, async ({ payload, staff, params }) => listMessages(payload, parseBox(params.box), staff))
