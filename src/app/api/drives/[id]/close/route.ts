import { z } from 'zod'

import { ApiError, readJson } from '@/lib/http'
import { closeDrive, DRIVE_NOT_FOUND } from '@/server/goods/drives'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** An empty body, or an empty object: anything else is a mistake worth a 400. */
const closeSchema = z.union([z.undefined(), z.strictObject({})], { error: 'Closing a drive takes no fields.' })

/** Closes a drive: the host gets one thank-you with the totals, and one receipt when a donor (a second close sends none). */
export const POST = staffRoute<{ id: string }>(STAFF.goods, async ({ request, payload, params }) => {
  if (!/^\d{1,9}$/.test(params.id)) throw new ApiError(404, DRIVE_NOT_FOUND)
  await readJson(request, closeSchema)
  return closeDrive(payload, Number(params.id))
})
