import { ApiError, route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { NOT_YOURS } from '@/server/donor-portal/overview'
import { requireDonor } from '@/server/donor-portal/respond'
import { statementPdf } from '@/server/documents/statement-pdf'
import { statementOf } from '@/server/statements/statements'

export const dynamic = 'force-dynamic'

/** The session donor's statement of a year as PDF; a year without her gifts (or not a year) → 404. */
export const GET = route<{ params: Promise<{ year: string }> }>(
  async (request, { params }) => {
    const payload = await getPayload()
    const email = await requireDonor(payload, request.headers)
    const raw = (await params).year
    const statement = /^\d{4}$/.test(raw) ? await statementOf(payload, email, Number(raw)) : null
    if (!statement) throw new ApiError(404, NOT_YOURS)
    return new Response(new Uint8Array(await statementPdf(statement)), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="statement-${statement.year}.pdf"`,
        'Cache-Control': 'no-store',
      },
    })
  },
  { confidential: true },
)
