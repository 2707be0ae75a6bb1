import { pickupDetails } from '@/domain/shop/pickup'
import { renderHtml } from '@/email/layout'
import { PackingSlip } from '@/server/documents/packing-slip'
import { orderForSlip } from '@/server/shop/fulfilment'
import { STAFF, staffRoute } from '@/server/staff-route'

export const dynamic = 'force-dynamic'

/** GET /api/orders/{id}/packing-slip: a printable page for staff (area: orders). */
export const GET = staffRoute<{ id: string }>(STAFF.orders, async ({ payload, params }) => {
  const order = await orderForSlip(payload, params.id)
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const html = await renderHtml(<PackingSlip order={order} foundationName={settings.foundationName} pickup={pickupDetails(settings)} />)
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
})
