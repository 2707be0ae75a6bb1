import { readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { categorySchema, deleteCategory, parseCategoryId, updateCategory } from '@/server/donors/categories'
import { DONOR_AUTH_MESSAGE } from '@/server/donors/contacts'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

export const PUT = route<Context>(async (request, { params }) => {
  const payload = await getPayload()
  await requireRole(payload, request.headers, 'donorData', DONOR_AUTH_MESSAGE)
  const id = parseCategoryId((await params).id)
  const input = await readJson(request, categorySchema)
  return staffJson(await updateCategory(payload, id, input))
})

export const DELETE = route<Context>(async (request, { params }) => {
  const payload = await getPayload()
  await requireRole(payload, request.headers, 'donorData', DONOR_AUTH_MESSAGE)
  const id = parseCategoryId((await params).id)
  await deleteCategory(payload, id)
  return staffJson({ message: 'Category deleted.' })
})
