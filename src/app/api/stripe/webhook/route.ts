import { NextResponse } from 'next/server'

import { ApiError, jsonError, route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { getStripe } from '@/lib/stripe'
import { receiveStripeEvent } from '@/server/stripe/process-event'

/** Stripe's events are larger than a form post; this still bounds what an anonymous caller can send. */
const MAX_EVENT_BYTES = 1024 * 1024

/**
 * Stripe webhook: the raw body is verified against STRIPE_WEBHOOK_SECRET (bad or missing
 * signature, or a timestamp outside Stripe's 300 s tolerance → 400, nothing written), then the
 * event is applied once. 5xx only when Stripe should retry; refusals count toward the webhook alert.
 */
export const POST = route(async (request) => {
  const stripe = getStripe()
  const secret = process.env.STRIPE_WEBHOOK_SECRET
  if (!stripe || !secret) return jsonError(503, 'Online payments are not configured.')

  const signature = request.headers.get('stripe-signature')
  if (!signature) throw new ApiError(400, 'Missing Stripe signature.')
  const raw = await request.text()
  if (raw.length > MAX_EVENT_BYTES) throw new ApiError(413, 'Request body is too large.')

  let event
  try {
    event = await stripe.webhooks.constructEventAsync(raw, signature, secret)
  } catch {
    throw new ApiError(400, 'Invalid Stripe signature.')
  }
  const result = await receiveStripeEvent(await getPayload(), event)
  return NextResponse.json({ received: true, result })
})
