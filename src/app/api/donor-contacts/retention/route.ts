import { z } from 'zod'

import { parseWith, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { DONOR_AUTH_MESSAGE, queryParams } from '@/server/donors/contacts'
import { staffJson } from '@/server/staff/respond'
import { retention } from '@/server/donors/retention'

export const dynamic = 'force-dynamic'

const retentionQuery = z.object({
  year: z.coerce.number({ error: 'year must be a number.' }).int().min(1990).max(2200).optional(),
})

/** Donor retention and the LYBUNT / SYBUNT counts (staff with donor data). */
export const GET = route(
  async (request) => {
    const payload = await getPayload()
    await requireRole(payload, request.headers, 'donorData', DONOR_AUTH_MESSAGE)
    const { year } = parseWith(retentionQuery, queryParams(request.url))
    return staffJson(await retention(payload, year))
  },
  { confidential: true },
)
