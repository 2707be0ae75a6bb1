import { readJson } from '@/lib/http'
import { bulkCategorize, bulkCategorizeSchema } from '@/server/donors/contacts'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

export const POST = staffRoute(STAFF.donors, async ({ request, payload, staff }) => {
  const result = await bulkCategorize(payload, await readJson(request, bulkCategorizeSchema), staff.username)
  return {
    message: `Successfully tagged ${result.contactsTagged} contacts with ${result.categoriesApplied} categories.`,
    ...result,
  }
})
