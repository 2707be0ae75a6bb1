import { matchingQuerySchema } from '@/domain/donations/offline'
import { ApiError, parseWith } from '@/lib/http'
import { recordAudit } from '@/server/audit'
import { queryParams } from '@/server/donors/contacts'
import { listMatchingGifts, matchingCsv } from '@/server/ledger/matching'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** "Matching gifts to follow up" (`?status=` one step); `?format=csv` → the list as CSV (audited export). */
export const GET = staffRoute(STAFF.ledger, async ({ request, payload, staff }) => {
  const params = queryParams(request.url)
  const { status } = parseWith(matchingQuerySchema, { status: params.status })
  const list = await listMatchingGifts(payload, status)
  if (params.format === undefined) return list
  if (params.format !== 'csv') throw new ApiError(400, 'format must be csv.')
  const { csv, filename } = matchingCsv(list.gifts)
  await recordAudit(payload, { action: 'export', user: staff, collection: 'donations', count: list.gifts.length, detail: 'matching-gifts' })
  return new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` } })
})
