import { route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { DONOR_AUTH_MESSAGE, donorContactStats } from '@/server/donors/contacts'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

export const GET = route(async (request) => {
  const payload = await getPayload()
  await requireRole(payload, request.headers, 'donorData', DONOR_AUTH_MESSAGE)
  return staffJson(await donorContactStats(payload))
})
