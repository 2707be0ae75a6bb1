import { CAMPAIGN_SLUG } from '@/domain/campaigns/campaigns'
import { csvFileName, toCsv } from '@/lib/csv'
import { centsToDecimal } from '@/lib/money'
import { ApiError } from '@/lib/http'
import { campaignResults, type ResultLine } from '@/server/appeals/appeals'
import { queryParams } from '@/server/donors/contacts'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

const COLUMNS = [
  { header: 'Campaign or appeal', value: (r: ResultLine) => r.name },
  { header: 'Status', value: (r: ResultLine) => r.status },
  { header: 'Recipients', value: (r: ResultLine) => r.recipients },
  { header: 'Sent', value: (r: ResultLine) => r.sent },
  { header: 'Clicks', value: (r: ResultLine) => r.clicks },
  { header: 'Gifts', value: (r: ResultLine) => r.gifts },
  { header: 'Donors', value: (r: ResultLine) => r.donors },
  { header: 'First-time donors', value: (r: ResultLine) => r.firstTimeDonors },
  { header: 'Returning donors', value: (r: ResultLine) => r.returningDonors },
  { header: 'Raised', value: (r: ResultLine) => centsToDecimal(r.raisedCents) },
]

/** GET /api/campaigns/{slug}/results (treasurer, admin): the campaign and its appeals; `?format=csv` as a file. */
export const GET = staffRoute<{ slug: string }>(STAFF.ledger, async ({ request, payload, params }) => {
  const lines = CAMPAIGN_SLUG.test(params.slug) ? await campaignResults(payload, params.slug) : null
  if (!lines) throw new ApiError(404, 'Campaign not found.')
  const { format } = queryParams(request.url)
  if (format === undefined) return { results: lines }
  if (format !== 'csv') throw new ApiError(400, 'format must be csv.')
  const filename = csvFileName(`campaign-${params.slug}-results`)
  return new Response(toCsv(COLUMNS, lines), { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` } })
})
