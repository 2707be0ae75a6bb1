import { pendingWallComments } from '@/server/ledger/campaign-gifts'
import { STAFF, staffRoute } from '@/server/staff-route'

/** GET /api/campaign-comments (issue 49): the wall comments waiting for a decision (treasurer, admin). */
export const GET = staffRoute(STAFF.ledger, async ({ payload }) => ({ comments: await pendingWallComments(payload) }))
