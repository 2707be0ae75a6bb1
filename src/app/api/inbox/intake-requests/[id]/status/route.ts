import { readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { parseId } from '@/server/inbox/notes'
import { changeIntakeStatus, transitionSchema } from '@/server/intake/cases'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/**
 * Moves an intake request along its case: {status, appointmentAt?, reason?} → 200 with the case;
 * 409 from a state that does not lead there, 400 without the appointment or reason it needs.
 */
export const POST = route<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const payload = await getPayload()
    const staff = await requireRole(payload, request.headers, 'intake', 'Authentication required. Please log in.')
    // The key first: a malformed one is a missing request (404) whatever the body says.
    const id = parseId('intake-requests', (await params).id)
    const input = await readJson(request, transitionSchema)
    return staffJson(await changeIntakeStatus(payload, id, input, staff))
  },
  { confidential: true },
)
