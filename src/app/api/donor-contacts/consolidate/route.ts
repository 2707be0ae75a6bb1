import { route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireStaff } from '@/server/auth'
import { consolidateDonorContacts } from '@/server/staff/consolidate'
import { DONOR_AUTH_MESSAGE } from '@/server/staff/donor-contacts'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

export const POST = route(
  async (request) => {
    const payload = await getPayload()
    await requireStaff(payload, request.headers, DONOR_AUTH_MESSAGE)
    return staffJson(await consolidateDonorContacts(payload))
  },
  { confidential: true },
)
