import { beforeAll, describe, expect, it } from 'vitest'

import { levelSlug } from '@/domain/donors/slug'

import { call, uniqueEmail } from '../../support/api'
import { sentMail, waitForMail } from '../../support/mail'
import { testPayload } from '../../support/payload'
import { useReceiptIdentity } from '../../support/money/receipts'
import { createTestProduct, staff } from '../../support/shop'
import { fakeStripeEvents, intentIdOfSecret, sendStripeEvent, succeedPaymentIntent } from '../../support/money/stripe'

/**
 * Gift acknowledgments (issue 19): every ledger row's donor gets a receipt with what the IRS asks
 * for and a PDF; replays send nothing more; a refund voids it (and replaces it when part of the
 * gift remains); shop purchases get none.
 */
const NUMBER = /\b(\d{4})-(\d{6})\b/
let cookie: string

async function deliver(event: Parameters<typeof sendStripeEvent>[0], times = 1) {
  for (let i = 0; i < times; i++) expect((await sendStripeEvent(event)).status).toBe(200)
}

async function paidGift(amount: string, email: string, level?: string) {
  const answer = await call<{ clientSecret: string }>('/api/create-donation-intent', {
    body: { amount, donationType: 'one_time', firstName: 'Edith', lastName: 'Marsh', email, ...(level ? { level } : {}) },
  })
  expect(answer.status).toBe(200)
  const intentId = intentIdOfSecret(answer.body.clientSecret)
  const paid = await succeedPaymentIntent(intentId)
  await deliver(paid)
  return { intentId, paid }
}

async function receiptsOf(email: string) {
  const payload = await testPayload()
  return (await payload.find({ collection: 'receipts', where: { email: { equals: email } }, sort: 'id', overrideAccess: true })).docs
}

async function refund(intentId: string, donationEmail: string, amount?: string) {
  const payload = await testPayload()
  const [gift] = (await payload.find({ collection: 'donations', where: { stripePaymentIntentId: { equals: intentId } }, overrideAccess: true })).docs
  expect((await call(`/api/donations/${gift.id}/refund`, { body: amount ? { amount } : {}, cookie })).status).toBe(202)
  const events = (await fakeStripeEvents('charge.refunded')).filter((e) => e.data.object.payment_intent === intentId)
  await deliver(events[events.length - 1])
  return donationEmail
}

beforeAll(async () => {
  cookie = await staff()
})

useReceiptIdentity()

describe('receipts', () => {
  it('e-mails one receipt with every IRS element and a PDF for a $300 gift; a replayed event sends no second one', async () => {
    const email = uniqueEmail('receipt')
    const { paid } = await paidGift('300.00', email)
    const [mail] = await waitForMail({ to: email, subject: /^Your receipt \d{4}-\d{6} from / })
    const number = NUMBER.exec(mail.subject)![0]
    for (const element of ['Bloom Hope Foundation, Inc.', 'EIN', '12-3456789', number, 'Edith Marsh', '$300.00', 'No goods or services were provided in exchange for this contribution.']) {
      expect(mail.text).toContain(element)
    }
    expect(mail.text).toMatch(/Date of gift\s+\w+ \d{1,2}, \d{4}/)
    // Nothing is fetched when the receipt is opened: no image, no remote resource.
    expect(mail.html).not.toMatch(/<img|\ssrc=/i)
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments[0]).toMatchObject({ filename: `receipt-${number}.pdf`, contentType: 'application/pdf' })
    expect(Buffer.from(mail.attachments[0].content, 'base64').subarray(0, 5).toString()).toBe('%PDF-')

    await deliver(paid, 3)
    await deliver({ ...paid, id: `${paid.id}_again` })
    expect(await sentMail({ to: email, subject: /receipt/i })).toHaveLength(1)
    const rows = await receiptsOf(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ number, status: 'issued', amountCents: 30_000 })
  })

  it('voids the receipt of a fully refunded gift, and replaces it with a new number after a partial refund', async () => {
    const full = uniqueEmail('receipt-full')
    const first = await paidGift('80.00', full)
    await waitForMail({ to: full, subject: /^Your receipt/ })
    await refund(first.intentId, full)
    const [voided] = await waitForMail({ to: full, subject: /is void$/ })
    expect(voided.text).toContain('$80.00')
    expect((await receiptsOf(full)).map((r) => r.status)).toEqual(['void'])

    const partial = uniqueEmail('receipt-partial')
    const second = await paidGift('100.00', partial)
    const [original] = await waitForMail({ to: partial, subject: /^Your receipt/ })
    const originalNumber = NUMBER.exec(original.subject)![0]
    await refund(second.intentId, partial, '40.00')
    const replacements = await waitForMail({ to: partial, subject: /^Your receipt/, count: 2 })
    const replacement = replacements.find((m) => !m.subject.includes(originalNumber))!
    expect(replacement.text).toContain('$60.00')
    expect(replacement.text).toContain(`Replaces receipt`)
    expect(replacement.text).toContain(originalNumber)
    const rows = await receiptsOf(partial)
    expect(rows.map((r) => [r.status, r.amountCents])).toEqual([
      ['void', 10_000],
      ['issued', 6_000],
    ])
    expect(rows[1].number).not.toBe(rows[0].number)
  })

  it('sends none for a shop-only order and one for a $150 sponsorship', async () => {
    const honey = await createTestProduct({ name: `Receipt Honey ${Date.now()}`, priceCents: 1_200, category: 'honey' })
    const address = { name: 'Rae Quinn', line1: '12 Orchard Lane', city: 'Centerville', state: 'TN', postalCode: '37033' }
    async function paidOrder(email: string, items: { productId: string; quantity: number; price: string }[], total: string) {
      const order = await call<{ id: string }>('/api/orders', { body: { email, firstName: 'Rae', lastName: 'Quinn', totalAmount: total, items, shippingAddress: address } })
      expect(order.status).toBe(201)
      const intent = await call<{ clientSecret: string }>('/api/create-payment-intent', { body: { orderId: order.body.id, amount: total } })
      await deliver(await succeedPaymentIntent(intentIdOfSecret(intent.body.clientSecret)))
    }

    const shopper = uniqueEmail('receipt-shop')
    await paidOrder(shopper, [{ productId: honey.id, quantity: 1, price: '12.00' }], '12.00')
    const sponsor = uniqueEmail('receipt-sponsor')
    await paidOrder(sponsor, [{ productId: 'shopping-double', quantity: 1, price: '150.00' }], '150.00')

    const [mail] = await waitForMail({ to: sponsor, subject: /^Your receipt/ })
    expect(mail.text).toContain('$150.00')
    expect(await receiptsOf(sponsor)).toHaveLength(1)
    // Both orders' e-mails went out in their webhook calls: the shopper's confirmation, no receipt.
    await waitForMail({ to: shopper })
    expect(await sentMail({ to: shopper, subject: /receipt/i })).toHaveLength(0)
    expect(await receiptsOf(shopper)).toHaveLength(0)
  })

  it("states the perk of the giving circle whose page the gift was made on, its value and the deductible amount; an unknown circle → 400", async () => {
    const payload = await testPayload()
    const [level] = (await payload.find({ collection: 'donor-levels', sort: 'order', limit: 1, depth: 0, overrideAccess: true })).docs
    const before = { perkDescription: level.perkDescription ?? null, perkValueCents: level.perkValueCents ?? 0 }
    await payload.update({ collection: 'donor-levels', id: level.id, data: { perkDescription: 'a garden tote bag', perkValueCents: 2_500 }, overrideAccess: true })
    try {
      const onPage = uniqueEmail('receipt-perk')
      const elsewhere = uniqueEmail('receipt-no-perk')
      await paidGift('300.00', onPage, levelSlug(level.name))
      await paidGift('300.00', elsewhere)
      const [mail] = await waitForMail({ to: onPage, subject: /^Your receipt / })
      for (const element of ['a garden tote bag', 'Good-faith estimate of their value', '$25.00', 'Deductible amount', '$275.00']) {
        expect(mail.text).toContain(element)
      }
      expect(mail.text).not.toContain('No goods or services were provided')
      const [plain] = await waitForMail({ to: elsewhere, subject: /^Your receipt / })
      expect(plain.text).toContain('No goods or services were provided in exchange for this contribution.')

      const unknown = await call('/api/create-donation-intent', {
        body: { amount: '50.00', donationType: 'one_time', firstName: 'Edith', lastName: 'Marsh', email: onPage, level: 'nowhere-circle' },
      })
      expect(unknown.status).toBe(400)
    } finally {
      await payload.update({ collection: 'donor-levels', id: level.id, data: before, overrideAccess: true })
    }
  })
})
