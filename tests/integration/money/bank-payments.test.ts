import type { Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { call, uniqueEmail } from '../../support/api'
import { sentMail, waitForMail } from '../../support/mail'
import { testPayload } from '../../support/payload'
import { staff } from '../../support/shop'
import { copyOf, deliver, failIntent, fakeBank, processIntent } from '../../support/money/bank'
import { eventId, intentIdOfSecret, payFirstInvoice, succeedPaymentIntent } from '../../support/money/stripe'

/**
 * Bank payments (ACH, issue 29): processing for days, then paid or failed. A processing gift is
 * a row that counts nowhere and has no receipt; the donor hears once that her bank confirms it.
 */
async function rows(where: Where) {
  const payload = await testPayload()
  return (await payload.find({ collection: 'donations', where, pagination: false, overrideAccess: true, depth: 0 })).docs
}

async function receiptsOf(donationId: number) {
  const payload = await testPayload()
  return (await payload.count({ collection: 'receipts', where: { donation: { equals: donationId } }, overrideAccess: true })).totalDocs
}

let cookie: string
beforeAll(async () => {
  cookie = await staff()
})

async function newGift(email: string, amount = '50.00', donationType = 'one_time') {
  const answer = await call<{ clientSecret: string }>('/api/create-donation-intent', {
    body: { amount, donationType, firstName: 'Rosa', lastName: 'Banks', email },
  })
  expect(answer.status).toBe(200)
  return answer.body.clientSecret
}

/** The gift as staff read it in GET /api/donations. */
async function listed(paymentIntentId: string) {
  const answer = await call<{ donations: { stripePaymentIntentId: string | null; status: string; amount: string; paymentMethod: string | null }[] }>(
    '/api/donations?limit=200',
    { cookie },
  )
  expect(answer.status).toBe(200)
  return answer.body.donations.find((d) => d.stripePaymentIntentId === paymentIntentId)
}

/** What the donor's contact says she gave, after the consolidation staff run. */
async function donorTotal(email: string) {
  expect((await call('/api/donor-contacts/consolidate', { method: 'POST', cookie })).status).toBe(200)
  const list = await call<{ email: string; totalDonationAmount: number }[]>(`/api/donor-contacts?search=${encodeURIComponent(email)}`, { cookie })
  return list.body.find((c) => c.email === email.toLowerCase())?.totalDonationAmount ?? 0
}

type Report = {
  totals: { net: string; gross: string }
  byPaymentMethod: { method: string; gifts: number; net: string }[]
  processingNow: { gifts: number; amount: string }
}
async function report() {
  const answer = await call<Report>(`/api/treasurer-report?year=${new Date().getFullYear()}`, { cookie })
  expect(answer.status).toBe(200)
  return answer.body
}
const bankLine = (r: Report) => r.byPaymentMethod.find((line) => line.method === 'us_bank_account') ?? { gifts: 0, net: '0.00' }
const cents = (value: string) => Math.round(Number(value) * 100)

const PROCESSING_SUBJECT = /is on its way$/
const FAILED_SUBJECT = /did not go through$/
const RECEIPT_SUBJECT = /^Your receipt /

describe('a one-time gift paid by bank', () => {
  it('is processing, counted nowhere and unreceipted, until its success makes the same row paid with one receipt', async () => {
    const email = uniqueEmail('bank')
    const intent = intentIdOfSecret(await newGift(email))
    const before = await report()

    await deliver(await processIntent(intent), 2)
    const [row, ...more] = await rows({ stripePaymentIntentId: { equals: intent } })
    expect(more).toHaveLength(0)
    expect(row).toMatchObject({ status: 'processing', amountCents: 5_000, netAmountCents: 0, paymentMethod: 'us_bank_account' })
    expect(await listed(intent)).toMatchObject({ status: 'processing', amount: '50.00', paymentMethod: 'us_bank_account' })
    const [notice] = await waitForMail({ to: email, subject: PROCESSING_SUBJECT })
    expect(notice.text).toContain('Your bank will confirm in a few business days; your receipt follows.')
    expect(await receiptsOf(row.id)).toBe(0)
    expect(await sentMail({ to: email, subject: RECEIPT_SUBJECT })).toHaveLength(0)
    expect(await donorTotal(email)).toBe(0)
    const processing = await report()
    expect(processing.processingNow.gifts).toBe(before.processingNow.gifts + 1)
    expect(cents(processing.processingNow.amount)).toBe(cents(before.processingNow.amount) + 5_000)
    expect(processing.totals.gross).toBe(before.totals.gross)
    expect(bankLine(processing).gifts).toBe(bankLine(before).gifts)

    // Three deliveries of the success (and a replay of it under another id): one paid row, one receipt.
    const succeeded = await succeedPaymentIntent(intent)
    await deliver(succeeded, 3)
    await deliver(copyOf(succeeded))
    const paid = await rows({ stripePaymentIntentId: { equals: intent } })
    expect(paid).toHaveLength(1)
    expect(paid[0]).toMatchObject({ id: row.id, status: 'paid', netAmountCents: 5_000, paymentMethod: 'us_bank_account' })
    expect(await receiptsOf(row.id)).toBe(1)
    await waitForMail({ to: email, subject: RECEIPT_SUBJECT })
    expect(await sentMail({ to: email, subject: RECEIPT_SUBJECT })).toHaveLength(1)
    expect(await sentMail({ to: email, subject: PROCESSING_SUBJECT })).toHaveLength(1)
    expect(await listed(intent)).toMatchObject({ status: 'paid' })
    expect(await donorTotal(email)).toBe(50)

    const after = await report()
    expect(after.processingNow.gifts).toBe(before.processingNow.gifts)
    expect(cents(after.totals.net)).toBe(cents(before.totals.net) + 5_000)
    expect(bankLine(after).gifts).toBe(bankLine(before).gifts + 1)
    expect(cents(bankLine(after).net)).toBe(cents(bankLine(before).net) + 5_000)

    // A processing event delivered late changes nothing back.
    await deliver(copyOf(await processIntent(intent)))
    expect((await rows({ stripePaymentIntentId: { equals: intent } }))[0]).toMatchObject({ status: 'paid', netAmountCents: 5_000 })
    expect(await sentMail({ to: email, subject: PROCESSING_SUBJECT })).toHaveLength(1)
  })

  it('ends failed when the bank refuses: one e-mail with the way to give again, no receipt, never counted', async () => {
    const email = uniqueEmail('bankfail')
    const intent = intentIdOfSecret(await newGift(email, '120.00'))
    const before = await report()
    await deliver(await processIntent(intent))
    await waitForMail({ to: email, subject: PROCESSING_SUBJECT })

    const failed = await failIntent(intent)
    await deliver(failed, 2)
    await deliver(copyOf(failed))
    const [row, ...more] = await rows({ stripePaymentIntentId: { equals: intent } })
    expect(more).toHaveLength(0)
    expect(row).toMatchObject({ status: 'failed', netAmountCents: 0, amountCents: 12_000 })
    expect(await listed(intent)).toMatchObject({ status: 'failed' })
    const [notice, ...again] = await waitForMail({ to: email, subject: FAILED_SUBJECT })
    expect(again).toHaveLength(0)
    expect(notice.text).toMatch(/\/donate\b/)
    expect(await sentMail({ to: email, subject: FAILED_SUBJECT })).toHaveLength(1)
    expect(await receiptsOf(row.id)).toBe(0)
    expect(await sentMail({ to: email, subject: RECEIPT_SUBJECT })).toHaveLength(0)
    expect(await donorTotal(email)).toBe(0)
    const after = await report()
    expect(after.processingNow.gifts).toBe(before.processingNow.gifts)
    expect(after.totals.net).toBe(before.totals.net)
    // A staff refund of money that never came is refused.
    expect((await call(`/api/donations/${row.id}/refund`, { body: {}, cookie })).status).toBe(409)
  })

  it('is paid when its success arrives before its processing, and the late processing tells the donor nothing', async () => {
    const email = uniqueEmail('bankorder')
    const intent = intentIdOfSecret(await newGift(email, '75.00'))
    const processing = await processIntent(intent)
    const succeeded = await succeedPaymentIntent(intent)
    await deliver(succeeded)
    await deliver(processing)
    const [row, ...more] = await rows({ stripePaymentIntentId: { equals: intent } })
    expect(more).toHaveLength(0)
    expect(row).toMatchObject({ status: 'paid', netAmountCents: 7_500, paymentMethod: 'us_bank_account' })
    expect(await receiptsOf(row.id)).toBe(1)
    await waitForMail({ to: email, subject: RECEIPT_SUBJECT })
    expect(await sentMail({ to: email, subject: PROCESSING_SUBJECT })).toHaveLength(0)
    expect(await donorTotal(email)).toBe(75)
  })

  it('writes no gift for a declined card and keeps a card gift’s method', async () => {
    const email = uniqueEmail('card')
    const intent = intentIdOfSecret(await newGift(email, '20.00'))
    await deliver({
      id: eventId(),
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: intent,
          object: 'payment_intent',
          amount: 2_000,
          status: 'requires_payment_method',
          metadata: { kind: 'donation', donationType: 'one_time', firstName: 'Rosa', lastName: 'Banks', email },
          last_payment_error: { code: 'card_declined', payment_method: { type: 'card' } },
        },
      },
    })
    expect(await rows({ stripePaymentIntentId: { equals: intent } })).toHaveLength(0)
    expect(await sentMail({ to: email })).toHaveLength(0)
    await deliver(await succeedPaymentIntent(intent))
    expect((await rows({ stripePaymentIntentId: { equals: intent } }))[0]).toMatchObject({ status: 'paid', paymentMethod: 'card' })
  })
})

describe('a recurring gift whose invoice is paid by bank', () => {
  it('is one processing row until invoice.paid makes it paid with one receipt; a refused one ends failed', async () => {
    const email = uniqueEmail('bankmonthly')
    const secret = await newGift(email, '30.00', 'monthly')
    await deliver(await fakeBank('/__fake/invoices/process', { clientSecret: secret }))
    const [row, ...more] = await rows({ email: { equals: email } })
    expect(more).toHaveLength(0)
    expect(row).toMatchObject({ status: 'processing', isRecurring: true, netAmountCents: 0, paymentMethod: 'us_bank_account' })
    expect(row.stripeInvoiceId).toBeTruthy()
    await waitForMail({ to: email, subject: PROCESSING_SUBJECT })
    expect(await receiptsOf(row.id)).toBe(0)

    const paid = await payFirstInvoice(secret)
    await deliver(paid, 2)
    const after = await rows({ email: { equals: email } })
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({ id: row.id, status: 'paid', netAmountCents: 3_000 })
    expect(await receiptsOf(row.id)).toBe(1)

    const other = uniqueEmail('bankmonthlyfail')
    const otherSecret = await newGift(other, '30.00', 'monthly')
    await deliver(await fakeBank('/__fake/invoices/process', { clientSecret: otherSecret }))
    await deliver(await fakeBank('/__fake/invoices/fail', { clientSecret: otherSecret }))
    const [failed] = await rows({ email: { equals: other } })
    expect(failed).toMatchObject({ status: 'failed', netAmountCents: 0 })
    // One e-mail about it, the recurring gift's own, naming the bank rather than a card.
    const [told, ...twice] = await waitForMail({ to: other, subject: FAILED_SUBJECT })
    expect(twice).toHaveLength(0)
    expect(told.text.replace(/\s+/g, ' ')).toContain('could not be taken from your bank account')
    expect(await receiptsOf(failed.id)).toBe(0)
    expect(await donorTotal(other)).toBe(0)
  })
})
