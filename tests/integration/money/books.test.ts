import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, uniqueEmail } from '../../support/api'
import { parseCsv } from '../../support/csv'
import { sentMail, waitForMail } from '../../support/mail'
import { markedName } from '../../support/markers'
import { testPayload } from '../../support/payload'
import { createTestProduct } from '../../support/shop'
import { type StaffAccount, staffAccount } from '../../support/staff'
import { eventId, intentIdOfSecret, makePayout, paymentSucceededEvent, sendStripeEvent, succeedPaymentIntent } from '../../support/money/stripe'

/**
 * Issue 45, books that close: every Stripe payout matched to the cent (fees kept per gift and
 * order), checks deposited in batches, a journal QuickBooks Online and Xero import, and months
 * that stay closed.
 */
type DepositLine = { type: string; grossCents: number; feeCents: number; netCents: number; donationId?: number; orderId?: number; description: string }
type Deposit = {
  id: number
  kind: 'stripe' | 'offline'
  stripePayoutId?: string
  batchIds?: number[]
  date: string
  postedOn: string
  status: string
  grossCents: number
  feeCents: number
  refundCents: number
  disputeCents: number
  otherCents: number
  netCents: number
  amountCents: number
  lines: number
  unmatchedLines: number
}

const unique = (prefix: string) => `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`

let treasurer: StaffAccount
let admin: StaffAccount
let editor: StaffAccount
const treasurerEmail = uniqueEmail('treasurer')

/** Today, this month and last month in the foundation's zone (America/Chicago unless Site settings say otherwise). */
let today: string
let thisMonth: string
let lastMonth: string

function monthBounds(month: string) {
  const [year, number] = month.split('-').map(Number)
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate()
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` }
}

beforeAll(async () => {
  treasurer = await staffAccount('treasurer', 'books')
  admin = await staffAccount('admin', 'books')
  editor = await staffAccount('editor', 'books')
  const payload = await testPayload()
  await payload.update({ collection: 'users', id: treasurer.id, data: { email: treasurerEmail }, overrideAccess: true })
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  today = new Intl.DateTimeFormat('en-CA', { timeZone: settings.timeZone || 'America/Chicago' }).format(new Date())
  thisMonth = today.slice(0, 7)
  const [year, month] = thisMonth.split('-').map(Number)
  lastMonth = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`
})

afterAll(async () => {
  // Other files date gifts freely: the month this file closed is open again.
  const payload = await testPayload()
  await (payload.db as unknown as { pool: { query: (text: string, values: unknown[]) => Promise<unknown> } }).pool.query(
    'DELETE FROM accounting_periods WHERE month = $1',
    [lastMonth],
  )
})

async function deliver(event: Parameters<typeof sendStripeEvent>[0]) {
  const answer = await sendStripeEvent(event)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
}

/** A one-time gift paid by card, as its payment_intent.succeeded records it. */
async function paidGift(amount: number, extra: Record<string, string> = {}) {
  const intent = unique('pi')
  await deliver(paymentSucceededEvent(intent, amount, { kind: 'donation', donationType: 'one_time', firstName: 'June', lastName: 'Hale', email: uniqueEmail('payout-gift'), ...extra }))
  const payload = await testPayload()
  const [row] = (await payload.find({ collection: 'donations', where: { stripePaymentIntentId: { equals: intent } }, overrideAccess: true })).docs
  expect(row).toBeDefined()
  return { intent, id: row.id }
}

async function deposits(query = '') {
  const answer = await call<{ deposits: Deposit[] }>(`/api/deposits${query}`, { cookie: treasurer.cookie })
  expect(answer.status).toBe(200)
  return answer.body.deposits
}

async function depositOfPayout(payoutId: string) {
  const found = (await deposits()).find((deposit) => deposit.stripePayoutId === payoutId)
  expect(found, `deposit of ${payoutId}`).toBeDefined()
  return found!
}

async function detail(id: number) {
  const answer = await call<Deposit & { lines: DepositLine[] }>(`/api/deposits/${id}`, { cookie: treasurer.cookie })
  expect(answer.status).toBe(200)
  return answer.body
}

async function journal(from: string, to: string, format: 'qbo' | 'xero') {
  const answer = await call<string>(`/api/accounting/journal?from=${from}&to=${to}&format=${format}`, { cookie: treasurer.cookie })
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toMatch(/^text\/csv/)
  return answer.body
}

const cents = (text: string) => (text === '' ? 0 : Math.round(Number(text) * 100))

describe('Stripe payouts', () => {
  it('reconciles a payout of three gifts, an order and a partial refund to the cent, keeping each fee', async () => {
    const gifts = [await paidGift(5_000), await paidGift(2_500), await paidGift(10_000)]
    // A partial refund of the first gift, as Stripe reports it.
    await deliver({
      id: eventId(),
      type: 'charge.refunded',
      data: { object: { id: unique('ch'), object: 'charge', amount: 5_000, amount_refunded: 2_000, refunded: false, payment_intent: gifts[0].intent } },
    })
    const honey = await createTestProduct({ priceCents: 1_200 })
    const order = await call<{ id: string }>('/api/orders', {
      body: {
        email: uniqueEmail('payout-buyer'),
        firstName: markedName('Rae'),
        lastName: markedName('Quinn'),
        totalAmount: '12.00',
        items: [{ productId: honey.id, quantity: 1, price: '12.00' }],
        shippingAddress: { name: 'Rae Quinn', line1: '12 Orchard Lane', city: 'Centerville', state: 'TN', postalCode: '37033' },
      },
    })
    expect(order.status).toBe(201)
    const paying = await call<{ clientSecret: string }>('/api/create-payment-intent', { body: { orderId: order.body.id, amount: '12.00' } })
    const orderIntent = intentIdOfSecret(paying.body.clientSecret)
    await deliver(await succeedPaymentIntent(orderIntent))
    const payload = await testPayload()
    const [orderRow] = (await payload.find({ collection: 'orders', where: { stripePaymentIntentId: { equals: orderIntent } }, overrideAccess: true })).docs

    const fees = [175, 85, 250, 56]
    const event = await makePayout({
      lines: [
        { type: 'charge', paymentIntent: gifts[0].intent, amount: 5_000, fee: fees[0] },
        // Stripe may leave a source as its id: the site reads it.
        { type: 'charge', paymentIntent: gifts[1].intent, amount: 2_500, fee: fees[1], unexpanded: true },
        { type: 'charge', paymentIntent: gifts[2].intent, amount: 10_000, fee: fees[2] },
        { type: 'charge', paymentIntent: orderIntent, amount: 1_200, fee: fees[3] },
        { type: 'refund', paymentIntent: gifts[0].intent, amount: -2_000 },
        { type: 'stripe_fee', amount: -100 },
      ],
    })
    await deliver(event)
    const payoutId = (event.data.object as { id: string }).id
    const deposit = await depositOfPayout(payoutId)
    const expectedNet = 5_000 + 2_500 + 10_000 + 1_200 - fees.reduce((a, b) => a + b, 0) - 2_000 - 100
    expect(deposit).toMatchObject({
      kind: 'stripe',
      status: 'reconciled',
      grossCents: 18_700,
      feeCents: fees.reduce((a, b) => a + b, 0) + 100,
      refundCents: 2_000,
      disputeCents: 0,
      otherCents: 0,
      netCents: expectedNet,
      amountCents: expectedNet,
      lines: 6,
      unmatchedLines: 0,
    })

    const opened = await detail(deposit.id)
    expect(opened.lines).toHaveLength(6)
    gifts.forEach((gift, index) => {
      const line = opened.lines.find((l) => l.type === 'charge' && l.donationId === gift.id)
      expect(line, `gift ${index}`).toMatchObject({ grossCents: [5_000, 2_500, 10_000][index], feeCents: fees[index] })
    })
    expect(opened.lines.find((l) => l.type === 'charge' && l.orderId === orderRow.id)).toMatchObject({ grossCents: 1_200, feeCents: fees[3] })
    expect(opened.lines.find((l) => l.type === 'refund')).toMatchObject({ donationId: gifts[0].id, grossCents: -2_000 })
    expect(opened.lines.find((l) => l.type === 'fee')).toMatchObject({ grossCents: -100 })

    // The same payout told again (a replay, or Stripe's next event for it) changes nothing.
    await deliver({ ...event, id: eventId() })
    expect(await depositOfPayout(payoutId)).toEqual(deposit)
    expect((await detail(deposit.id)).lines).toHaveLength(6)
  })

  it('leaves a payout holding a charge the site never saw unmatched, and tells the treasurer once', async () => {
    const gift = await paidGift(4_000)
    const stranger = unique('pi_stranger')
    const event = await makePayout({
      lines: [
        { type: 'charge', paymentIntent: gift.intent, amount: 4_000, fee: 146 },
        { type: 'charge', paymentIntent: stranger, amount: 999, fee: 59 },
      ],
    })
    await deliver(event)
    const payoutId = (event.data.object as { id: string }).id
    const deposit = await depositOfPayout(payoutId)
    expect(deposit).toMatchObject({ status: 'unmatched', lines: 2, unmatchedLines: 1, netCents: 4_000 - 146 + 999 - 59 })
    const lines = (await detail(deposit.id)).lines
    expect(lines[0]).toMatchObject({ type: 'charge', grossCents: 999 })
    expect(lines[0].donationId).toBeUndefined()
    expect(lines.find((line) => line.donationId === gift.id)).toMatchObject({ feeCents: 146 })

    const [alert] = await waitForMail({ to: treasurerEmail, subject: new RegExp(payoutId) })
    expect(alert.text).toMatch(/1 line\(s\) unmatched/)
    expect(alert.text).not.toContain('Hale')
    await deliver({ ...event, id: eventId() })
    expect(await sentMail({ to: treasurerEmail, subject: new RegExp(payoutId) })).toHaveLength(1)
  })

  it('marks a failed payout failed, and keeps it out of the journal', async () => {
    const gift = await paidGift(1_500)
    const event = await makePayout({ lines: [{ type: 'charge', paymentIntent: gift.intent, amount: 1_500, fee: 74 }], status: 'failed' })
    await deliver(event)
    const deposit = await depositOfPayout((event.data.object as { id: string }).id)
    expect(deposit).toMatchObject({ status: 'failed', lines: 1, unmatchedLines: 0 })
    const rows = parseCsv(await journal(deposit.date, deposit.date, 'qbo'))
    expect(rows.some((row) => row[0] === `DEP-${deposit.id}`)).toBe(false)
  })

  it('refuses the deposits to other roles and strangers', async () => {
    expect((await call('/api/deposits')).status).toBe(401)
    expect((await call('/api/deposits', { cookie: editor.cookie })).status).toBe(403)
    expect((await call('/api/deposits/1', { cookie: editor.cookie })).status).toBe(403)
    expect((await call('/api/deposits/not-a-deposit', { cookie: treasurer.cookie })).status).toBe(404)
    expect((await call('/api/deposits?from=yesterday', { cookie: treasurer.cookie })).status).toBe(400)
  })
})

/** An offline gift entered by the treasurer; returns its id. */
async function check(amount: string, receivedAt: string, extra: Record<string, unknown> = {}) {
  const answer = await call<{ id: number; message?: string }>('/api/donations/offline', {
    body: { donorName: markedName('Hazel Moss'), amount, receivedAt, method: 'check', checkNumber: unique('c'), ...extra },
    cookie: treasurer.cookie,
  })
  return answer
}

async function closedBatch(amounts: string[]) {
  const total = amounts.reduce((sum, amount) => sum + cents(amount), 0)
  const opened = await call<{ id: number }>('/api/gift-batches', {
    body: { expectedCount: amounts.length, expectedTotal: (total / 100).toFixed(2) },
    cookie: treasurer.cookie,
  })
  expect(opened.status).toBe(201)
  for (const amount of amounts) expect((await check(amount, today, { batchId: opened.body.id })).status).toBe(201)
  return opened.body.id
}

describe('offline deposits', () => {
  it('deposits two closed batches together as one offline deposit with their total', async () => {
    const first = await closedBatch(['100.00', '50.00'])
    const second = await closedBatch(['75.25'])
    const open = await call<{ id: number }>('/api/gift-batches', { body: { expectedCount: 1, expectedTotal: '5.00' }, cookie: treasurer.cookie })
    // Only closed batches go to the bank.
    expect((await call('/api/deposits', { body: { batchIds: [first, second, open.body.id], date: today }, cookie: treasurer.cookie })).status).toBe(409)
    for (const id of [first, second]) expect((await call(`/api/gift-batches/${id}/close`, { body: {}, cookie: treasurer.cookie })).status).toBe(200)

    for (const garbage of [{}, { batchIds: 'x', date: today }, { batchIds: [first], date: '2026-02-30' }, { batchIds: [], date: today }, [1, 2]]) {
      expect((await call('/api/deposits', { body: garbage, cookie: treasurer.cookie })).status).toBe(400)
    }
    expect((await call('/api/deposits', { rawBody: '{"batchIds": [', cookie: treasurer.cookie })).status).toBe(400)
    expect((await call('/api/deposits', { body: { batchIds: [first, second], date: today }, cookie: editor.cookie })).status).toBe(403)

    const made = await call<{ id: number }>('/api/deposits', { body: { batchIds: [first, second], date: today }, cookie: treasurer.cookie })
    expect(made.status).toBe(201)
    const deposit = await detail(made.body.id)
    expect(deposit).toMatchObject({ kind: 'offline', batchIds: [first, second].sort((a, b) => a - b), date: today, status: 'reconciled', grossCents: 22_525, feeCents: 0, netCents: 22_525, amountCents: 22_525 })
    expect(deposit.lines).toHaveLength(3)
    expect(deposit.lines.every((line) => line.type === 'offline' && typeof line.donationId === 'number')).toBe(true)

    // A batch belongs to one deposit.
    const again = await call<{ message: string }>('/api/deposits', { body: { batchIds: [second], date: today }, cookie: treasurer.cookie })
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/already in deposit/)
  })
})

describe('the journal', () => {
  it('qbo and xero journals for this month balance per journal and their bank lines total the deposits', async () => {
    const { from, to } = monthBounds(thisMonth)
    const net = (await deposits(`?from=${from}&to=${to}`)).filter((deposit) => deposit.status !== 'failed').reduce((sum, deposit) => sum + deposit.netCents, 0)
    expect(net).toBeGreaterThan(0)

    const qbo = parseCsv(await journal(from, to, 'qbo'))
    expect(qbo[0]).toEqual(['JournalNo', 'JournalDate', 'AccountName', 'Debits', 'Credits', 'Description', 'Name', 'Class'])
    const byJournal = new Map<string, number>()
    let bank = 0
    for (const [number, date, account, debit, credit] of qbo.slice(1)) {
      expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
      byJournal.set(number, (byJournal.get(number) ?? 0) + cents(debit) - cents(credit))
      if (account === 'Checking') bank += cents(debit) - cents(credit)
    }
    expect(byJournal.size).toBeGreaterThan(0)
    for (const [number, balance] of byJournal) expect(balance, number).toBe(0)
    expect(bank).toBe(net)

    const xero = parseCsv(await journal(from, to, 'xero'))
    expect(xero[0]).toEqual(['*Narration', '*Date', 'Description', '*AccountCode', '*TaxRate', '*Amount', 'TrackingName1', 'TrackingOption1'])
    const byNarration = new Map<string, number>()
    let xeroBank = 0
    for (const [narration, , , code, tax, amount] of xero.slice(1)) {
      expect(tax).toBe('Tax Exempt')
      expect(amount).toMatch(/^-?\d+\.\d{2}$/)
      byNarration.set(narration, (byNarration.get(narration) ?? 0) + cents(amount))
      if (code === '1000') xeroBank += cents(amount)
    }
    for (const [narration, sum] of byNarration) expect(sum, narration).toBe(0)
    expect(xeroBank).toBe(net)

    for (const query of ['', '?from=2026-01-01&to=2026-01-31', '?from=2026-01-31&to=2026-01-01&format=qbo', '?from=2026-01-01&to=2026-01-31&format=csv']) {
      expect((await call(`/api/accounting/journal${query}`, { cookie: treasurer.cookie })).status).toBe(400)
    }
    expect((await call(`/api/accounting/journal?from=${from}&to=${to}&format=qbo`, { cookie: editor.cookie })).status).toBe(403)
  })
})

describe('closed months', () => {
  it("keeps a closed month's journal byte for byte, posts a void's reversal this month, and refuses gifts dated in it", async () => {
    // The treasurer (not an editor) sets the class a designation's restricted income carries.
    const classes = { designationClasses: [{ designation: 'Boutique', className: 'Boutique Program' }] }
    expect((await call('/api/cms/globals/accounting-settings', { body: classes, cookie: editor.cookie })).status).toBe(403)
    expect((await call('/api/cms/globals/accounting-settings', { body: classes, cookie: treasurer.cookie })).status).toBe(200)
    const entered = await check('42.50', `${lastMonth}-15`, { designation: 'Boutique' })
    expect(entered.status).toBe(201)
    const { from, to } = monthBounds(lastMonth)
    const before = await journal(from, to, 'qbo')
    const beforeXero = await journal(from, to, 'xero')
    expect(parseCsv(before).some((row) => row[3] === '42.50' && row[0].startsWith('DAY-'))).toBe(true)

    expect((await call('/api/accounting/periods', { body: { month: lastMonth }, cookie: editor.cookie })).status).toBe(403)
    expect((await call('/api/accounting/periods', { body: { month: thisMonth }, cookie: treasurer.cookie })).status).toBe(409)
    expect((await call('/api/accounting/periods', { body: { month: '2026-13' }, cookie: treasurer.cookie })).status).toBe(400)
    expect((await call('/api/accounting/periods', { body: { month: lastMonth }, cookie: treasurer.cookie })).status).toBe(201)

    const voided = await call(`/api/donations/${entered.body.id}/void`, { body: { reason: 'Entered twice' }, cookie: treasurer.cookie })
    expect(voided.status).toBe(200)
    expect(await journal(from, to, 'qbo')).toBe(before)
    expect(await journal(from, to, 'xero')).toBe(beforeXero)

    const now = monthBounds(thisMonth)
    const reversal = parseCsv(await journal(now.from, now.to, 'qbo')).filter((row) => row[5] === 'Void of a gift entered in error' && row[7] === 'Boutique Program')
    expect(reversal.map((row) => [row[3], row[4]])).toEqual([['42.50', '']])

    // A payout that arrives dated in the closed month posts on the first day of the next one.
    const gift = await paidGift(3_000)
    const arrival = Math.floor(Date.parse(`${lastMonth}-20T18:00:00Z`) / 1000)
    const payout = await makePayout({ lines: [{ type: 'charge', paymentIntent: gift.intent, amount: 3_000, fee: 117 }], arrivalDate: arrival })
    await deliver(payout)
    const landed = await depositOfPayout((payout.data.object as { id: string }).id)
    expect(landed).toMatchObject({ date: `${lastMonth}-20`, postedOn: `${thisMonth}-01`, status: 'reconciled' })
    expect(await journal(from, to, 'qbo')).toBe(before)
    expect(parseCsv(await journal(now.from, now.to, 'qbo')).some((row) => row[0] === `DEP-${landed.id}` && row[1] === `${thisMonth.slice(5)}/01/${thisMonth.slice(0, 4)}`)).toBe(true)

    const late = await check('10.00', `${lastMonth}-20`)
    expect(late.status).toBe(409)
    expect(late.body.message).toContain(new Date(`${lastMonth}-15T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }))

    // Reopening is an administrator's, and audited.
    expect((await call(`/api/accounting/periods/${lastMonth}`, { method: 'DELETE', cookie: treasurer.cookie })).status).toBe(403)
    expect((await call(`/api/accounting/periods/${lastMonth}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(200)
    const payload = await testPayload()
    const audit = await payload.find({ collection: 'audit-log', where: { recordId: { equals: lastMonth } }, overrideAccess: true })
    expect(audit.docs.map((row) => row.action).sort()).toEqual(['period-close', 'period-reopen'])
  })
})
