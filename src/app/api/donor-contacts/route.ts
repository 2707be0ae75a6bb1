import { parseWith } from '@/lib/http'
import { contactQuerySchema, listDonorContacts, queryParams } from '@/server/donors/contacts'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** An array (spec §7); the page position travels in X-Total-Count / X-Page / X-Total-Pages. */
export const GET = staffRoute(STAFF.donors, async ({ request, payload }) => {
  const result = await listDonorContacts(payload, parseWith(contactQuerySchema, queryParams(request.url)))
  return staffJson(result.contacts, {
    headers: {
      'X-Total-Count': String(result.totalDocs),
      'X-Page': String(result.page),
      'X-Total-Pages': String(result.totalPages),
      'X-Page-Size': String(result.limit),
    },
  })
})
