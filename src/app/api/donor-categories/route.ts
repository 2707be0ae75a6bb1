import { readJson } from '@/lib/http'
import { categorySchema, createCategory, listCategories } from '@/server/donors/categories'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

export const GET = staffRoute(STAFF.donors, async ({ payload }) => listCategories(payload))

export const POST = staffRoute(STAFF.donors, async ({ request, payload }) =>
  staffJson(await createCategory(payload, await readJson(request, categorySchema)), { status: 201 }),
)
