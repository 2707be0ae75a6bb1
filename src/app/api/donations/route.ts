import { ApiError, parseWith, route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { queryParams } from '@/server/donors/contacts'
import { exportDonations } from '@/server/ledger/donation-export'
import { donationQuerySchema, listDonations } from '@/server/ledger/lists'
import { staffJson } from '@/server/staff/respond'

export const dynamic = 'force-dynamic'

/** The ledger as JSON pages; `?format=csv` → every gift as the donations CSV (audited export). */
export const GET = route(
  async (request) => {
    const payload = await getPayload()
    const user = await requireRole(payload, request.headers, 'donorData')
    const params = queryParams(request.url)
    const query = parseWith(donationQuerySchema, params)
    if (params.format === undefined) return staffJson(await listDonations(payload, query))
    if (params.format !== 'csv') throw new ApiError(400, 'format must be csv.')
    const { csv, filename } = await exportDonations(payload, user, query)
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
