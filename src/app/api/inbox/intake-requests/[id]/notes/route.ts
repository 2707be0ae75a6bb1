import { readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { addCaseNote, caseNoteSchema, parseId } from '@/server/inbox/notes'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** Adds a staff note to an intake request → 201 with the note, dated and attributed. */
export const POST = route<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const payload = await getPayload()
    const staff = await requireRole(payload, request.headers, 'intake', 'Authentication required. Please log in.')
    // The key first: a malformed one is a missing request (404) whatever the body says.
    const id = parseId('intake-requests', (await params).id)
    const input = await readJson(request, caseNoteSchema)
    return staffJson(await addCaseNote(payload, 'intake-requests', id, input, staff), { status: 201 })
  },
  { confidential: true },
)
