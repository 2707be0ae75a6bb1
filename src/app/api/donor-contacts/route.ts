import { parseWith, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { contactQuerySchema, DONOR_AUTH_MESSAGE, listDonorContacts, queryParams } from '@/server/donors/contacts'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** An array (spec §7); the page position travels in X-Total-Count / X-Page / X-Total-Pages. */
export const GET = route(
  async (request) => {
    const payload = await getPayload()
    await requireRole(payload, request.headers, 'donorData', DONOR_AUTH_MESSAGE)
    const query = parseWith(contactQuerySchema, queryParams(request.url))
    const result = await listDonorContacts(payload, query)
    return staffJson(result.contacts, {
      headers: {
        'X-Total-Count': String(result.totalDocs),
        'X-Page': String(result.page),
        'X-Total-Pages': String(result.totalPages),
        'X-Page-Size': String(result.limit),
      },
    })
  },
  { confidential: true },
)
