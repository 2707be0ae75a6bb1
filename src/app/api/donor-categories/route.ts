import { readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { categorySchema, createCategory, listCategories } from '@/server/donors/categories'
import { DONOR_AUTH_MESSAGE } from '@/server/donors/contacts'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

export const GET = route(async (request) => {
  const payload = await getPayload()
  await requireRole(payload, request.headers, 'donorData', DONOR_AUTH_MESSAGE)
  return staffJson(await listCategories(payload))
})

export const POST = route(async (request) => {
  const payload = await getPayload()
  await requireRole(payload, request.headers, 'donorData', DONOR_AUTH_MESSAGE)
  const input = await readJson(request, categorySchema)
  return staffJson(await createCategory(payload, input), { status: 201 })
})
