import { reconcileWithStripe } from '@/server/ledger/reconcile'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** On-demand reconciliation with Stripe (the daily run calls the same function). */
export const POST = staffRoute(STAFF.ledger, async ({ payload }) => reconcileWithStripe(payload))
