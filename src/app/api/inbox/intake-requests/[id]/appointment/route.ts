import { z } from 'zod'

import { readJson } from '@/lib/http'
import { cancelVisit, markConfirmed, rescheduleVisit } from '@/server/boutique/booking'
import { parseId } from '@/server/inbox/notes'
import { intakeCase } from '@/server/intake/cases'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

const REASON = 'Please say why.'

const actionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('reschedule'),
      start: z.iso.datetime({ offset: true, error: 'Please choose one of the open times.' }),
      reason: z.string().max(500).nullish(),
      // Issue 41: a time outside the opening hours only when staff say so; the history records it.
      outsideHours: z.boolean().optional(),
    }),
    z.object({ action: z.literal('cancel'), reason: z.string({ error: REASON }).trim().min(1, REASON).max(500) }),
    z.object({ action: z.literal('confirmed') }),
  ],
  { error: 'Unknown action.' },
)

/**
 * A case's booked visit (issue 31): reschedule to another open time (same lock and capacity as
 * her booking: a full time is 409), cancel with a reason (kept in the case's history), or mark it
 * confirmed with her (a hold becomes Scheduled). A reschedule or cancel retires her links (410).
 * Answers the case.
 */
export const POST = staffRoute<{ id: string }>(STAFF.inbox, async ({ request, payload, staff, params }) => {
  const id = parseId('intake-requests', params.id)
  const input = await readJson(request, actionSchema)
  if (input.action === 'reschedule') await rescheduleVisit(payload, id, input.start, input.reason ?? null, staff, { outsideHours: input.outsideHours === true })
  else if (input.action === 'cancel') await cancelVisit(payload, id, input.reason, staff)
  else await markConfirmed(payload, id, staff)
  return intakeCase(payload, id, staff)
})
