import { route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { reconcileWithStripe } from '@/server/ledger/reconcile'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** On-demand reconciliation with Stripe (the daily run calls the same function). */
export const POST = route(
  async (request) => {
    const payload = await getPayload()
    await requireRole(payload, request.headers, 'donorData')
    return staffJson(await reconcileWithStripe(payload))
  },
  { confidential: true },
)
