import { describe, expect, it } from 'vitest'

import { BASE_URL, call, uniqueEmail } from '../../support/api'
import { sentMail, waitForMail } from '../../support/mail'
import { pdfText } from '../../support/pdf'
import { testPayload } from '../../support/payload'
import { createTestProduct, orderBody, staff, TEST_ADDRESS, type TestProduct } from '../../support/shop'
import { eventId, sendStripeEvent } from '../../support/money/stripe'

/** The packing slip as staff print it: a PDF, its text read back. */
async function packingSlip(id: string, cookie: string) {
  const response = await fetch(`${BASE_URL}/api/orders/${id}/packing-slip`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })
  const body = Buffer.from(await response.arrayBuffer())
  return { status: response.status, type: response.headers.get('content-type'), text: pdfText(body) }
}

const STAFF_ADDRESS = 'staff@bloomhope.test'

type Line = { product: TestProduct; quantity: number }

function body(lines: Line[], overrides: Record<string, unknown> = {}) {
  const total = lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0)
  return {
    email: uniqueEmail('buyer'),
    firstName: 'Ann',
    lastName: 'Lee',
    totalAmount: (total / 100).toFixed(2),
    items: lines.map(({ product, quantity }) => ({ productId: product.id, quantity, price: (product.priceCents / 100).toFixed(2) })),
    ...overrides,
  }
}

async function place(payloadBody: Record<string, unknown>) {
  return call<{ id?: string; message?: string; errors?: Record<string, string> }>('/api/orders', { body: payloadBody })
}

async function orderRow(publicId: string) {
  const payload = await testPayload()
  const found = await payload.find({ collection: 'orders', where: { publicId: { equals: publicId } }, depth: 0, overrideAccess: true, limit: 1 })
  if (!found.docs[0]) throw new Error(`no order ${publicId}`)
  return found.docs[0]
}

/** Places, opens a PaymentIntent for, and pays (signed webhook) an order; answers what the test needs. */
async function paidOrder(lines: Line[], overrides: Record<string, unknown> = {}) {
  const orderBodyValue = body(lines, overrides)
  const placed = await place(orderBodyValue)
  expect(placed.status).toBe(201)
  const id = placed.body.id!
  const intent = await call<{ clientSecret: string }>('/api/create-payment-intent', { body: { amount: orderBodyValue.totalAmount, orderId: id } })
  expect(intent.status).toBe(200)
  const paymentIntentId = intent.body.clientSecret.split('_secret_')[0]
  const amount = Math.round(Number(orderBodyValue.totalAmount) * 100)
  const event = {
    id: eventId(),
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: paymentIntentId,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        currency: 'usd',
        status: 'succeeded',
        metadata: { kind: 'order', orderId: id },
      },
    },
  }
  const answer = await sendStripeEvent(event)
  expect(answer.status).toBe(200)
  return { id, email: orderBodyValue.email, event, paymentIntentId, amount }
}

async function fulfil(id: string, data: unknown, cookie?: string) {
  return call<{ message?: string; status?: string }>(`/api/orders/${id}/fulfil`, { body: data, cookie })
}

describe('shipping address and fulfilment method at checkout', () => {
  it('a seeds order without an address answers 400 with the spec message; with one, 201 and the address is stored', async () => {
    const seeds = await createTestProduct({ category: 'seeds', inventory: 5, priceCents: 450 })
    const missing = await place(body([{ product: seeds, quantity: 1 }]))
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('Shipping address is required for items that ship.')
    expect(missing.body.errors).toEqual({ shippingAddress: 'Shipping address is required for items that ship.' })

    const placed = await place(body([{ product: seeds, quantity: 1 }], { shippingAddress: { ...TEST_ADDRESS, state: 'tn', phone: '(931) 555-0100' } }))
    expect(placed.status).toBe(201)
    const order = await orderRow(placed.body.id!)
    expect(order.shippingAddress).toMatchObject({ ...TEST_ADDRESS, state: 'TN', phone: '(931) 555-0100' })
    expect(order.lines.map((line) => line.fulfilment)).toEqual(['ship'])
  })

  it('an eggs-only order needs no address (and keeps none)', async () => {
    const eggs = await createTestProduct({ category: 'eggs', inventory: 5, priceCents: 600 })
    const placed = await place(body([{ product: eggs, quantity: 2 }]))
    expect(placed.status).toBe(201)
    const order = await orderRow(placed.body.id!)
    expect(order.lines.map((line) => line.fulfilment)).toEqual(['pickup'])
    expect(order.shippingAddress?.line1 ?? null).toBeNull()
  })

  it('a mixed order stores one method per line: seeds ship, plant starts are picked up, a sponsorship needs nothing', async () => {
    const seeds = await createTestProduct({ category: 'seeds', inventory: 5, priceCents: 450 })
    const plants = await createTestProduct({ category: 'plants', inventory: 5, priceCents: 800 })
    const sponsorship: TestProduct = { id: 'shopping-single', name: 'One Shopping Experience', priceCents: 7500, inventory: 999 }
    const placed = await place(
      body(
        [
          { product: seeds, quantity: 1 },
          { product: plants, quantity: 2 },
          { product: sponsorship, quantity: 1 },
        ],
        { shippingAddress: TEST_ADDRESS },
      ),
    )
    expect(placed.status).toBe(201)
    const order = await orderRow(placed.body.id!)
    const methods = Object.fromEntries(order.lines.map((line) => [line.productId, line.fulfilment]))
    expect(methods).toEqual({ [seeds.id]: 'ship', [plants.id]: 'pickup', 'shopping-single': 'none' })
  })

  it('a sponsorship package alone needs no address', async () => {
    const sponsorship: TestProduct = { id: 'shopping-double', name: 'Two Shopping Experiences', priceCents: 15000, inventory: 999 }
    const placed = await place(body([{ product: sponsorship, quantity: 1 }]))
    expect(placed.status).toBe(201)
  })

  it('a malformed state or ZIP answers 400 naming the field, and nothing is held', async () => {
    const seeds = await createTestProduct({ category: 'seeds', inventory: 5 })
    const badState = await place(body([{ product: seeds, quantity: 1 }], { shippingAddress: { ...TEST_ADDRESS, state: 'XX' } }))
    expect(badState.status).toBe(400)
    expect(Object.keys(badState.body.errors ?? {})).toEqual(['shippingAddress.state'])
    const badZip = await place(body([{ product: seeds, quantity: 1 }], { shippingAddress: { ...TEST_ADDRESS, postalCode: '3720' } }))
    expect(badZip.status).toBe(400)
    expect(Object.keys(badZip.body.errors ?? {})).toEqual(['shippingAddress.postalCode'])
    const product = await call<{ inventory: number }>(`/api/products/${seeds.id}`)
    expect(product.body.inventory).toBe(5)
  })
})

describe('order e-mails and fulfilment', () => {
  it('paying sends one confirmation naming each item and the total, and a staff notice without customer data; a replay sends none', async () => {
    const seeds = await createTestProduct({ category: 'seeds', inventory: 10, priceCents: 450 })
    const eggs = await createTestProduct({ category: 'eggs', inventory: 10, priceCents: 600 })
    const { id, email, event, paymentIntentId, amount } = await paidOrder(
      [
        { product: seeds, quantity: 2 },
        { product: eggs, quantity: 1 },
      ],
      { shippingAddress: TEST_ADDRESS },
    )
    const { orderNumber } = await orderRow(id)
    const [confirmation] = await waitForMail({ to: email, subject: /confirmed/ })
    for (const part of [confirmation.text, confirmation.html]) {
      expect(part).toContain(seeds.name)
      expect(part).toContain(eggs.name)
      expect(part).toContain('$15.00')
      expect(part).toContain(orderNumber)
      expect(part).toContain('12 Elm Street')
      expect(part).toMatch(/farm stand/i)
      expect(part).toContain('Bloom Hope Foundation')
    }
    expect(confirmation.html).not.toMatch(/<img|https?:\/\/[^"]*\.(png|jpe?g|gif|woff2?)/i)

    const staffNotices = await waitForMail({ to: STAFF_ADDRESS, subject: 'New paid order' })
    const notice = staffNotices.find((mail) => mail.text.includes(`${orderNumber} `))
    expect(notice).toBeTruthy()
    expect(notice!.text).not.toContain(email)
    expect(notice!.text).not.toContain('Elm Street')
    expect(notice!.text).not.toContain('Ann')

    // The same event again, and a second event for the same payment: the webhook answers after
    // any e-mail it sends, so none arriving by then means none at all.
    expect((await sendStripeEvent(event)).status).toBe(200)
    const again = { ...event, id: eventId() }
    expect((await sendStripeEvent(again)).status).toBe(200)
    expect(await sentMail({ to: email, subject: /confirmed/ })).toHaveLength(1)
    expect((await sentMail({ to: STAFF_ADDRESS, subject: 'New paid order' })).filter((mail) => mail.text.includes(`${orderNumber} `))).toHaveLength(1)
    expect((await orderRow(id)).status).toBe('paid')
    expect(paymentIntentId).toBeTruthy()
    expect(amount).toBe(1500)
  })

  it('marking an order shipped with a tracking number sends one e-mail with it; shipped → paid is 409; anonymous is 401', async () => {
    const honey = await createTestProduct({ category: 'honey', inventory: 10, priceCents: 1200 })
    const { id, email } = await paidOrder([{ product: honey, quantity: 1 }], { shippingAddress: TEST_ADDRESS })
    const cookie = await staff()

    const anonymous = await fulfil(id, { status: 'shipped', trackingNumber: '1Z999' })
    expect(anonymous.status).toBe(401)
    expect((await orderRow(id)).status).toBe('paid')

    const shipped = await fulfil(id, { status: 'shipped', carrier: 'USPS', trackingNumber: '9400 1000 0000 0000 0000 00' }, cookie)
    expect(shipped.status).toBe(200)
    expect(shipped.body.status).toBe('shipped')
    const mails = await waitForMail({ to: email, subject: /on its way/ })
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain('9400 1000 0000 0000 0000 00')
    expect(mails[0].text).toContain('USPS')
    expect(await orderRow(id)).toMatchObject({ status: 'shipped', carrier: 'USPS', trackingNumber: '9400 1000 0000 0000 0000 00' })

    const back = await fulfil(id, { status: 'paid' }, cookie)
    expect(back.status).toBe(409)
    const twice = await fulfil(id, { status: 'shipped' }, cookie)
    expect(twice.status).toBe(409)
    const pickup = await fulfil(id, { status: 'ready_for_pickup' }, cookie)
    expect(pickup.status).toBe(409)
    expect((await orderRow(id)).status).toBe('shipped')
    expect(await sentMail({ to: email, subject: /on its way/ })).toHaveLength(1)

    expect((await fulfil(id, { status: 'lost' }, cookie)).status).toBe(400)
    expect((await fulfil('AAAAAAAAAAAAAAAAAAAAAA', { status: 'shipped' }, cookie)).status).toBe(404)
  })

  it('a pickup order goes ready → picked up with an e-mail each, and an unpaid order cannot move', async () => {
    const eggs = await createTestProduct({ category: 'eggs', inventory: 10, priceCents: 600 })
    const cookie = await staff()
    const unpaid = await place(body([{ product: eggs, quantity: 1 }]))
    expect((await fulfil(unpaid.body.id!, { status: 'ready_for_pickup' }, cookie)).status).toBe(409)

    const { id, email } = await paidOrder([{ product: eggs, quantity: 1 }])
    expect((await fulfil(id, { status: 'shipped' }, cookie)).status).toBe(409)
    expect((await fulfil(id, { status: 'picked_up' }, cookie)).status).toBe(409)
    expect((await fulfil(id, { status: 'ready_for_pickup' }, cookie)).status).toBe(200)
    const [ready] = await waitForMail({ to: email, subject: /ready for pickup/ })
    expect(ready.text).toMatch(/Hours: Coming Soon/i)
    expect((await fulfil(id, { status: 'picked_up' }, cookie)).status).toBe(200)
    await waitForMail({ to: email, subject: /picking up/ })
    expect((await orderRow(id)).status).toBe('picked_up')
  })

  it('the staff queue lists paid orders oldest first with what to ship where; anonymous gets 401', async () => {
    expect((await call('/api/orders')).status).toBe(401)
    const seeds = await createTestProduct({ category: 'seeds', inventory: 10, priceCents: 450 })
    const first = await paidOrder([{ product: seeds, quantity: 1 }], { shippingAddress: TEST_ADDRESS })
    const second = await paidOrder([{ product: seeds, quantity: 2 }], { shippingAddress: TEST_ADDRESS })
    const queue = await call<{ orders: { id: string; lines: { productName: string; fulfilment: string }[]; shippingAddress: { city: string } }[] }>(
      '/api/orders',
      { cookie: await staff() },
    )
    expect(queue.status).toBe(200)
    expect(queue.headers.get('cache-control')).toContain('no-store')
    const ids = queue.body.orders.map((order) => order.id)
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
    const listed = queue.body.orders.find((order) => order.id === first.id)!
    expect(listed.lines).toEqual([{ productName: seeds.name, quantity: 1, fulfilment: 'ship' }])
    expect(listed.shippingAddress.city).toBe('Nashville')

    const slip = await packingSlip(first.id, await staff())
    expect(slip.status).toBe(200)
    expect(slip.type).toBe('application/pdf')
    expect(slip.text).toContain(seeds.name)
    expect(slip.text).toContain('12 Elm Street')
    expect((await call(`/api/orders/${first.id}/packing-slip`)).status).toBe(401)
  })
})

describe('stock signals', () => {
  it('staff get one e-mail when a product falls to its threshold and one when it sells out, however many orders race', async () => {
    const jam = await createTestProduct({ category: 'honey', inventory: 6, lowStockThreshold: 4 })
    const low = `Low stock: ${jam.name}`
    const soldOut = `Sold out: ${jam.name}`
    // Two at once take it from 6 to 4: the threshold is crossed once.
    const racing = await Promise.all([place(orderBody(jam, 1)), place(orderBody(jam, 1))])
    expect(racing.map((answer) => answer.status)).toEqual([201, 201])
    const lows = await waitForMail({ to: STAFF_ADDRESS, subject: new RegExp(`^${low}`) })
    expect(lows).toHaveLength(1)
    expect(lows[0].subject).toBe(`${low} (4 left)`)
    // The rest sells in four racing orders: one sold-out e-mail, and no second low-stock one.
    const rest = await Promise.all(Array.from({ length: 4 }, () => place(orderBody(jam, 1))))
    expect(rest.map((answer) => answer.status)).toEqual([201, 201, 201, 201])
    expect(await waitForMail({ to: STAFF_ADDRESS, subject: soldOut })).toHaveLength(1)
    expect(await sentMail({ to: STAFF_ADDRESS, subject: new RegExp(`^${low}`) })).toHaveLength(1)
  })
})

describe('order numbers (issue 33)', () => {
  const numberOf = (orderNumber: string) => Number(orderNumber.replace(/^BH-/, ''))

  it('orders placed at the same moment each get their own short number, carried by the CMS API, the confirmation e-mail, the packing slip and the queue', async () => {
    const seeds = await createTestProduct({ category: 'seeds', inventory: 20, priceCents: 450 })
    const placed = await Promise.all(
      Array.from({ length: 6 }, () => place(body([{ product: seeds, quantity: 1 }], { shippingAddress: TEST_ADDRESS }))),
    )
    expect(placed.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201])
    const ids = placed.map((answer) => answer.body.id!)
    const cookie = await staff()
    const cms = await call<{ docs: { publicId: string; orderNumber: string }[] }>(
      `/api/cms/orders?where[publicId][in]=${ids.join(',')}&depth=0&limit=10`,
      { cookie },
    )
    expect(cms.status).toBe(200)
    const numbers = cms.body.docs.map((doc) => doc.orderNumber)
    expect(numbers).toHaveLength(6)
    for (const orderNumber of numbers) expect(orderNumber).toMatch(/^BH-\d{4,}$/)
    expect(new Set(numbers).size).toBe(6)
    // The public id stays the order's id in the API.
    expect(cms.body.docs.map((doc) => doc.publicId).sort()).toEqual([...ids].sort())

    const { id, email } = await paidOrder([{ product: seeds, quantity: 1 }], { shippingAddress: TEST_ADDRESS })
    const orderNumber = (await orderRow(id)).orderNumber!
    expect(numberOf(orderNumber)).toBeGreaterThan(Math.max(...numbers.map(numberOf)))

    const [confirmation] = await waitForMail({ to: email, subject: /is confirmed/ })
    expect(confirmation.subject).toBe(`Your order ${orderNumber} is confirmed`)
    expect(confirmation.text).toContain(`Please keep your order number, ${orderNumber}`)
    expect(confirmation.text).not.toContain(id)

    const slip = await packingSlip(id, cookie)
    expect(slip.status).toBe(200)
    expect(slip.text).toContain(`Packing slip ${orderNumber}`)
    expect(slip.text).not.toContain(id)

    const queue = await call<{ orders: { id: string; orderNumber: string }[] }>('/api/orders', { cookie })
    expect(queue.body.orders.find((order) => order.id === id)?.orderNumber).toBe(orderNumber)

    // Staff find it by the number the customer reads out, with or without its prefix.
    for (const typed of [orderNumber, orderNumber.toLowerCase(), String(numberOf(orderNumber))]) {
      const found = await call<{ count: number; orders: { id: string }[] }>(`/api/orders?number=${encodeURIComponent(typed)}`, { cookie })
      expect(found.status).toBe(200)
      expect(found.body.orders.map((order) => order.id)).toEqual([id])
    }
    // An unpaid order has nothing to fulfil; a text that is no number is refused.
    expect((await call<{ count: number }>(`/api/orders?number=${numbers[0]}`, { cookie })).body.count).toBe(0)
    expect((await call(`/api/orders?number=${encodeURIComponent("1' OR 1=1")}`, { cookie })).status).toBe(400)
    expect((await call(`/api/orders?number=${orderNumber}`)).status).toBe(401)
  })
})
