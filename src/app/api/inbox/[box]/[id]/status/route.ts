import { readJson } from '@/lib/http'
import { changeMessageStatus, messageStatusSchema, parseBox } from '@/server/inbox/messages'
import { parseId } from '@/server/inbox/notes'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** {status}: New → Replied → Closed (or reopened as New) → 200 with the message; 409 otherwise. */
export const POST = staffRoute<{ box: string; id: string }>(STAFF.inbox, async ({ request, payload, staff, params }) => {
  // The address first: a malformed key is a missing item (404) whatever the body says.
  const box = parseBox(params.box)
  const id = parseId(box, params.id)
  return changeMessageStatus(payload, box, id, await readJson(request, messageStatusSchema), staff)
})
