import { NextResponse } from 'next/server'

import { paymentIntentSchema } from '@/domain/shop/order-schema'
import { readJson, route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { requireStripe } from '@/lib/stripe'
import { createOrderPaymentIntent } from '@/server/shop/orders'

/** POST /api/create-payment-intent: the client secret for a pending order's payment (spec §3.4). */
export const POST = route(async (request) => {
  const input = await readJson(request, paymentIntentSchema)
  requireStripe()
  const result = await createOrderPaymentIntent(await getPayload(), { publicId: input.orderId, amountCents: input.amount })
  return NextResponse.json(result)
})
