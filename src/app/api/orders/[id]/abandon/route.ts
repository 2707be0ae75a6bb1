import { NextResponse } from 'next/server'

import { route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { abandonOrder } from '@/server/shop/orders'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/**
 * POST /api/orders/{id}/abandon (issue 33): checkout lets go of an unpaid order it replaced with
 * a new one after the buyer changed their details. No body; answers 200 {status: "cancelled"}.
 */
export const POST = route<Context>(async (_request, { params }) => {
  await abandonOrder(await getPayload(), (await params).id)
  return NextResponse.json({ status: 'cancelled' })
})
