import { monthSchema } from '@/domain/accounting/deposits'
import { ApiError } from '@/lib/http'
import { reopenMonth } from '@/server/ledger/periods'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** DELETE /api/accounting/periods/{YYYY-MM}: reopens a closed month. Administrators only; audited. */
export const DELETE = staffRoute<{ month: string }>(STAFF.ledger, async ({ payload, staff, params }) => {
  if (staff.role !== 'admin') throw new ApiError(403, 'Only an administrator reopens a closed month.')
  const month = monthSchema.safeParse(params.month)
  if (!month.success) throw new ApiError(404, 'No such month.')
  return reopenMonth(payload, staff, month.data)
})
