import { afterAll, describe, expect, it } from 'vitest'

import { call } from '../../support/api'
import { testPort } from '../../support/cluster'
import { testPayload } from '../../support/payload'
import { secondServer } from '../../support/second-server'
import { createTestProduct, orderBody } from '../../support/shop'
import { expectOrdersAndStockKept } from '../../support/stock'
import { eventId, sendStripeEvent } from '../../support/money/stripe'

/**
 * A second production server on the same build and database is killed with SIGKILL in the
 * middle of a burst of orders, then started again. Every order it acknowledged must still be
 * there, every unit of stock must be either on the shelf or held by exactly one live order, and
 * the acknowledged orders must still be payable.
 */
const server = secondServer(testPort(50))
const url = server.url

afterAll(() => server.kill())

describe('a server killed during a burst of orders', () => {
  it('loses no acknowledged order and no unit of stock', async () => {
    const START = 40
    const product = await createTestProduct({ inventory: START, priceCents: 500, category: 'seeds' })
    await server.start()

    const acknowledged: string[] = []
    let cutOff = 0
    const burst = Array.from({ length: 30 }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 20))
      try {
        const response = await fetch(`${url}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(orderBody(product, 1, { email: `burst${i}@example.org` })),
        })
        if (response.status === 201) {
          acknowledged.push(((await response.json()) as { id: string }).id)
          // Kill at the third acknowledgement, with the rest of the burst still in flight.
          if (acknowledged.length === 3) void server.kill()
        }
      } catch {
        cutOff += 1 // the connection died with the server: not acknowledged
      }
    })
    await Promise.all(burst)
    expect(acknowledged.length).toBeGreaterThanOrEqual(3)
    expect(cutOff, 'requests cut off by the kill').toBeGreaterThan(0)

    await server.start()

    await expectOrdersAndStockKept(product, acknowledged, START)

    // The restarted server still takes orders, and every acknowledged order can still be paid.
    const after = await fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(orderBody(product, 1, { email: 'after-restart@example.org' })),
    })
    expect(after.status).toBe(201)
    for (const id of acknowledged.slice(0, 5)) {
      const intent = await call<{ clientSecret: string }>('/api/create-payment-intent', {
        body: { amount: '5.00', orderId: id },
      })
      expect(intent.status).toBe(200)
      const paymentIntentId = intent.body.clientSecret.split('_secret_')[0]
      const paid = await sendStripeEvent({
        id: eventId(),
        type: 'payment_intent.succeeded',
        data: { object: { id: paymentIntentId, object: 'payment_intent', amount: 500, amount_received: 500, status: 'succeeded', metadata: { kind: 'order', orderId: String(id) } } },
      })
      expect(paid.status).toBe(200)
      const paidOrder = await (await testPayload()).find({ collection: 'orders', where: { publicId: { equals: id } }, depth: 0, overrideAccess: true })
      expect(paidOrder.docs[0]?.status).toBe('paid')
    }
  }, 180_000)
})
