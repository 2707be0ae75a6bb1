import { ApiError, route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { NOT_YOURS } from '@/server/donor-portal/overview'
import { requireDonor } from '@/server/donor-portal/respond'
import { receiptPdfOf } from '@/server/receipts/receipts'

export const dynamic = 'force-dynamic'

/** A receipt of the session's donor as PDF; any other number → 404. */
export const GET = route<{ params: Promise<{ number: string }> }>(
  async (request, { params }) => {
    const payload = await getPayload()
    const email = await requireDonor(payload, request.headers)
    const pdf = await receiptPdfOf(payload, (await params).number, email)
    if (!pdf) throw new ApiError(404, NOT_YOURS)
    return new Response(new Uint8Array(pdf.content), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${pdf.filename}"`,
      },
    })
  },
  { confidential: true },
)
