import { appealSchema } from '@/domain/campaigns/appeals'
import { readJson } from '@/lib/http'
import { createAppeal } from '@/server/appeals/appeals'
import { STAFF, staffJson, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** POST /api/appeals (issue 49; treasurer, admin): writes an appeal → 201 {id, recipients}. Nothing is sent yet. */
export const POST = staffRoute(STAFF.ledger, async ({ request, payload, staff }) =>
  staffJson(await createAppeal(payload, staff, await readJson(request, appealSchema)), { status: 201 }),
)
