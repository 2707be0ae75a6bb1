import { journalQuerySchema } from '@/domain/accounting/deposits'
import { parseWith } from '@/lib/http'
import { queryParams } from '@/server/donors/contacts'
import { journalCsv } from '@/server/ledger/journal'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** GET /api/accounting/journal?from&to&format=qbo|xero: the journal as the accounting software imports it. */
export const GET = staffRoute(STAFF.ledger, async ({ request, payload }) => {
  const query = parseWith(journalQuerySchema, queryParams(request.url))
  const csv = await journalCsv(payload, query)
  return new Response(csv, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="journal-${query.format}-${query.from}-to-${query.to}.csv"`,
    },
  })
})
