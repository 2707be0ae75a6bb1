import { describe, expect, it } from 'vitest'

import { releaseExpiredHolds } from '@/server/shop/holds'

import { call, uniqueEmail } from '../../support/api'
import { uniqueAddress, validFeedback } from '../../support/forms'
import { markedName } from '../../support/markers'
import { testPayload } from '../../support/payload'
import { createTestProduct, orderBody, updateTestProduct } from '../../support/shop'
import { stripeRequests } from '../../support/money/stripe'

/**
 * What a script would try against the payment and form endpoints (issue 13): card testing on
 * the donation call, hoarding stock through unpaid orders, and rotating X-Forwarded-For.
 */

const PER_ADDRESS = Number(process.env.RATE_LIMIT_DONATIONS_PER_ADDRESS || 10)
const PER_EMAIL = Number(process.env.RATE_LIMIT_DONATIONS_PER_EMAIL || 5)
const HOLDS_PER_ADDRESS = Number(process.env.ORDER_OPEN_HOLDS_PER_ADDRESS || 5)
const FORMS_LIMIT = Number(process.env.RATE_LIMIT_FORMS_MAX || 10)

function gift(email = uniqueEmail('gift')) {
  return { amount: '5.00', donationType: 'one_time', firstName: markedName('Ada'), lastName: markedName('Lane'), email }
}

async function intentsFor(email: string) {
  return (await stripeRequests({ method: 'POST', path: '/v1/payment_intents' })).filter(
    (r) => (r.body.metadata as Record<string, string> | undefined)?.email === email,
  )
}

describe('card testing on POST /api/create-donation-intent', () => {
  it('answers 429 with Retry-After for the excess of 30 intents from one address, and Stripe never sees them', async () => {
    const address = uniqueAddress()
    const answers: { status: number; email: string; retryAfter: string | null }[] = []
    for (let i = 0; i < 30; i++) {
      const body = gift()
      const answer = await call<{ message: string }>('/api/create-donation-intent', { body, headers: { 'x-forwarded-for': address } })
      answers.push({ status: answer.status, email: body.email, retryAfter: answer.headers.get('retry-after') })
    }
    const accepted = answers.filter((a) => a.status === 200)
    const refused = answers.filter((a) => a.status === 429)
    expect(accepted.length + refused.length).toBe(30)
    // The first PER_ADDRESS pass; a window boundary during the loop may at most let in one more allowance.
    expect(answers.slice(0, PER_ADDRESS).every((a) => a.status === 200)).toBe(true)
    expect(accepted.length).toBeLessThanOrEqual(2 * PER_ADDRESS)
    expect(refused.length).toBeGreaterThanOrEqual(30 - 2 * PER_ADDRESS)
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0)
      expect(await intentsFor(answer.email)).toHaveLength(0)
    }
    for (const answer of accepted) expect(await intentsFor(answer.email)).toHaveLength(1)

    // Another address is not affected.
    expect((await call('/api/create-donation-intent', { body: gift(), headers: { 'x-forwarded-for': uniqueAddress() } })).status).toBe(200)
  })

  it('limits one e-mail address across many client addresses', async () => {
    const email = uniqueEmail('card-tester')
    const statuses: number[] = []
    for (let i = 0; i < PER_EMAIL + 3; i++) {
      const answer = await call('/api/create-donation-intent', { body: gift(email), headers: { 'x-forwarded-for': uniqueAddress() } })
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, PER_EMAIL).every((status) => status === 200)).toBe(true)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1)
    expect((await intentsFor(email)).length).toBeLessThanOrEqual(2 * PER_EMAIL)
  })

  it('refuses an amount below the form’s minimum of 1.00 with 400 and asks Stripe for nothing', async () => {
    for (const amount of ['0.5', 0.5, '0.01', '0.99']) {
      const body = { ...gift(), amount }
      const answer = await call<{ errors: Record<string, string> }>('/api/create-donation-intent', {
        body,
        headers: { 'x-forwarded-for': uniqueAddress() },
      })
      expect(answer.status, String(amount)).toBe(400)
      expect(answer.body.errors.amount).toBe('Please select or enter a valid donation amount.')
      expect(await intentsFor(body.email)).toHaveLength(0)
    }
    const one = { ...gift(), amount: '1.00' }
    expect((await call('/api/create-donation-intent', { body: one, headers: { 'x-forwarded-for': uniqueAddress() } })).status).toBe(200)
  })
})

describe('stock hoarding on POST /api/orders', () => {
  it('refuses a line above the product’s maxPerOrder with 409 that says what to change, and holds nothing', async () => {
    const product = await createTestProduct({ inventory: 50 })
    const tooMany = await call<{ message: string }>('/api/orders', { body: orderBody(product, 11, { email: uniqueEmail('hoarder') }) })
    expect(tooMany.status).toBe(409)
    expect(tooMany.body.message).toBe(`You can order at most 10 of ${product.name} at a time. Please lower the quantity.`)
    // Two lines of the same product count together.
    const split = orderBody(product, 6, { email: uniqueEmail('hoarder') })
    split.items = [...split.items, ...split.items]
    split.totalAmount = ((product.priceCents * 12) / 100).toFixed(2)
    expect((await call('/api/orders', { body: split })).status).toBe(409)

    // Staff raise the limit for this product: 11 now fits.
    await updateTestProduct(product.id, { maxPerOrder: 12 })
    expect((await call('/api/orders', { body: orderBody(product, 11, { email: uniqueEmail('buyer') }) })).status).toBe(201)
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'products', id: product.id, overrideAccess: true })).inventory).toBe(39)
  })

  it('caps the open unpaid holds of one address; another address still buys', async () => {
    const product = await createTestProduct({ inventory: 50 })
    const address = uniqueAddress()
    const from = { 'x-forwarded-for': address }
    for (let i = 0; i < HOLDS_PER_ADDRESS; i++) {
      const answer = await call('/api/orders', { body: orderBody(product, 1, { email: uniqueEmail('holder') }), headers: from })
      expect(answer.status, `order ${i + 1}`).toBe(201)
    }
    const refused = await call<{ message: string }>('/api/orders', { body: orderBody(product, 1, { email: uniqueEmail('holder') }), headers: from })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/unpaid orders/)
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'products', id: product.id, overrideAccess: true })).inventory).toBe(50 - HOLDS_PER_ADDRESS)

    const other = await call('/api/orders', { body: orderBody(product, 1, { email: uniqueEmail('other') }), headers: { 'x-forwarded-for': uniqueAddress() } })
    expect(other.status).toBe(201)
  })

  it('releases an abandoned hold without a PaymentIntent after 10 minutes, one being paid after 30', async () => {
    const product = await createTestProduct({ inventory: 5 })
    const abandonedEmail = uniqueEmail('abandoned')
    const payingEmail = uniqueEmail('paying')
    const abandoned = await call<{ id: number | string }>('/api/orders', { body: orderBody(product, 2, { email: abandonedEmail }) })
    const paying = await call<{ id: number | string }>('/api/orders', { body: orderBody(product, 1, { email: payingEmail }) })
    expect([abandoned.status, paying.status]).toEqual([201, 201])
    const intent = await call('/api/create-payment-intent', { body: { orderId: paying.body.id, amount: (product.priceCents / 100).toFixed(2) } })
    expect(intent.status).toBe(200)

    const payload = await testPayload()
    const orderOf = async (email: string) =>
      (await payload.find({ collection: 'orders', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })).docs[0]
    const inventory = async () => (await payload.findByID({ collection: 'products', id: product.id, overrideAccess: true })).inventory
    expect(await inventory()).toBe(2)

    const start = new Date((await orderOf(abandonedEmail)).createdAt).getTime()
    await releaseExpiredHolds(payload, new Date(start + 9 * 60_000))
    expect(await orderOf(abandonedEmail)).toMatchObject({ status: 'pending', stockReleased: false })

    await releaseExpiredHolds(payload, new Date(start + 11 * 60_000))
    expect(await orderOf(abandonedEmail)).toMatchObject({ status: 'cancelled', stockReleased: true })
    expect(await orderOf(payingEmail)).toMatchObject({ status: 'pending', stockReleased: false })
    expect(await inventory()).toBe(4)

    await releaseExpiredHolds(payload, new Date(start + 31 * 60_000))
    expect(await orderOf(payingEmail)).toMatchObject({ status: 'cancelled', stockReleased: true })
    expect(await inventory()).toBe(5)
  })
})

describe('client address behind a proxy (TRUST_PROXY=true)', () => {
  it('counts the hop our proxy appended: spoofed left-most hops do not reset the form limit', async () => {
    const real = uniqueAddress()
    for (let i = 0; i < FORMS_LIMIT; i++) {
      const answer = await call('/api/feedback', { body: validFeedback(), headers: { 'x-forwarded-for': `203.0.113.${i + 1}, ${real}` } })
      expect(answer.status, `submission ${i + 1}`).toBe(201)
    }
    const spoofed = await call('/api/feedback', { body: validFeedback(), headers: { 'x-forwarded-for': `198.18.0.77, ${real}` } })
    expect(spoofed.status).toBe(429)
  })
})
