import { beforeAll, describe, expect, it } from 'vitest'

import { releaseExpiredHolds } from '@/server/shop/holds'

import { call, uniqueEmail } from '../../support/api'
import { copyOf, deliver, failIntent, processIntent } from '../../support/money/bank'
import { sentMail, waitForMail } from '../../support/mail'
import { testPayload } from '../../support/payload'
import { createTestProduct, orderBody, staff, type TestProduct } from '../../support/shop'
import { intentIdOfSecret, succeedPaymentIntent } from '../../support/money/stripe'

/**
 * Orders paid by bank (ACH, issue 29): processing for days with their stock held and nothing
 * shipped, then paid (confirmed) or failed (stock back).
 */
let cookie: string
beforeAll(async () => {
  cookie = await staff()
})

describe('an order paid by bank', () => {
  type QueueOrder = { id: string; status: string }

  async function bankOrder(product: TestProduct, quantity: number) {
    const email = uniqueEmail('bankbuyer')
    const order = await call<{ id: string }>('/api/orders', { body: orderBody(product, quantity, { email }) })
    expect(order.status).toBe(201)
    const amount = ((product.priceCents * quantity) / 100).toFixed(2)
    const intent = await call<{ clientSecret: string }>('/api/create-payment-intent', { body: { amount, orderId: order.body.id } })
    expect(intent.status).toBe(200)
    return { email, orderId: order.body.id, intent: intentIdOfSecret(intent.body.clientSecret) }
  }

  async function orderRow(publicId: string) {
    const payload = await testPayload()
    const found = await payload.find({ collection: 'orders', where: { publicId: { equals: publicId } }, depth: 0, overrideAccess: true, limit: 1 })
    return found.docs[0]
  }

  async function inventoryOf(id: string) {
    const payload = await testPayload()
    return (await payload.findByID({ collection: 'products', id, depth: 0, overrideAccess: true })).inventory
  }

  async function queued(publicId: string) {
    const answer = await call<{ orders: QueueOrder[] } | QueueOrder[]>('/api/orders', { cookie })
    expect(answer.status).toBe(200)
    const list = Array.isArray(answer.body) ? answer.body : answer.body.orders
    return list.find((order) => order.id === publicId)
  }

  const CONFIRMED = /^Your order .* is confirmed$/

  it('keeps its stock held while processing (no expiry), waits in the queue unshippable, and is confirmed only on success', async () => {
    const product = await createTestProduct({ priceCents: 1_500, inventory: 5 })
    const { email, orderId, intent } = await bankOrder(product, 2)
    await deliver(await processIntent(intent), 2)
    expect(await orderRow(orderId)).toMatchObject({ status: 'processing', stockReleased: false })
    expect(await inventoryOf(product.id)).toBe(3)

    // A day later the sweep of expired holds leaves it alone.
    await releaseExpiredHolds(await testPayload(), new Date(Date.now() + 24 * 3_600_000))
    expect(await orderRow(orderId)).toMatchObject({ status: 'processing', stockReleased: false })
    expect(await inventoryOf(product.id)).toBe(3)
    expect(await queued(orderId)).toMatchObject({ status: 'processing' })
    const ship = await call(`/api/orders/${orderId}/fulfil`, { body: { status: 'shipped' }, cookie })
    expect(ship.status).toBe(409)
    expect(await sentMail({ to: email, subject: CONFIRMED })).toHaveLength(0)

    const succeeded = await succeedPaymentIntent(intent)
    await deliver(succeeded, 2)
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', stockReleased: false })
    expect(await inventoryOf(product.id)).toBe(3)
    await waitForMail({ to: email, subject: CONFIRMED })
    // A late processing event changes nothing back.
    await deliver(copyOf(await processIntent(intent)))
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid' })
    expect(await sentMail({ to: email, subject: CONFIRMED })).toHaveLength(1)
  })

  it('gives its stock back once and closes when the bank refuses, with no confirmation', async () => {
    const product = await createTestProduct({ priceCents: 1_500, inventory: 5 })
    const { email, orderId, intent } = await bankOrder(product, 3)
    await deliver(await processIntent(intent))
    expect(await inventoryOf(product.id)).toBe(2)
    const failed = await failIntent(intent)
    await deliver(failed, 2)
    await deliver(copyOf(failed))
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', stockReleased: true })
    expect(await inventoryOf(product.id)).toBe(5)
    expect(await queued(orderId)).toBeUndefined()
    expect(await sentMail({ to: email, subject: CONFIRMED })).toHaveLength(0)
  })
})
