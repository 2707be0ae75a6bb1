import { ApiError } from '@/lib/http'
import { DRIVE_NOT_FOUND, driveOf } from '@/server/goods/drives'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** A drive with its totals by category. */
export const GET = staffRoute<{ id: string }>(STAFF.goods, async ({ payload, params }) => {
  if (!/^\d{1,9}$/.test(params.id)) throw new ApiError(404, DRIVE_NOT_FOUND)
  return driveOf(payload, Number(params.id))
})
