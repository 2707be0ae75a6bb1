import { readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { changeMessageStatus, messageStatusSchema, parseBox } from '@/server/inbox/messages'
import { parseId } from '@/server/inbox/notes'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** {status}: New → Replied → Closed (or reopened as New) → 200 with the message; 409 otherwise. */
export const POST = route<{ params: Promise<{ box: string; id: string }> }>(
  async (request, { params }) => {
    const payload = await getPayload()
    const staff = await requireRole(payload, request.headers, 'intake', 'Authentication required. Please log in.')
    const { box: rawBox, id: rawId } = await params
    // The address first: a malformed key is a missing item (404) whatever the body says.
    const box = parseBox(rawBox)
    const id = parseId(box, rawId)
    const input = await readJson(request, messageStatusSchema)
    return staffJson(await changeMessageStatus(payload, box, id, input, staff))
  },
  { confidential: true },
)
