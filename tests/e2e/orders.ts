import { call } from '../support/api'
import { staff } from '../support/shop'
import { eventId, sendStripeEvent } from '../support/money/stripe'
import { expect } from './fixtures'

/** An order as staff read it in the CMS, found by the public id checkout answered with. */
export async function staffOrder(publicId: string) {
  const answer = await call<{ docs: { status: string; totalCents: number; stripePaymentIntentId: string; orderNumber: string }[] }>(
    `/api/cms/orders?where[publicId][equals]=${encodeURIComponent(publicId)}&depth=0`,
    { cookie: await staff() },
  )
  return answer.body.docs[0]!
}

/** Stripe's payment_intent.succeeded for the order, signed and delivered to the webhook, which takes it. */
export async function deliverOrderPaid(publicId: string, { amount }: { amount: number }) {
  const order = await staffOrder(publicId)
  const answer = await sendStripeEvent({
    id: eventId(),
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: order.stripePaymentIntentId,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        status: 'succeeded',
        metadata: { kind: 'order', orderId: publicId },
      },
    },
  })
  expect(answer.status).toBe(200)
}
