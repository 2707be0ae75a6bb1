import { readJson } from '@/lib/http'
import { parseBox } from '@/server/inbox/messages'
import { addCaseNote, caseNoteSchema, parseId } from '@/server/inbox/notes'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Adds a staff note to a message or drive inquiry → 201 with the note, dated and attributed. */
export const POST = staffRoute<{ box: string; id: string }>(STAFF.inbox, async ({ request, payload, staff, params }) => {
  // The address first: a malformed key is a missing item (404) whatever the body says.
  const box = parseBox(params.box)
  const id = parseId(box, params.id)
  const input = await readJson(request, caseNoteSchema)
  return staffJson(await addCaseNote(payload, box, id, input, staff), { status: 201 })
})
