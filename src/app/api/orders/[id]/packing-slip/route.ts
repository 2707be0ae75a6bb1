import { pickupDetails } from '@/domain/shop/pickup'
import { packingSlipPdf } from '@/server/documents/packing-slip-pdf'
import { orderForSlip } from '@/server/shop/fulfilment'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** GET /api/orders/{id}/packing-slip: the order's packing slip as a PDF to print (area: orders). */
export const GET = staffRoute<{ id: string }>(STAFF.orders, async ({ payload, params }) => {
  const order = await orderForSlip(payload, params.id)
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const pdf = await packingSlipPdf({ order, foundationName: settings.foundationName, pickup: pickupDetails(settings) })
  return new Response(new Uint8Array(pdf), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="packing-slip-${order.orderNumber}.pdf"` },
  })
})
