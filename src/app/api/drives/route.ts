import { driveSchema } from '@/domain/goods/goods'
import { readJson } from '@/lib/http'
import { createDrive, openDrives } from '@/server/goods/drives'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** The open drives (the drop-off page's choice). */
export const GET = staffRoute(STAFF.goods, async ({ payload }) => ({ drives: await openDrives(payload) }))

/** An accepted drive inquiry becomes a drive: 201 {id}; the same inquiry again → 409. */
export const POST = staffRoute(STAFF.goods, async ({ request, payload }) =>
  staffJson(await createDrive(payload, await readJson(request, driveSchema)), { status: 201 }),
)
