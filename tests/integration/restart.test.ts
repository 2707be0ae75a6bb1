import { spawn, type ChildProcess } from 'node:child_process'

import { afterAll, describe, expect, it } from 'vitest'

import { siteServerArgs } from '../../scripts/lib/site-server.mjs'
import { call } from '../support/api'
import { testPayload } from '../support/payload'
import { createTestProduct, orderBody } from '../support/shop'
import { eventId, sendStripeEvent } from '../support/stripe'

/**
 * A second production server on the same build and database is killed with SIGKILL in the
 * middle of a burst of orders, then started again. Every order it acknowledged must still be
 * there, every unit of stock must be either on the shelf or held by exactly one live order, and
 * the acknowledged orders must still be payable.
 */
const port = Number(process.env.PORT || 3100) + 50
const url = `http://localhost:${port}`
let server: ChildProcess | null = null

function startServer() {
  const child = spawn(process.execPath, siteServerArgs({ port }), {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
    stdio: 'ignore',
  })
  server = child
  return child
}

async function waitUntilUp() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/user`)).status === 401) return
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the restarted server did not come up')
}

afterAll(() => {
  server?.kill('SIGKILL')
})

describe('a server killed during a burst of orders', () => {
  it('loses no acknowledged order and no unit of stock', async () => {
    const START = 40
    const product = await createTestProduct({ inventory: START, priceCents: 500, category: 'seeds' })
    startServer()
    await waitUntilUp()

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
          if (acknowledged.length === 3) server?.kill('SIGKILL')
        }
      } catch {
        cutOff += 1 // the connection died with the server: not acknowledged
      }
    })
    await Promise.all(burst)
    expect(acknowledged.length).toBeGreaterThanOrEqual(3)
    expect(cutOff, 'requests cut off by the kill').toBeGreaterThan(0)

    startServer()
    await waitUntilUp()

    const payload = await testPayload()
    const orders = await payload.find({
      collection: 'orders',
      where: { 'lines.productId': { equals: product.id } },
      limit: 100,
      depth: 0,
      overrideAccess: true,
    })
    const ids = orders.docs.map((order) => order.publicId)
    for (const id of acknowledged) expect(ids, `acknowledged order ${id}`).toContain(id)

    const held = orders.docs.filter((order) => !order.stockReleased && ['pending', 'paid'].includes(order.status))
    const heldUnits = held.reduce((sum, order) => sum + order.lines.reduce((s, line) => s + line.quantity, 0), 0)
    const shelf = await payload.findByID({ collection: 'products', id: product.id, depth: 0, overrideAccess: true })
    expect(shelf.inventory + heldUnits).toBe(START)

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
      const paidOrder = await payload.find({ collection: 'orders', where: { publicId: { equals: id } }, depth: 0, overrideAccess: true })
      expect(paidOrder.docs[0]?.status).toBe('paid')
    }
  }, 180_000)
})
