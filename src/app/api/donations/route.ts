import { ApiError, parseWith } from '@/lib/http'
import { queryParams } from '@/server/donors/contacts'
import { exportDonations } from '@/server/ledger/donation-export'
import { donationQuerySchema, listDonations } from '@/server/ledger/lists'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** The ledger as JSON pages; `?format=csv` → every gift as the donations CSV (audited export). */
export const GET = staffRoute(STAFF.ledger, async ({ request, payload, staff }) => {
  const params = queryParams(request.url)
  const query = parseWith(donationQuerySchema, params)
  if (params.format === undefined) return listDonations(payload, query)
  if (params.format !== 'csv') throw new ApiError(400, 'format must be csv.')
  const { csv, filename } = await exportDonations(payload, staff, query)
  return new Response(csv, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` },
  })
})
