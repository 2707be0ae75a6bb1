import { readJson } from '@/lib/http'
import { addDonorNote, noteSchema, parseContactId } from '@/server/donors/record'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Adds a staff note to a donor contact → 201 with the note, dated and attributed. */
export const POST = staffRoute<{ id: string }>(STAFF.donors, async ({ request, payload, staff, params }) => {
  // The key first: a malformed one is a missing contact (404) whatever the body says.
  const id = parseContactId(params.id)
  const input = await readJson(request, noteSchema)
  return staffJson(await addDonorNote(payload, id, input, staff), { status: 201 })
})
