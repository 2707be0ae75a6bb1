import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { TRIBUTE_CARD_SUBJECT } from '@/domain/donations/tribute'

import { call, uniqueEmail } from '../../support/api'
import { contactOf, isLybunt } from '../../support/contacts'
import { ledgerRows } from '../../support/money/ledger'
import { sentMail, waitForMail } from '../../support/mail'
import { markedName } from '../../support/markers'
import { testPayload } from '../../support/payload'
import { useReceiptIdentity } from '../../support/money/receipts'
import { type StaffAccount, staffAccount } from '../../support/staff'

/**
 * Issue 30: gifts by check, cash, stock or in kind entered by the treasurer count like any gift
 * (the ledger, her donor contact, LYBUNT), are receipted, are corrected only by a void, and a
 * stack of checks closes as a batch only when its count and total match.
 */
type Donation = { id: number; source: string; method: string | null; amount: string; status: string; checkNumber: string | null }

useReceiptIdentity()

let treasurer: StaffAccount
let editor: StaffAccount
const lastYear = new Date().getFullYear() - 1

beforeAll(async () => {
  treasurer = await staffAccount('treasurer', 'offline')
  editor = await staffAccount('editor', 'offline')
})

function check(email: string | undefined, amount: string, checkNumber: string, extra: Record<string, unknown> = {}) {
  return {
    donorName: markedName('Hazel'),
    ...(email ? { email } : {}),
    amount,
    receivedAt: `${lastYear}-06-15`,
    method: 'check',
    checkNumber,
    ...extra,
  }
}

async function ledgerRow(id: number) {
  return (await ledgerRows<Donation>(treasurer.cookie)).find((d) => d.id === id)
}

describe('offline gifts', () => {
  it('a $250 check counts like any gift, is receipted, and a void takes it out of every total with a notice', async () => {
    const email = uniqueEmail('check-donor')
    const entered = await call<{ id: number }>('/api/donations/offline', { body: check(email, '250.00', '1042'), cookie: treasurer.cookie })
    expect(entered.status).toBe(201)
    const id = entered.body.id

    expect(await ledgerRow(id)).toMatchObject({ source: 'offline', method: 'check', amount: '250.00', status: 'paid', checkNumber: '1042' })
    const contact = await contactOf(email, treasurer.cookie)
    expect(contact).toMatchObject({ totalDonationAmount: 250 })
    // Gave last year and not (yet) this year.
    expect(await isLybunt(contact!.id, treasurer.cookie)).toBe(true)

    const [receipt] = await waitForMail({ to: email, subject: /^Your receipt \d{4}-\d{6} from / })
    expect(receipt.subject).toContain(`${lastYear}-`)
    for (const element of ['Bloom Hope Foundation, Inc.', '12-3456789', '$250.00', 'Hazel']) expect(receipt.text).toContain(element)

    // The same check again is refused, and changes nothing; confirmed, it is a second gift.
    const again = await call<{ message: string }>('/api/donations/offline', { body: check(email, '250.00', '1042'), cookie: treasurer.cookie })
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/already in the books/)
    expect((await contactOf(email, treasurer.cookie))!.totalDonationAmount).toBe(250)

    // A void needs a reason; then the gift leaves every total and the donor is told.
    expect((await call(`/api/donations/${id}/void`, { body: {}, cookie: treasurer.cookie })).status).toBe(400)
    const voided = await call(`/api/donations/${id}/void`, { body: { reason: 'Entered on the wrong donor' }, cookie: treasurer.cookie })
    expect(voided.status).toBe(200)
    expect(await ledgerRow(id)).toMatchObject({ status: 'voided' })
    expect((await contactOf(email, treasurer.cookie))!.totalDonationAmount).toBe(0)
    expect(await isLybunt(contact!.id, treasurer.cookie)).toBe(false)
    const [notice] = await waitForMail({ to: email, subject: /^Receipt \d{4}-\d{6} is void$/ })
    // Issue 47: words that fit any reason (a bounced check is not "recorded in error"), and no
    // advice to keep a receipt that no longer counts.
    // The text part wraps long lines.
    const words = notice.text.replace(/\s+/g, ' ')
    expect(words).toContain('no longer counts for your tax records and you need not keep it')
    expect(words).not.toMatch(/recorded in error|Please keep this receipt/)
    // A second void changes nothing and sends nothing more.
    expect((await call(`/api/donations/${id}/void`, { body: { reason: 'again' }, cookie: treasurer.cookie })).status).toBe(409)
    expect(await sentMail({ to: email, subject: /is void$/ })).toHaveLength(1)

    // Entry and void are both in the audit log.
    const payload = await testPayload()
    const audit = await payload.find({ collection: 'audit-log', where: { recordId: { equals: String(id) }, targetCollection: { equals: 'donations' } }, overrideAccess: true })
    expect(audit.docs.map((row) => row.action).sort()).toEqual(['gift-entry', 'gift-void'])
  })

  it('refuses editors, intake staff and anonymous callers, and bad input with 400, writing nothing', async () => {
    const email = uniqueEmail('refused-check')
    expect((await call('/api/donations/offline', { body: check(email, '20.00', '7') })).status).toBe(401)
    expect((await call('/api/donations/offline', { body: check(email, '20.00', '7'), cookie: editor.cookie })).status).toBe(403)
    const intake = await staffAccount('intake', 'offline')
    expect((await call('/api/donations/offline', { body: check(email, '20.00', '7'), cookie: intake.cookie })).status).toBe(403)
    const bad = await call<{ errors: Record<string, string> }>('/api/donations/offline', {
      body: { ...check(email, '-5', '7'), receivedAt: '2026-02-30' },
      cookie: treasurer.cookie,
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'receivedAt'])
    const undescribed = await call<{ errors: Record<string, string> }>('/api/donations/offline', {
      body: { ...check(email, '20.00', '7'), method: 'in_kind' },
      cookie: treasurer.cookie,
    })
    expect(undescribed.status).toBe(400)
    expect(Object.keys(undescribed.body.errors)).toEqual(['description'])
    const payload = await testPayload()
    expect((await payload.count({ collection: 'donations', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('an in-kind gift without an address: no e-mail, a printable receipt that names the gift and states no value', async () => {
    const entered = await call<{ id: number }>('/api/donations/offline', {
      body: { donorName: markedName('Ivo'), amount: '80.00', receivedAt: `${lastYear}-03-02`, method: 'in_kind', description: 'Two boxes of winter coats' },
      cookie: treasurer.cookie,
    })
    expect(entered.status).toBe(201)
    const pdf = await fetch(`${process.env.APP_URL || 'http://localhost:3000'}/api/donations/${entered.body.id}/receipt`, {
      headers: { cookie: treasurer.cookie, 'sec-fetch-site': 'same-origin' },
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-')
    expect((await call(`/api/donations/${entered.body.id}/receipt`, { cookie: editor.cookie })).status).toBe(403)
  })
})

describe("the treasurer's report by payment method (issue 47)", () => {
  it('counts a check under Check and cash under Cash, not under "Not recorded"', async () => {
    type Line = { method: string; gifts: number; net: string }
    const lines = async () => {
      const answer = await call<{ byPaymentMethod: Line[] }>(`/api/treasurer-report?year=${lastYear}`, { cookie: treasurer.cookie })
      expect(answer.status).toBe(200)
      const of = (method: string) => answer.body.byPaymentMethod.find((line) => line.method === method) ?? { gifts: 0, net: '0.00' }
      return { check: of('check'), cash: of('cash'), unknown: of('unknown') }
    }
    const cents = (value: string) => Math.round(Number(value) * 100)
    const before = await lines()
    const checkGift = await call('/api/donations/offline', { body: check(uniqueEmail('report-check'), '120.00', `R${randomUUID().slice(0, 8)}`), cookie: treasurer.cookie })
    expect(checkGift.status).toBe(201)
    const cashGift = await call('/api/donations/offline', { body: { ...check(undefined, '15.00', ''), method: 'cash', checkNumber: undefined }, cookie: treasurer.cookie })
    expect(cashGift.status).toBe(201)
    const after = await lines()
    expect(after.check.gifts).toBe(before.check.gifts + 1)
    expect(cents(after.check.net) - cents(before.check.net)).toBe(12_000)
    expect(after.cash.gifts).toBe(before.cash.gifts + 1)
    expect(cents(after.cash.net) - cents(before.cash.net)).toBe(1_500)
    expect(after.unknown).toEqual(before.unknown)
  })
})

describe('gift batches', () => {
  it('a batch of three checks cannot close with the wrong total, and closes with the right one', async () => {
    const opened = await call<{ id: number; status: string }>('/api/gift-batches', {
      body: { expectedCount: 3, expectedTotal: '600.00' },
      cookie: treasurer.cookie,
    })
    expect(opened.status).toBe(201)
    const batchId = opened.body.id
    const ids: number[] = []
    for (const [amount, number] of [
      ['100.00', 'B-1'],
      ['200.00', 'B-2'],
      ['250.00', 'B-3'],
    ]) {
      const entered = await call<{ id: number }>('/api/donations/offline', {
        body: check(uniqueEmail('batch-donor'), amount, number, { batchId }),
        cookie: treasurer.cookie,
      })
      expect(entered.status).toBe(201)
      ids.push(entered.body.id)
    }
    // $550 entered against $600 expected: the batch stays open and says by how much.
    const refused = await call<{ message: string; errors: Record<string, string> }>(`/api/gift-batches/${batchId}/close`, {
      body: {},
      cookie: treasurer.cookie,
    })
    expect(refused.status).toBe(409)
    expect(refused.body.errors.amount).toContain('$50.00 short')
    expect(refused.body.errors.count).toBeUndefined()

    // The mistyped check is voided and entered again with the right amount.
    expect((await call(`/api/donations/${ids[2]}/void`, { body: { reason: 'Typed 250 for 300' }, cookie: treasurer.cookie })).status).toBe(200)
    const fixed = await call('/api/donations/offline', { body: check(uniqueEmail('batch-donor'), '300.00', 'B-3', { batchId }), cookie: treasurer.cookie })
    expect(fixed.status).toBe(201)
    const closed = await call<{ status: string; enteredCount: number; enteredTotal: string }>(`/api/gift-batches/${batchId}/close`, {
      body: {},
      cookie: treasurer.cookie,
    })
    expect(closed.status).toBe(200)
    expect(closed.body).toMatchObject({ status: 'closed', enteredCount: 3, enteredTotal: '600.00' })

    // A closed batch takes no more gifts.
    const late = await call('/api/donations/offline', { body: check(uniqueEmail('late'), '5.00', 'B-4', { batchId }), cookie: treasurer.cookie })
    expect(late.status).toBe(409)
    expect((await call('/api/gift-batches', { body: { expectedCount: 1, expectedTotal: '1.00' }, cookie: editor.cookie })).status).toBe(403)
  })
})

describe('matching gifts', () => {
  it('follows a gift from to ask to asked to received, the match entered as the employer’s gift; CSV lists it', async () => {
    const email = uniqueEmail('matched-donor')
    const entered = await call<{ id: number }>('/api/donations/offline', {
      body: { ...check(email, '100.00', 'M-1'), matchingEmployer: 'Acme Widgets' },
      cookie: treasurer.cookie,
    })
    expect(entered.status).toBe(201)
    const id = entered.body.id
    type Row = { id: number; status: string; employer: string; matchedAmount: string | null }
    const list = async (status?: string) =>
      (await call<{ gifts: Row[] }>(`/api/matching-gifts${status ? `?status=${status}` : ''}`, { cookie: treasurer.cookie })).body.gifts
    expect((await list('to_ask')).find((g) => g.id === id)).toMatchObject({ employer: 'Acme Widgets', status: 'to_ask' })
    const row = await call<{ donations: (Donation & { matching: unknown })[] }>('/api/donations?limit=5000', { cookie: treasurer.cookie })
    expect(row.body.donations.find((d) => d.id === id)?.matching).toEqual({ employer: 'Acme Widgets', status: 'to_ask' })

    expect((await call(`/api/matching-gifts/${id}`, { body: { status: 'asked' }, cookie: treasurer.cookie })).status).toBe(200)
    expect((await list('asked')).map((g) => g.id)).toContain(id)
    expect((await call(`/api/matching-gifts/${id}`, { body: { status: 'received' }, cookie: treasurer.cookie })).status).toBe(400)
    const received = await call<{ matchedGiftId: number }>(`/api/matching-gifts/${id}`, {
      body: { status: 'received', amount: '100.00', receivedAt: `${lastYear}-09-01` },
      cookie: treasurer.cookie,
    })
    expect(received.status).toBe(200)
    expect((await list()).find((g) => g.id === id)).toMatchObject({ status: 'received', matchedAmount: '100.00' })
    expect(await ledgerRow(received.body.matchedGiftId)).toMatchObject({ source: 'offline', amount: '100.00' })

    const csv = await fetch(`${process.env.APP_URL || 'http://localhost:3000'}/api/matching-gifts?format=csv`, {
      headers: { cookie: treasurer.cookie, 'sec-fetch-site': 'same-origin' },
    })
    expect(csv.status).toBe(200)
    const text = await csv.text()
    // (fetch's text() drops the byte-order mark.)
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('"giftId","date","donorName","email","amount","employer","status","matchedAmount"')
    expect(text).toContain(`${id},`)
    expect((await call(`/api/matching-gifts/${id}`, { body: { status: 'asked' }, cookie: editor.cookie })).status).toBe(403)
  })
})

describe('offline gift tributes', () => {
  it('a check in memory of someone carries the tribute to the ledger and receipt, and its card goes once, without the amount', async () => {
    const email = uniqueEmail('check-tribute')
    const family = uniqueEmail('check-tribute-family')
    const honoree = markedName('Daniel Moss')
    const tribute = { type: 'memory', honoreeName: honoree, notify: { name: markedName('Ruth Moss'), email: family } }
    const body = check(email, '175.00', '2210', { tribute, requestId: randomUUID() })
    const entered = await call<{ id: number }>('/api/donations/offline', { body, cookie: treasurer.cookie })
    expect(entered.status).toBe(201)

    expect(await ledgerRow(entered.body.id)).toMatchObject({ source: 'offline', amount: '175.00', tribute: { type: 'memory', honoreeName: honoree } })
    const [card] = await waitForMail({ to: family })
    // The subject is fixed: it quotes nothing a donor typed (the honoree's name stays inside).
    expect(card.subject).toBe(TRIBUTE_CARD_SUBJECT)
    // The text part wraps long lines.
    expect(card.text.replace(/\s+/g, ' ')).toContain(`has made a gift to Bloom Hope Foundation in memory of ${honoree}`)
    expect(card.text).not.toMatch(/175\.00|\$\s?\d/)
    expect(card.html).not.toMatch(/175\.00|\$\s?\d/)
    const [receipt] = await waitForMail({ to: email, subject: /^Your receipt / })
    expect(receipt.text).toContain(`In memory of ${honoree}`)

    // A double click (the same requestId) enters nothing more and sends no second card.
    expect((await call<{ id: number }>('/api/donations/offline', { body, cookie: treasurer.cookie })).body.id).toBe(entered.body.id)
    expect(await sentMail({ to: family })).toHaveLength(1)
    // A tribute without an honoree is refused and enters nothing.
    const bad = await call<{ errors: Record<string, string> }>('/api/donations/offline', {
      body: check(email, '20.00', '2211', { tribute: { type: 'honor', honoreeName: ' ' } }),
      cookie: treasurer.cookie,
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors['tribute.honoreeName']).toBeTruthy()
  })
})
