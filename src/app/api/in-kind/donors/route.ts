import { donorLookupSchema } from '@/domain/goods/goods'
import { parseWith } from '@/lib/http'
import { queryParams } from '@/server/donors/contacts'
import { findDoorContacts } from '@/server/goods/drop-offs'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** GET /api/in-kind/donors?search= (intake, treasurer, admin): the drop-off page's "find a contact" → [{id, name, email (masked)}]. */
export const GET = staffRoute(STAFF.goods, async ({ request, payload }) =>
  findDoorContacts(payload, parseWith(donorLookupSchema, queryParams(request.url)).search),
)
