import { ApiError, route } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { getPayload } from '@/server/payload'
import { requireRole } from '@/server/auth'
import { giftReceiptPdf } from '@/server/receipts/receipt-data'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** The gift's newest receipt as a PDF, to print and mail when the donor gave no e-mail address. */
export const GET = route<Context>(
  async (request, { params }) => {
    const payload = await getPayload()
    await requireRole(payload, request.headers, 'donorData')
    const id = serialKeyOf((await params).id)
    const pdf = id === null ? null : await giftReceiptPdf(payload, id)
    if (!pdf) throw new ApiError(404, 'This gift has no receipt.')
    return new Response(new Uint8Array(pdf.content), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${pdf.filename}"`,
        'Cache-Control': 'no-store',
      },
    })
  },
  { confidential: true },
)
