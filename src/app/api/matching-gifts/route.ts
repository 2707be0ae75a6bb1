import { matchingQuerySchema } from '@/domain/donations/offline'
import { ApiError, parseWith, route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { recordAudit } from '@/server/audit'
import { requireRole } from '@/server/auth'
import { queryParams } from '@/server/donors/contacts'
import { listMatchingGifts, matchingCsv } from '@/server/ledger/matching'
import { staffJson } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** "Matching gifts to follow up" (`?status=` one step); `?format=csv` → the list as CSV (audited export). */
export const GET = route(
  async (request) => {
    const payload = await getPayload()
    const user = await requireRole(payload, request.headers, 'donorData')
    const params = queryParams(request.url)
    const { status } = parseWith(matchingQuerySchema, { status: params.status })
    const list = await listMatchingGifts(payload, status)
    if (params.format === undefined) return staffJson(list)
    if (params.format !== 'csv') throw new ApiError(400, 'format must be csv.')
    const { csv, filename } = matchingCsv(list.gifts)
    await recordAudit(payload, { action: 'export', user, collection: 'donations', count: list.gifts.length, detail: 'matching-gifts' })
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': 'no-store',
      },
    })
  },
  { confidential: true },
)
