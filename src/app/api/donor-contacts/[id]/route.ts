import { route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { DONOR_AUTH_MESSAGE } from '@/server/donors/contacts'
import { donorRecord } from '@/server/donors/record'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** One donor's page: the contact and its whole history (staff with donor data; audited). */
export const GET = route<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const payload = await getPayload()
    const staff = await requireRole(payload, request.headers, 'donorData', DONOR_AUTH_MESSAGE)
    return staffJson(await donorRecord(payload, (await params).id, staff))
  },
  { confidential: true },
)
