import { ApiError } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { giftReceiptPdf } from '@/server/receipts/receipt-data'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** The gift's newest receipt as a PDF, to print and mail when the donor gave no e-mail address. */
export const GET = staffRoute<{ id: string }>(STAFF.ledger, async ({ payload, params }) => {
  const id = serialKeyOf(params.id)
  const pdf = id === null ? null : await giftReceiptPdf(payload, id)
  if (!pdf) throw new ApiError(404, 'This gift has no receipt.')
  return new Response(new Uint8Array(pdf.content), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${pdf.filename}"` },
  })
})
