import { depositSchema, rangeSchema } from '@/domain/accounting/deposits'
import { parseWith, readJson } from '@/lib/http'
import { queryParams } from '@/server/donors/contacts'
import { createDeposit, listDeposits } from '@/server/ledger/deposits'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** GET /api/deposits?from&to: Stripe payouts and offline deposits by date, with their figures. */
export const GET = staffRoute(STAFF.ledger, async ({ request, payload }) => listDeposits(payload, parseWith(rangeSchema, queryParams(request.url))))

/** POST /api/deposits {batchIds, date}: closed batches taken to the bank together → 201 {id}. */
export const POST = staffRoute(STAFF.ledger, async ({ request, payload, staff }) =>
  staffJson(await createDeposit(payload, staff, await readJson(request, depositSchema)), { status: 201 }),
)
