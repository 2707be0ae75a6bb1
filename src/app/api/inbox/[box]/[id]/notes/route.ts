import { readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { parseBox } from '@/server/inbox/messages'
import { addCaseNote, caseNoteSchema, parseId } from '@/server/inbox/notes'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** Adds a staff note to a message or drive inquiry → 201 with the note, dated and attributed. */
export const POST = route<{ params: Promise<{ box: string; id: string }> }>(
  async (request, { params }) => {
    const payload = await getPayload()
    const staff = await requireRole(payload, request.headers, 'intake', 'Authentication required. Please log in.')
    const { box: rawBox, id: rawId } = await params
    // The address first: a malformed key is a missing item (404) whatever the body says.
    const box = parseBox(rawBox)
    const id = parseId(box, rawId)
    const input = await readJson(request, caseNoteSchema)
    return staffJson(await addCaseNote(payload, box, id, input, staff), { status: 201 })
  },
  { confidential: true },
)
