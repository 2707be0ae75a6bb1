import { PackingSlip } from '@/server/documents/packing-slip'
import { pickupDetails } from '@/domain/shop/pickup'
import { renderHtml } from '@/email/layout'
import { route } from '@/lib/http'
import { getPayload } from '@/lib/payload'
import { requireRole } from '@/server/auth'
import { orderForSlip } from '@/server/shop/fulfilment'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/** GET /api/orders/{id}/packing-slip: a printable page for staff (area: orders). */
export const GET = route<Context>(
  async (request, { params }) => {
    const payload = await getPayload()
    await requireRole(payload, request.headers, 'orders')
    const order = await orderForSlip(payload, (await params).id)
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const html = await renderHtml(<PackingSlip order={order} foundationName={settings.foundationName} pickup={pickupDetails(settings)} />)
    return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
  },
  { confidential: true },
)
