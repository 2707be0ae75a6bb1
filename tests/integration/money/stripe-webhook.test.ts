import { describe, expect, it } from 'vitest'

import { call } from '../../support/api'
import { testPayload } from '../../support/payload'
import { eventId, sendStripeEvent } from '../../support/money/stripe'

async function recorded(id: string) {
  const payload = await testPayload()
  return (await payload.count({ collection: 'stripe-events', where: { eventId: { equals: id } } })).totalDocs
}

describe('Stripe webhook', () => {
  it('refuses a missing or wrong signature with 400 and records nothing', async () => {
    const id = eventId()
    const body = JSON.stringify({ id, type: 'payment_intent.succeeded', data: { object: { id: 'pi_x' } } })
    const missing = await call('/api/stripe/webhook', { rawBody: body })
    expect(missing.status).toBe(400)
    const forged = await call('/api/stripe/webhook', { rawBody: body, headers: { 'stripe-signature': 't=1,v1=deadbeef' } })
    expect(forged.status).toBe(400)
    expect(forged.body).toEqual({ message: 'Invalid Stripe signature.' })
    expect(await recorded(id)).toBe(0)
  })

  it('refuses a correctly signed event whose timestamp is older than the 300 s tolerance', async () => {
    const id = eventId()
    const answer = await sendStripeEvent(
      { id, type: 'payment_intent.succeeded', data: { object: { id: 'pi_old' } } },
      { timestamp: Math.floor(Date.now() / 1000) - 600 },
    )
    expect(answer.status).toBe(400)
    expect(await recorded(id)).toBe(0)
  })

  it('acknowledges a verified event nobody handles without recording it', async () => {
    const id = eventId()
    const answer = await sendStripeEvent({ id, type: 'customer.created', data: { object: { id: 'cus_x' } } })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ received: true, result: 'ignored' })
    expect(await recorded(id)).toBe(0)
  })
})
