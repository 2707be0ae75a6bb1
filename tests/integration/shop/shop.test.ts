import { describe, expect, it } from 'vitest'

import { releaseExpiredHolds } from '@/server/shop/holds'

import { call } from '../../support/api'
import { testPayload } from '../../support/payload'
import { createTestProduct, orderBody, staff, type TestProduct, updateTestProduct } from '../../support/shop'
import { eventId, sendStripeEvent, stripeRequests } from '../../support/money/stripe'

/** Stock as the database has it right now. */
async function inventoryOf(id: string): Promise<number> {
  const payload = await testPayload()
  const product = await payload.findByID({ collection: 'products', id, depth: 0, overrideAccess: true })
  return product.inventory
}

type OrderAnswer = { id?: string; message?: string }

async function placeOrder(product: TestProduct, quantity: number, overrides: Record<string, unknown> = {}) {
  return call<OrderAnswer>('/api/orders', { body: orderBody(product, quantity, overrides) })
}

/** The stored order behind a public id, as the server wrote it. */
async function orderRow(publicId: string) {
  const payload = await testPayload()
  const found = await payload.find({ collection: 'orders', where: { publicId: { equals: publicId } }, depth: 0, overrideAccess: true, limit: 1 })
  if (!found.docs[0]) throw new Error(`no order ${publicId}`)
  return found.docs[0]
}

/** Moves the end of an unpaid order's stock hold to `ago` milliseconds in the past, as if its time had run out. */
async function expireHold(publicId: string, ago: number) {
  const payload = await testPayload()
  await payload.update({
    collection: 'orders',
    id: (await orderRow(publicId)).id,
    data: { holdExpiresAt: new Date(Date.now() - ago).toISOString() },
    overrideAccess: true,
  })
}

async function ordersFor(productId: string) {
  const payload = await testPayload()
  const found = await payload.find({
    collection: 'orders',
    where: { 'lines.productId': { equals: productId } },
    depth: 0,
    overrideAccess: true,
    limit: 100,
  })
  return found.docs
}

async function intentFor(orderId: string | number, amount: string) {
  return call<{ clientSecret?: string; message?: string }>('/api/create-payment-intent', { body: { amount, orderId } })
}

function paymentIntentEvent(type: string, orderId: string | number, paymentIntentId: string, amount: number, id = eventId()) {
  return {
    id,
    type,
    data: {
      object: {
        id: paymentIntentId,
        object: 'payment_intent',
        amount,
        amount_received: type === 'payment_intent.succeeded' ? amount : 0,
        currency: 'usd',
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        metadata: { kind: 'order', orderId: String(orderId) },
      },
    },
  }
}

describe('product API', () => {
  it('lists active products in the shape of the spec, with prices as decimal strings', async () => {
    const product = await createTestProduct({ priceCents: 7500 })
    const answer = await call<Record<string, unknown>[]>('/api/products')
    expect(answer.status).toBe(200)
    const listed = answer.body.find((p) => p.id === product.id)
    expect(listed).toEqual({
      id: product.id,
      name: product.name,
      description: 'A jar made for a test.',
      price: '75.00',
      category: 'handmade',
      imageUrl: null,
      inventory: 10,
      isActive: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    })
    const packages = answer.body.filter((p) => String(p.id).startsWith('shopping-'))
    // Other test files buy packages, so their stock is read back from the database, not assumed.
    expect(packages.map((p) => [p.id, p.price, p.category, p.inventory, p.imageUrl])).toEqual([
      ['shopping-single', '75.00', 'other', await inventoryOf('shopping-single'), null],
      ['shopping-double', '150.00', 'other', await inventoryOf('shopping-double'), null],
      ['shopping-four', '300.00', 'other', await inventoryOf('shopping-four'), null],
    ])
    expect(packages.every((p) => typeof p.inventory === 'number' && p.inventory > 900)).toBe(true)
  })

  it('shows a staff edit at once and hides an inactive or unknown product with 404', async () => {
    const product = await createTestProduct()
    expect((await call(`/api/products/${product.id}`)).body).toMatchObject({ price: '12.50' })
    await updateTestProduct(product.id, { priceCents: 1999 })
    expect((await call(`/api/products/${product.id}`)).body).toMatchObject({ price: '19.99' })
    await updateTestProduct(product.id, { isActive: false })
    const hidden = await call(`/api/products/${product.id}`)
    expect(hidden.status).toBe(404)
    expect(hidden.body).toEqual({ message: 'Product not found.' })
    expect((await call<{ id: string }[]>('/api/products')).body.some((p) => p.id === product.id)).toBe(false)
    expect((await call('/api/products/no-such-product')).status).toBe(404)
  })

  it('makes a product id from its name when staff leave it empty', async () => {
    const stamp = Date.now()
    const name = `Lavender Soap ${stamp}`
    const answer = await call<{ doc: { id: string } }>('/api/cms/products', {
      body: { name, description: 'Soap.', priceCents: 800, category: 'handmade', inventory: 3 },
      cookie: await staff(),
    })
    expect(answer.status).toBe(201)
    expect(answer.body.doc.id).toBe(`lavender-soap-${stamp}`)
  })
})

describe('orders', () => {
  it('creates a pending order priced from the catalogue and holds its stock', async () => {
    const product = await createTestProduct({ inventory: 5, priceCents: 1250 })
    const answer = await placeOrder(product, 2)
    expect(answer.status).toBe(201)
    const order = await orderRow(answer.body.id!)
    expect(order).toMatchObject({ status: 'pending', totalCents: 2500, stockReleased: false, email: orderBody(product, 1).email })
    expect(order.lines).toMatchObject([{ productId: product.id, productName: product.name, quantity: 2, unitPriceCents: 1250 }])
    // Without a PaymentIntent yet, the hold is the short one (10 minutes, not 30).
    const hold = new Date(order.holdExpiresAt!).getTime() - new Date(order.createdAt).getTime()
    expect(hold).toBeGreaterThan(9 * 60_000)
    expect(hold).toBeLessThanOrEqual(10 * 60_000)
    expect(await inventoryOf(product.id)).toBe(3)
  })

  it('rejects a tampered price or total with 409, creates nothing and sends nothing to Stripe', async () => {
    const product = await createTestProduct({ inventory: 5, priceCents: 1250 })
    const before = (await stripeRequests({ path: '/v1/payment_intents' })).length
    const cheap = await placeOrder(product, 1, { items: [{ productId: product.id, quantity: 1, price: '0.50' }], totalAmount: '0.50' })
    expect(cheap.status).toBe(409)
    expect(cheap.body.message).toMatch(/price of .* is now \$12\.50/)
    const total = await placeOrder(product, 2, { totalAmount: '1.00' })
    expect(total.status).toBe(409)
    expect(total.body.message).toMatch(/total is \$25\.00/)
    expect(await ordersFor(product.id)).toHaveLength(0)
    expect(await inventoryOf(product.id)).toBe(5)
    expect((await stripeRequests({ path: '/v1/payment_intents' })).length).toBe(before)
  })

  it('rejects more than the stock on hand with 409 and bad input with 400', async () => {
    const product = await createTestProduct({ inventory: 2 })
    const tooMany = await placeOrder(product, 3)
    expect(tooMany.status).toBe(409)
    expect(tooMany.body.message).toBe(`Only 2 of ${product.name} left in stock.`)
    const missing = await call<{ message: string }>('/api/orders', { body: { ...orderBody(product, 1), firstName: '' } })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('Please fill in all required fields.')
    const negative = await placeOrder(product, -1)
    expect(negative.status).toBe(400)
    expect(await inventoryOf(product.id)).toBe(2)
  })

  it('of 20 concurrent orders for the last unit, exactly one is created and stock never goes below 0', async () => {
    const product = await createTestProduct({ inventory: 1 })
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(product, 1)))
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    expect(await inventoryOf(product.id)).toBe(0)
    expect(await ordersFor(product.id)).toHaveLength(1)
  })

  it('gives an unpaid order’s stock back once its hold expires, exactly once', async () => {
    const product = await createTestProduct({ inventory: 3 })
    const first = await placeOrder(product, 2)
    expect(await inventoryOf(product.id)).toBe(1)
    await expireHold(first.body.id!, 60_000)
    const payload = await testPayload()
    expect(await releaseExpiredHolds(payload)).toBeGreaterThanOrEqual(1)
    expect(await inventoryOf(product.id)).toBe(3)
    expect(await orderRow(first.body.id!)).toMatchObject({ status: 'cancelled', stockReleased: true })
    await releaseExpiredHolds(payload)
    expect(await inventoryOf(product.id)).toBe(3)

    // An expired order can no longer be paid.
    const late = await intentFor(first.body.id!, '25.00')
    expect(late.status).toBe(409)
  })

  it('releases expired holds on its own when the next order comes in', async () => {
    const product = await createTestProduct({ inventory: 1 })
    const first = await placeOrder(product, 1)
    expect((await placeOrder(product, 1)).status).toBe(409)
    await expireHold(first.body.id!, 1000)
    const second = await placeOrder(product, 1)
    expect(second.status).toBe(201)
    expect(await inventoryOf(product.id)).toBe(0)
    expect(await orderRow(first.body.id!)).toMatchObject({ status: 'cancelled', stockReleased: true })
  })
})

describe('payment intents for orders', () => {
  it('charges the order’s own total: catalogue price × quantity, with order metadata and an idempotency key', async () => {
    const product = await createTestProduct({ priceCents: 1250, inventory: 10 })
    const order = await placeOrder(product, 3)
    const answer = await intentFor(order.body.id!, '37.50')
    expect(answer.status).toBe(200)
    expect(answer.body.clientSecret).toMatch(/^pi_.+_secret_/)
    const sent = (await stripeRequests({ method: 'POST', path: '/v1/payment_intents' })).filter(
      (r) => (r.body.metadata as Record<string, string> | undefined)?.orderId === String(order.body.id),
    )
    expect(sent).toHaveLength(1)
    expect(Number(sent[0].body.amount)).toBe(1250 * 3)
    expect(sent[0].body.currency).toBe('usd')
    expect(sent[0].body.metadata).toEqual({ kind: 'order', orderId: String(order.body.id) })
    expect(sent[0].idempotencyKey).toBe(`order-${order.body.id}-payment-intent`)

    // Asking again returns the same intent, not a second charge.
    const again = await intentFor(order.body.id!, '37.50')
    expect(again.body.clientSecret).toBe(answer.body.clientSecret)
    expect((await orderRow(order.body.id!)).stripePaymentIntentId).toBe(answer.body.clientSecret!.split('_secret_')[0])
  })

  it('refuses an amount that differs from the order total with 409, before anything reaches Stripe', async () => {
    const product = await createTestProduct({ priceCents: 1250 })
    const order = await placeOrder(product, 1)
    const answer = await intentFor(order.body.id!, '0.50')
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe('The payment amount does not match the order total.')
    const sent = (await stripeRequests({ path: '/v1/payment_intents' })).filter(
      (r) => (r.body.metadata as Record<string, string> | undefined)?.orderId === String(order.body.id),
    )
    expect(sent).toHaveLength(0)
    expect((await intentFor(999_999_999, '1.00')).status).toBe(404)
    expect((await intentFor(order.body.id!, 'lots')).status).toBe(400)
  })
})

describe('order webhooks', () => {
  async function paidSetup(quantity = 2) {
    const product = await createTestProduct({ priceCents: 1250, inventory: 5 })
    const order = await placeOrder(product, quantity)
    const intent = await intentFor(order.body.id!, ((1250 * quantity) / 100).toFixed(2))
    const paymentIntentId = intent.body.clientSecret!.split('_secret_')[0]
    return { product, orderId: order.body.id!, paymentIntentId, amount: 1250 * quantity }
  }

  it('marks the order paid once when the same signed event arrives 10 times in a row', async () => {
    const { product, orderId, paymentIntentId, amount } = await paidSetup()
    const event = paymentIntentEvent('payment_intent.succeeded', orderId, paymentIntentId, amount)
    const first = await sendStripeEvent(event)
    expect(first.body).toEqual({ received: true, result: 'processed' })
    const paid = await orderRow(orderId)
    expect(paid.status).toBe('paid')
    expect(paid.paidAt).toBeTruthy()
    for (let i = 0; i < 9; i++) expect((await sendStripeEvent(event)).body).toEqual({ received: true, result: 'duplicate' })
    expect((await orderRow(orderId)).paidAt).toBe(paid.paidAt)
    expect((await orderRow(orderId)).updatedAt).toBe(paid.updatedAt)
    expect(await inventoryOf(product.id)).toBe(3)
  })

  it('applies the same signed event once when 10 copies arrive at the same moment', async () => {
    const { product, orderId, paymentIntentId, amount } = await paidSetup()
    const event = paymentIntentEvent('payment_intent.succeeded', orderId, paymentIntentId, amount)
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendStripeEvent(event)))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(answers.filter((a) => (a.body as { result: string }).result === 'processed')).toHaveLength(1)
    const payload = await testPayload()
    expect((await payload.count({ collection: 'stripe-events', where: { eventId: { equals: event.id } } })).totalDocs).toBe(1)
    expect((await orderRow(orderId)).status).toBe('paid')
    expect(await inventoryOf(product.id)).toBe(3)
  })

  it('does not move an order for a different event with the same outcome, nor for a wrong amount', async () => {
    const { orderId, paymentIntentId, amount } = await paidSetup()
    const wrong = paymentIntentEvent('payment_intent.succeeded', orderId, paymentIntentId, amount - 100)
    await sendStripeEvent(wrong)
    expect((await orderRow(orderId)).status).toBe('pending')
    await sendStripeEvent(paymentIntentEvent('payment_intent.succeeded', orderId, paymentIntentId, amount))
    const paid = await orderRow(orderId)
    await sendStripeEvent(paymentIntentEvent('payment_intent.succeeded', orderId, paymentIntentId, amount))
    expect((await orderRow(orderId)).paidAt).toBe(paid.paidAt)
  })

  it('gives stock back once when a payment fails or is cancelled, whatever the number of events', async () => {
    const failed = await paidSetup(2)
    for (let i = 0; i < 3; i++) {
      await sendStripeEvent(paymentIntentEvent('payment_intent.payment_failed', failed.orderId, failed.paymentIntentId, failed.amount))
    }
    expect(await inventoryOf(failed.product.id)).toBe(5)
    expect(await orderRow(failed.orderId)).toMatchObject({ status: 'pending', stockReleased: true })

    const cancelled = await paidSetup(3)
    const events = Array.from({ length: 5 }, () =>
      paymentIntentEvent('payment_intent.canceled', cancelled.orderId, cancelled.paymentIntentId, cancelled.amount),
    )
    await Promise.all(events.map((event) => sendStripeEvent(event)))
    expect(await inventoryOf(cancelled.product.id)).toBe(5)
    expect(await orderRow(cancelled.orderId)).toMatchObject({ status: 'cancelled', stockReleased: true })
  })

  it('takes the stock again when a card retried after a failure succeeds', async () => {
    const { product, orderId, paymentIntentId, amount } = await paidSetup(2)
    await sendStripeEvent(paymentIntentEvent('payment_intent.payment_failed', orderId, paymentIntentId, amount))
    expect(await inventoryOf(product.id)).toBe(5)
    await sendStripeEvent(paymentIntentEvent('payment_intent.succeeded', orderId, paymentIntentId, amount))
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', stockReleased: false })
    expect(await inventoryOf(product.id)).toBe(3)
  })

  it('refuses a badly signed event with 400 and leaves the order alone', async () => {
    const { orderId, paymentIntentId, amount } = await paidSetup()
    const body = JSON.stringify(paymentIntentEvent('payment_intent.succeeded', orderId, paymentIntentId, amount))
    const forged = await call('/api/stripe/webhook', { rawBody: body, headers: { 'stripe-signature': 't=1,v1=deadbeef' } })
    expect(forged.status).toBe(400)
    expect((await orderRow(orderId)).status).toBe('pending')
  })
})

describe('order ids', () => {
  it('are unguessable: 128 random bits, no order, no sequence, no numeric key shown', async () => {
    const product = await createTestProduct({ priceCents: 500, inventory: 20 })
    const answers: Record<string, unknown>[] = []
    for (let i = 0; i < 5; i++) {
      const answer = await placeOrder(product, 1)
      expect(answer.status).toBe(201)
      answers.push(answer.body as Record<string, unknown>)
    }
    const ids = answers.map((answer) => String(answer.id))
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(new Set(ids).size).toBe(ids.length)
    // Nothing of the internal key leaks: no field of the answer holds the stored numeric id. (Not
    // "the id does not contain its digits": 22 random characters contain "18" now and then.)
    const keys = await Promise.all(ids.map(async (id) => (await orderRow(id)).id))
    for (const [i, answer] of answers.entries()) {
      expect(Object.values(answer).filter((value) => value === keys[i] || value === String(keys[i]))).toEqual([])
    }
    // Consecutive orders share no prefix that would let one be derived from the other.
    const sorted = [...ids].sort()
    expect(sorted.some((id, i) => i > 0 && id.slice(0, 6) === sorted[i - 1]!.slice(0, 6))).toBe(false)
  })

  it('answer the same 404 to everyone who does not hold the id, whatever total they send', async () => {
    const product = await createTestProduct({ priceCents: 1250, inventory: 10 })
    const someoneElses = await placeOrder(product, 2)
    expect(someoneElses.status).toBe(201)
    const row = await orderRow(someoneElses.body.id!)
    const before = (await stripeRequests({ path: '/v1/payment_intents' })).length

    const guesses = [
      row.id, // the internal key, right-looking total
      String(row.id),
      row.id + 1,
      someoneElses.body.id!.slice(0, 21) + (someoneElses.body.id!.endsWith('A') ? 'B' : 'A'), // one character off
      'AAAAAAAAAAAAAAAAAAAAAA',
      '../orders/1',
    ]
    const answers = []
    for (const guess of guesses) {
      answers.push(await intentFor(guess, '25.00'))
      answers.push(await intentFor(guess, '0.50'))
    }
    for (const answer of answers) {
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ message: 'Order not found.' })
    }
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1)
    expect((await stripeRequests({ path: '/v1/payment_intents' })).length).toBe(before)
    expect((await orderRow(someoneElses.body.id!)).stripePaymentIntentId ?? null).toBeNull()
  })
})

describe('orders left behind at checkout (issue 33)', () => {
  const abandon = (id: string) => call<{ status?: string; message?: string }>(`/api/orders/${encodeURIComponent(id)}/abandon`, { body: {} })

  it('give their stock back at once, cancel their payment at Stripe and can no longer be paid; a paid one cannot be withdrawn', async () => {
    const product = await createTestProduct({ priceCents: 1250, inventory: 3 })
    const order = await placeOrder(product, 2)
    const intent = await intentFor(order.body.id!, '25.00')
    const paymentIntentId = intent.body.clientSecret!.split('_secret_')[0]
    expect(await inventoryOf(product.id)).toBe(1)

    const answer = await abandon(order.body.id!)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ status: 'cancelled' })
    expect(await inventoryOf(product.id)).toBe(3)
    expect((await orderRow(order.body.id!)).status).toBe('cancelled')
    expect(await stripeRequests({ method: 'POST', path: `/v1/payment_intents/${paymentIntentId}/cancel` })).toHaveLength(1)
    expect((await intentFor(order.body.id!, '25.00')).status).toBe(409)
    // Asked again (a double click): nothing more comes back.
    expect((await abandon(order.body.id!)).status).toBe(200)
    expect(await inventoryOf(product.id)).toBe(3)

    expect((await abandon('AAAAAAAAAAAAAAAAAAAAAA')).body).toEqual({ message: 'Order not found.' })

    const paid = await placeOrder(product, 1)
    const paidIntent = await intentFor(paid.body.id!, '12.50')
    const paidIntentId = paidIntent.body.clientSecret!.split('_secret_')[0]
    expect((await sendStripeEvent(paymentIntentEvent('payment_intent.succeeded', paid.body.id!, paidIntentId, 1250))).status).toBe(200)
    const refused = await abandon(paid.body.id!)
    expect(refused.status).toBe(409)
    expect((await orderRow(paid.body.id!)).status).toBe('paid')
    expect(await inventoryOf(product.id)).toBe(2)
  })
})
