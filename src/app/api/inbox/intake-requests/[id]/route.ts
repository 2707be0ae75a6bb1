import { intakeCase } from '@/server/intake/cases'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** One intake request as a case: answers as sent, status history, notes (intake staff; audited). */
export const GET = staffRoute<{ id: string }>(STAFF.inbox, async ({ payload, staff, params }) => intakeCase(payload, params.id, staff))
