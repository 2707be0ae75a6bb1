import { readJson, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { bulkCategorize, bulkCategorizeSchema, DONOR_AUTH_MESSAGE } from '@/server/donors/contacts'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

export const POST = route(async (request) => {
  const payload = await getPayload()
  const user = await requireRole(payload, request.headers, 'donorData', DONOR_AUTH_MESSAGE)
  const input = await readJson(request, bulkCategorizeSchema)
  const result = await bulkCategorize(payload, input, user.username)
  return staffJson({
    message: `Successfully tagged ${result.contactsTagged} contacts with ${result.categoriesApplied} categories.`,
    ...result,
  })
})
