import { readJson } from '@/lib/http'
import { categorySchema, deleteCategory, parseCategoryId, updateCategory } from '@/server/donors/categories'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

export const PUT = staffRoute<{ id: string }>(STAFF.donors, async ({ request, payload, params }) => {
  const id = parseCategoryId(params.id)
  return updateCategory(payload, id, await readJson(request, categorySchema))
})

export const DELETE = staffRoute<{ id: string }>(STAFF.donors, async ({ payload, params }) => {
  await deleteCategory(payload, parseCategoryId(params.id))
  return { message: 'Category deleted.' }
})
