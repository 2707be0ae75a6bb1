import { donorRecord } from '@/server/donors/record'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** One donor's page: the contact and its whole history (staff with donor data; audited). */
export const GET = staffRoute<{ id: string }>(STAFF.donors, async ({ payload, staff, params }) => donorRecord(payload, params.id, staff))
