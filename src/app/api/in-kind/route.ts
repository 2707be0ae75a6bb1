import { inKindSchema } from '@/domain/goods/goods'
import { readJson } from '@/lib/http'
import { recordDropOff } from '@/server/goods/drop-offs'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** Goods logged at the door (intake, treasurer, admin): 201 {id, receiptNumber?} — a receipt when a donor is named. */
export const POST = staffRoute(STAFF.goods, async ({ request, payload, staff }) =>
  staffJson(await recordDropOff(payload, staff, await readJson(request, inKindSchema)), { status: 201 }),
)
