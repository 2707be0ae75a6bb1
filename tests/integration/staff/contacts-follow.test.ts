import { beforeAll, describe, expect, it } from 'vitest'

import { call, signIn, uniqueEmail } from '../../support/api'
import { markedName } from '../../support/markers'
import { createTestProduct, orderBody } from '../../support/shop'
import { intentIdOfSecret, payFirstInvoice, sendStripeEvent, succeedPaymentIntent } from '../../support/money/stripe'

/**
 * Issue 33: staff numbers follow the books. A new gift, a paid order and a newsletter sign-up
 * reach their donor contact without anyone pressing "Run data consolidation", and any active
 * recurring gift — not only a monthly one — makes a recurring donor.
 */
type Contact = { email: string; totalDonationAmount: number; isMonthlyDonor: boolean; firstName?: string; source?: string }

let cookie: string
beforeAll(async () => {
  cookie = await signIn()
})

async function contactOf(email: string) {
  const answer = await call<Contact[]>(`/api/donor-contacts?search=${encodeURIComponent(email)}`, { cookie })
  expect(answer.status).toBe(200)
  return answer.body.find((contact) => contact.email === email.toLowerCase()) ?? null
}

/** Polls the contact list until `email` is there (work that runs after an answer was sent), failing after 10 s. */
async function eventuallyContactOf(email: string) {
  const deadline = Date.now() + 10_000
  for (;;) {
    const found = await contactOf(email)
    if (found || Date.now() > deadline) return found
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('donor contacts without consolidation', () => {
  it('a paid quarterly gift makes its donor a recurring donor at once', async () => {
    const email = uniqueEmail('quarterly-contact')
    expect(await contactOf(email)).toBeNull()
    const started = await call<{ clientSecret: string }>('/api/create-donation-intent', {
      body: { amount: '75.00', donationType: 'quarterly', firstName: markedName('Quinn'), lastName: 'Lark', email },
    })
    expect(started.status).toBe(200)
    // The webhook answers once its after-commit work (the contact's refresh) is done.
    expect((await sendStripeEvent(await payFirstInvoice(started.body.clientSecret))).status).toBe(200)

    const contact = await contactOf(email)
    expect(contact).toMatchObject({ email, isMonthlyDonor: true, totalDonationAmount: 75, source: 'donation' })
    const recurring = await call<Contact[]>(`/api/donor-contacts?search=${encodeURIComponent(email)}&isMonthlyDonor=true`, { cookie })
    expect(recurring.body.map((c) => c.email)).toEqual([email])
  })

  it('a one-time gift counts at once and does not make a recurring donor', async () => {
    const email = uniqueEmail('once-contact')
    const started = await call<{ clientSecret: string }>('/api/create-donation-intent', {
      body: { amount: '40.00', donationType: 'one_time', firstName: markedName('Oona'), lastName: 'Lark', email },
    })
    expect((await sendStripeEvent(await succeedPaymentIntent(intentIdOfSecret(started.body.clientSecret)))).status).toBe(200)
    expect(await contactOf(email)).toMatchObject({ isMonthlyDonor: false, totalDonationAmount: 40 })
  })

  it('a paid order and a newsletter sign-up reach their contacts, a purchase adding no giving', async () => {
    const buyer = uniqueEmail('order-contact')
    const product = await createTestProduct()
    const order = await call<{ id: string }>('/api/orders', { body: orderBody(product, 1, { email: buyer }) })
    expect(order.status).toBe(201)
    const intent = await call<{ clientSecret: string }>('/api/create-payment-intent', {
      body: { amount: (product.priceCents / 100).toFixed(2), orderId: order.body.id },
    })
    expect(intent.status).toBe(200)
    expect(await contactOf(buyer)).toBeNull()
    expect((await sendStripeEvent(await succeedPaymentIntent(intentIdOfSecret(intent.body.clientSecret)))).status).toBe(200)
    expect(await contactOf(buyer)).toMatchObject({ source: 'order', totalDonationAmount: 0, isMonthlyDonor: false })

    const reader = uniqueEmail('newsletter-contact')
    expect((await call('/api/newsletter', { body: { email: reader, source: 'footer' } })).status).toBe(201)
    expect(await eventuallyContactOf(reader)).toMatchObject({ source: 'newsletter', totalDonationAmount: 0 })
  })
})
