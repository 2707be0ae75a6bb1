import { readJson } from '@/lib/http'
import { addCaseNote, caseNoteSchema, parseId } from '@/server/inbox/notes'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Adds a staff note to an intake request → 201 with the note, dated and attributed. */
export const POST = staffRoute<{ id: string }>(STAFF.inbox, async ({ request, payload, staff, params }) => {
  // The key first: a malformed one is a missing request (404) whatever the body says.
  const id = parseId('intake-requests', params.id)
  const input = await readJson(request, caseNoteSchema)
  return staffJson(await addCaseNote(payload, 'intake-requests', id, input, staff), { status: 201 })
})
