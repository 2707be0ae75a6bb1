import { readJson } from '@/lib/http'
import { parseId } from '@/server/inbox/notes'
import { changeIntakeStatus, transitionSchema } from '@/server/intake/cases'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/**
 * Moves an intake request along its case: {status, appointmentAt?, reason?} → 200 with the case;
 * 409 from a state that does not lead there, 400 without the appointment or reason it needs.
 */
export const POST = staffRoute<{ id: string }>(STAFF.inbox, async ({ request, payload, staff, params }) => {
  // The key first: a malformed one is a missing request (404) whatever the body says.
  const id = parseId('intake-requests', params.id)
  return changeIntakeStatus(payload, id, await readJson(request, transitionSchema), staff)
})
