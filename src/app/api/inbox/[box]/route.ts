import { route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { listMessages, parseBox } from '@/server/inbox/messages'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** /api/inbox/contact-messages or /api/inbox/drive-inquiries: the box, newest first (intake staff). */
export const GET = route<{ params: Promise<{ box: string }> }>(
  async (request, { params }) => {
    const payload = await getPayload()
    const staff = await requireRole(payload, request.headers, 'intake', 'Authentication required. Please log in.')
    return staffJson(await listMessages(payload, parseBox((await params).box), staff))
  },
  { confidential: true },
)
