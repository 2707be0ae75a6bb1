import { z } from 'zod'

import { parseWith } from '@/lib/http'
import { queryParams } from '@/server/donors/contacts'
import { retention } from '@/server/donors/retention'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

const retentionQuery = z.object({
  year: z.coerce.number({ error: 'year must be a number.' }).int().min(1990).max(2200).optional(),
})

/** Donor retention and the LYBUNT / SYBUNT counts (staff with donor data). */
export const GET = staffRoute(STAFF.donors, async ({ request, payload }) =>
  retention(payload, parseWith(retentionQuery, queryParams(request.url)).year),
)
