import { route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { recordAudit } from '@/server/audit'
import { requireRole } from '@/server/auth'
import { consolidateDonorContacts } from '@/server/donors/consolidate'
import { DONOR_AUTH_MESSAGE } from '@/server/donors/contacts'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

export const POST = route(
  async (request) => {
    const payload = await getPayload()
    const user = await requireRole(payload, request.headers, 'donorData', DONOR_AUTH_MESSAGE)
    const result = await consolidateDonorContacts(payload)
    // Counts only: which contacts merged is visible in the data itself, not copied into the log.
    await recordAudit(payload, {
      action: 'consolidation',
      user,
      collection: 'donor-contacts',
      count: result.duplicatesMerged,
      detail: `created ${result.uniqueContactsCreated}, updated ${result.contactsUpdated}, merged ${result.duplicatesMerged}`,
    })
    return staffJson(result)
  },
  { confidential: true },
)
