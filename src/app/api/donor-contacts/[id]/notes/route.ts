import { readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { DONOR_AUTH_MESSAGE } from '@/server/donors/contacts'
import { addDonorNote, noteSchema, parseContactId } from '@/server/donors/record'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** Adds a staff note to a donor contact → 201 with the note, dated and attributed. */
export const POST = route<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const payload = await getPayload()
    const staff = await requireRole(payload, request.headers, 'donorData', DONOR_AUTH_MESSAGE)
    // The key first: a malformed one is a missing contact (404) whatever the body says.
    const id = parseContactId((await params).id)
    const input = await readJson(request, noteSchema)
    return staffJson(await addDonorNote(payload, id, input, staff), { status: 201 })
  },
  { confidential: true },
)
