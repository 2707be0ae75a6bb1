import { route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { openMessage, parseBox } from '@/server/inbox/messages'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** Opens one message or drive inquiry: it counts as read from now on (intake staff). */
export const GET = route<{ params: Promise<{ box: string; id: string }> }>(
  async (request, { params }) => {
    const payload = await getPayload()
    const staff = await requireRole(payload, request.headers, 'intake', 'Authentication required. Please log in.')
    const { box, id } = await params
    return staffJson(await openMessage(payload, parseBox(box), id, staff))
  },
  { confidential: true },
)
