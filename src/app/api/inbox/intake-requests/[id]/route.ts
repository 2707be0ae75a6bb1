import { route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { intakeCase } from '@/server/intake/cases'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** One intake request as a case: answers as sent, status history, notes (intake staff; audited). */
export const GET = route<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const payload = await getPayload()
    const staff = await requireRole(payload, request.headers, 'intake', 'Authentication required. Please log in.')
    return staffJson(await intakeCase(payload, (await params).id, staff))
  },
  { confidential: true },
)
