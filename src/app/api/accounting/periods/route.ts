import { periodSchema } from '@/domain/accounting/deposits'
import { readJson } from '@/lib/http'
import { closeMonth, listPeriods } from '@/server/ledger/periods'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** The closed months, newest first. */
export const GET = staffRoute(STAFF.ledger, async ({ payload }) => listPeriods(payload))

/** POST /api/accounting/periods {month: 'YYYY-MM'}: closes a month that has ended (admin, treasurer). */
export const POST = staffRoute(STAFF.ledger, async ({ request, payload, staff }) => {
  const { month } = await readJson(request, periodSchema)
  const closed = await closeMonth(payload, staff, month)
  return staffJson({ month: closed.month, status: closed.status }, { status: closed.changed ? 201 : 200 })
})
