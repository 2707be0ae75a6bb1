import { recordAudit } from '@/server/audit'
import { consolidateDonorContacts } from '@/server/donors/consolidate'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

export const POST = staffRoute(STAFF.donors, async ({ payload, staff }) => {
  const result = await consolidateDonorContacts(payload)
  // Counts only: which contacts merged is visible in the data itself, not copied into the log.
  await recordAudit(payload, {
    action: 'consolidation',
    user: staff,
    collection: 'donor-contacts',
    count: result.duplicatesMerged,
    detail: `created ${result.uniqueContactsCreated}, updated ${result.contactsUpdated}, merged ${result.duplicatesMerged}`,
  })
  return result
})
