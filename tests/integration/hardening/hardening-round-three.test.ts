import { randomUUID } from 'node:crypto'

import type { Pool } from 'pg'
import { describe, expect, it } from 'vitest'

import { TRIBUTE_CARD_SUBJECT } from '@/domain/donations/tribute'
import { sendDueGiftReminders } from '@/server/donations/reminders'

import { call, uniqueEmail } from '../../support/api'
import { uniqueAddress } from '../../support/forms'
import { paidOneTimeGift } from '../../support/money/gifts'
import { sentMail, waitForMail } from '../../support/mail'
import { markedName } from '../../support/markers'
import { testPayload } from '../../support/payload'
import { staffAccount } from '../../support/staff'
import { intentIdOfSecret, sendStripeEvent, stripeRequests, succeedPaymentIntent } from '../../support/money/stripe'

/** Issue 42: no relay for strangers' mail, every knob bounded, every money move audited. */

const PER_ADDRESS = Number(process.env.RATE_LIMIT_DONATIONS_PER_ADDRESS || 10)

const pool = async () => ((await testPayload()).db as unknown as { pool: Pool }).pool

describe('requests that cost a Stripe call share the per-client allowance', () => {
  it('answers 429 with Retry-After to a flood of POST /api/donation-intent-method, and Stripe sees no more than the allowance', async () => {
    const address = uniqueAddress()
    // A well-formed secret of an intent that does not exist: each accepted request costs Stripe one read.
    const id = `pi_flood${Date.now()}${Math.random().toString(36).slice(2, 8)}`
    const before = (await stripeRequests({ method: 'GET', path: `/v1/payment_intents/${id}` })).length
    expect(before).toBe(0)
    const answers = []
    for (let i = 0; i < 40; i++) {
      answers.push(
        await call('/api/donation-intent-method', {
          body: { clientSecret: `${id}_secret_abc${i}`, paymentMethodType: 'card' },
          headers: { 'x-forwarded-for': address },
        }),
      )
    }
    const refused = answers.filter((answer) => answer.status === 429)
    // A window boundary during the loop may at most let in one more allowance.
    expect(refused.length).toBeGreaterThanOrEqual(40 - 2 * PER_ADDRESS)
    for (const answer of refused) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(answers.filter((answer) => answer.status !== 429).every((answer) => answer.status === 404)).toBe(true)
    const reads = await stripeRequests({ method: 'GET', path: `/v1/payment_intents/${id}` })
    expect(reads.length).toBe(40 - refused.length)
    expect(reads.length).toBeLessThanOrEqual(2 * PER_ADDRESS)
  })

  it('counts quotes against the same allowance as starts', async () => {
    const address = uniqueAddress()
    const body = { amount: '25.00', donationType: 'monthly', firstName: 'Quota', lastName: 'Test', email: 'quota@example.org', coverFees: true }
    const statuses: number[] = []
    for (let i = 0; i < 2 * PER_ADDRESS + 5; i++) {
      statuses.push((await call('/api/donation-quote', { body, headers: { 'x-forwarded-for': address } })).status)
    }
    expect(statuses.slice(0, PER_ADDRESS).every((status) => status === 200)).toBe(true)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5)
    // The quotes spent the allowance a start draws on too.
    const start = await call('/api/create-donation-intent', { body: { ...body, coverFees: false }, headers: { 'x-forwarded-for': address } })
    expect(start.status).toBe(429)
  })
})

describe('the finish-later reminder mails only a gift started on the site', () => {
  // The job as it would run once the reminder is due, whatever Site settings' delay is.
  const later = () => new Date(Date.now() + 24 * 3600_000)

  async function start(email: string) {
    const started = await call<{ clientSecret: string; reference: string }>('/api/create-donation-intent', {
      body: { amount: '40.00', donationType: 'one_time', firstName: markedName('Ines'), lastName: 'Later', email },
    })
    expect(started.status).toBe(200)
    expect(started.body.reference).toEqual(expect.any(String))
    return started.body.reference
  }

  it('refuses a request without a started gift (400) or with an unknown one (404), and mails nothing', async () => {
    const victim = uniqueEmail('relay-victim')
    const gift = { email: victim, amount: '40.00', donationType: 'one_time' }
    expect((await call('/api/donation-reminders', { body: gift })).status).toBe(400)
    expect((await call('/api/donation-reminders', { body: { ...gift, reference: '' } })).status).toBe(400)
    expect((await call('/api/donation-reminders', { body: { ...gift, reference: 'abc.def.ghi' } })).status).toBe(404)
    // A real reference, but for another address (or another amount): it names no gift of hers.
    const other = await start(uniqueEmail('relay-attacker'))
    expect((await call('/api/donation-reminders', { body: { ...gift, reference: other } })).status).toBe(404)
    const own = await start(victim)
    expect((await call('/api/donation-reminders', { body: { ...gift, amount: '41.00', reference: own } })).status).toBe(404)

    await sendDueGiftReminders(await testPayload(), later())
    expect(await sentMail({ to: victim, subject: 'Finish your gift' })).toHaveLength(0)
    const { rows } = await (await pool()).query('SELECT 1 FROM donation_reminders WHERE email = $1', [victim])
    expect(rows).toHaveLength(0)
  })

  it('sends one e-mail with one-click unsubscribe for a started gift, and never a second for the same gift', async () => {
    const email = uniqueEmail('reminder-once')
    const reference = await start(email)
    const body = { email, amount: '40.00', donationType: 'one_time', reference }
    expect((await call('/api/donation-reminders', { body })).status).toBe(202)
    await sendDueGiftReminders(await testPayload(), later())
    const [mail] = await waitForMail({ to: email, subject: 'Finish your gift' })
    // mailparser gathers the List-* headers into one `list` object.
    const list = JSON.parse(mail.headers.list) as { unsubscribe: { url: string }; 'unsubscribe-post': unknown }
    expect(list.unsubscribe.url).toMatch(/^https?:\/\/[^/]+\/api\/donation-reminders\/[A-Za-z0-9_-]{32,64}$/)
    expect(JSON.stringify(list['unsubscribe-post'])).toContain('List-Unsubscribe=One-Click')

    // The same gift asked for again, even after the one-a-day rule has passed: nothing more.
    await (await pool()).query(`UPDATE donation_reminders SET created_at = now() - interval '2 days' WHERE email = $1`, [email])
    expect((await call('/api/donation-reminders', { body })).status).toBe(202)
    await sendDueGiftReminders(await testPayload(), later())
    expect(await sentMail({ to: email, subject: 'Finish your gift' })).toHaveLength(1)

    // One click (RFC 8058's POST) stops every later reminder to the address.
    const path = new URL(list.unsubscribe.url).pathname
    const unsubscribed = await call(path, { method: 'POST', rawBody: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(unsubscribed.status).toBe(200)
    await (await pool()).query(`UPDATE donation_reminders SET created_at = now() - interval '2 days' WHERE email = $1`, [email])
    expect((await call('/api/donation-reminders', { body: { ...body, reference: await start(email) } })).status).toBe(202)
    await sendDueGiftReminders(await testPayload(), later())
    expect(await sentMail({ to: email, subject: 'Finish your gift' })).toHaveLength(1)
  })
})

describe('tribute cards carry no stranger\'s link or words in the subject', () => {
  const tributeGift = (email: string, honoree: string, message?: string) => ({
    amount: '30.00',
    donationType: 'one_time',
    firstName: markedName('Tam'),
    lastName: 'Card',
    email,
    tribute: { type: 'memory', honoreeName: honoree, notify: { name: markedName('Kin'), email: uniqueEmail('card-family'), ...(message ? { message } : {}) } },
  })

  it('refuses a message with a link or an address', async () => {
    for (const message of ['See http://example.com', 'visit www.example.com today', 'write to me at someone@example.com']) {
      const answer = await call<{ message: string; errors: Record<string, string> }>('/api/create-donation-intent', {
        body: tributeGift(uniqueEmail('card-link'), 'Ann Lee', message),
      })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe('The message cannot contain links.')
    }
  })

  it('mails a paid gift\'s card under a fixed subject that does not name the honoree', async () => {
    const honoree = markedName('Winifred Oak')
    const gift = tributeGift(uniqueEmail('card-subject'), honoree, 'She is missed.')
    const started = await call<{ clientSecret: string }>('/api/create-donation-intent', { body: gift })
    expect(started.status).toBe(200)
    expect((await sendStripeEvent(await succeedPaymentIntent(intentIdOfSecret(started.body.clientSecret)))).status).toBe(200)
    const [card] = await waitForMail({ to: gift.tribute.notify.email })
    expect(card.subject).toBe(TRIBUTE_CARD_SUBJECT)
    expect(card.subject).not.toContain(honoree)
    expect(card.text).toContain('She is missed.')
  })

  it('refuses a fourth card in a day from one donor', async () => {
    const donor = uniqueEmail('card-limit')
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      statuses.push((await call('/api/create-donation-intent', { body: tributeGift(donor, `Person ${i}`), headers: { 'x-forwarded-for': uniqueAddress() } })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    // A gift without a card is still welcome.
    const plain = { ...tributeGift(donor, 'x'), tribute: undefined, amount: '31.00' }
    expect((await call('/api/create-donation-intent', { body: plain, headers: { 'x-forwarded-for': uniqueAddress() } })).status).toBe(200)
  })
})

describe('the money knobs of Site settings: bounded, owned, audited', () => {
  const SETTINGS = '/api/cms/globals/site-settings'
  const knobs = async () => {
    const settings = await (await testPayload()).findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    return { feeCardFixedCents: settings.feeCardFixedCents, feeCardPercent: settings.feeCardPercent, monthlyAskThresholdCents: settings.monthlyAskThresholdCents }
  }
  const auditRows = async (username: string) =>
    (
      await (await testPayload()).find({
        collection: 'audit-log',
        where: { and: [{ action: { equals: 'settings-change' } }, { username: { equals: username } }] },
        depth: 0,
        pagination: false,
      })
    ).docs

  it('refuses an editor (403), refuses out-of-bounds values naming the field (400), and audits a valid change with before and after', async () => {
    const editor = await staffAccount('editor', 'knobs')
    const admin = await staffAccount('admin', 'knobs')
    const treasurer = await staffAccount('treasurer', 'knobs')
    const before = await knobs()

    expect((await call(SETTINGS, { body: { feeCardFixedCents: 50000 }, cookie: editor.cookie })).status).toBe(403)
    expect((await call(SETTINGS, { body: { feeCardFixedCents: 45 }, cookie: editor.cookie })).status).toBe(403)
    // The editor still edits content, and sending a knob back unchanged is no change.
    expect((await call(SETTINGS, { body: { farmStandHours: 'Coming Soon', feeCardFixedCents: before.feeCardFixedCents }, cookie: editor.cookie })).status).toBe(200)
    // The treasurer owns the knobs, not the content.
    expect((await call(SETTINGS, { body: { foundationName: 'Renamed by the treasurer' }, cookie: treasurer.cookie })).status).toBe(403)

    for (const [field, value] of [
      ['feeCardFixedCents', 50000],
      ['feeCardFixedCents', 101],
      ['feeCardPercent', 5.5],
      ['feeBankPercent', 2.1],
      ['feeBankCapCents', 1001],
      ['monthlyAskThresholdCents', 1_000_001],
    ] as const) {
      const answer = await call(SETTINGS, { body: { [field]: value }, cookie: admin.cookie })
      expect(answer.status, field).toBe(400)
      expect(JSON.stringify(answer.body), field).toContain(field)
    }
    expect(await knobs()).toEqual(before)
    expect(await auditRows(editor.username)).toHaveLength(0)
    expect(await auditRows(admin.username)).toHaveLength(0)

    const next = before.feeCardFixedCents === 45 ? 44 : 45
    const saved = await call(SETTINGS, { body: { feeCardFixedCents: next }, cookie: treasurer.cookie })
    expect(saved.status).toBe(200)
    const rows = await auditRows(treasurer.username)
    expect(rows).toHaveLength(1)
    expect(rows[0].detail).toBe(`feeCardFixedCents: ${before.feeCardFixedCents ?? '—'} → ${next}`)
    expect(rows[0].userId).toBe(treasurer.id)

    // Put it back (audited too) so other files price as before.
    expect((await call(SETTINGS, { body: { feeCardFixedCents: before.feeCardFixedCents }, cookie: admin.cookie })).status).toBe(200)
    expect(await auditRows(admin.username)).toHaveLength(1)
  })
})

describe('every money move is audited', () => {
  const auditOf = async (where: Record<string, unknown>) =>
    (await (await testPayload()).find({ collection: 'audit-log', where: where as never, depth: 0, pagination: false, sort: 'createdAt' })).docs

  async function paidGift(amount: string) {
    const email = uniqueEmail('audited-gift')
    const intentId = await paidOneTimeGift(amount, { firstName: markedName('Aud'), lastName: 'Ited', email })
    const payload = await testPayload()
    const [gift] = (await payload.find({ collection: 'donations', where: { stripePaymentIntentId: { equals: intentId } }, overrideAccess: true })).docs
    expect(gift).toBeDefined()
    return gift.id
  }

  async function keyFor(account: { id: number }, name: string) {
    const key = randomUUID()
    const admin = await staffAccount('admin', 'key-issuer')
    const answer = await call(`/api/cms/users/${account.id}`, { method: 'PATCH', cookie: admin.cookie, body: { enableAPIKey: true, apiKey: key, apiKeyName: name } })
    expect(answer.status).toBe(200)
    return { authorization: `users API-Key ${key}` }
  }

  it('writes one refund row per refund, from the panel or through an API key, with who, the amount, the reason and the record', async () => {
    const treasurer = await staffAccount('treasurer', 'refund-audit')
    const panelGift = await paidGift('30.00')
    const refunded = await call(`/api/donations/${panelGift}/refund`, { body: { amount: '12.50', reason: 'duplicate' }, cookie: treasurer.cookie })
    expect(refunded.status).toBe(202)
    const panelRows = await auditOf({ and: [{ action: { equals: 'refund' } }, { recordId: { equals: String(panelGift) } }] })
    expect(panelRows).toHaveLength(1)
    expect(panelRows[0]).toMatchObject({ userId: treasurer.id, username: treasurer.username, targetCollection: 'donations', detail: '$12.50 · duplicate' })

    const scripted = await staffAccount('treasurer', 'refund-key')
    const headers = await keyFor(scripted, 'Refund script')
    const keyGift = await paidGift('20.00')
    const usesBefore = (await auditOf({ and: [{ action: { equals: 'api-key-use' } }, { userId: { equals: scripted.id } }] })).length
    const byKey = await call(`/api/donations/${keyGift}/refund`, { body: {}, headers })
    expect(byKey.status).toBe(202)
    const keyRows = await auditOf({ userId: { equals: scripted.id } })
    const refundRows = keyRows.filter((row) => row.action === 'refund')
    expect(refundRows).toHaveLength(1)
    expect(refundRows[0]).toMatchObject({ recordId: String(keyGift), targetCollection: 'donations' })
    expect(refundRows[0].detail).toBe(`$20.00 · requested_by_customer · API key: Refund script · POST /api/donations/${keyGift}/refund`)
    // The key's use is in that row, not in a second one.
    expect(keyRows.filter((row) => row.action === 'api-key-use')).toHaveLength(usesBefore)
  })

  it('writes one row, with the path, for an export through an API key; a key works only while enabled', async () => {
    const treasurer = await staffAccount('treasurer', 'export-key')
    const headers = await keyFor(treasurer, 'Export script')
    const exported = await call('/api/exports', { body: { list: 'donations', rows: 3 }, headers })
    expect(exported.status).toBe(201)
    // Besides the account's own sign-in (made by the test's helper).
    const ofKey = { and: [{ userId: { equals: treasurer.id } }, { action: { not_equals: 'sign-in' } }] }
    const rows = await auditOf(ofKey)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ action: 'export', count: 3, detail: 'donations · API key: Export script · POST /api/exports' })

    // A refused body through a key: the use is still recorded, once.
    expect((await call('/api/exports', { body: { list: 'nonsense', rows: 3 }, headers })).status).toBe(400)
    const after = await auditOf(ofKey)
    expect(after.map((row) => row.action)).toEqual(['export', 'api-key-use'])
    expect(after[1].detail).toBe('Export script · POST /api/exports')

    // Unticked behind Payload's back (its index left in place): the key no longer opens anything.
    await (await pool()).query('UPDATE users SET enable_a_p_i_key = false WHERE id = $1', [treasurer.id])
    expect((await call('/api/donations', { headers })).status).toBe(401)
    expect((await call('/api/cms/donations', { headers })).status).toBe(403)
  })

  it('audits a tribute card sent again and the void of an offline gift', async () => {
    const treasurer = await staffAccount('treasurer', 'resend-audit')
    const family = uniqueEmail('resend-family')
    const donor = { firstName: markedName('Res'), lastName: 'End', email: uniqueEmail('resend-donor') }
    const intentId = await paidOneTimeGift('15.00', donor, { tribute: { type: 'honor', honoreeName: markedName('Hon'), notify: { name: markedName('Fam'), email: family } } })
    await waitForMail({ to: family })
    const [gift] = (await (await testPayload()).find({ collection: 'donations', where: { stripePaymentIntentId: { equals: intentId } }, overrideAccess: true })).docs
    expect((await call(`/api/donations/${gift.id}/tribute-card`, { method: 'POST', cookie: treasurer.cookie })).status).toBe(200)
    expect(await auditOf({ and: [{ action: { equals: 'tribute-card-resend' } }, { userId: { equals: treasurer.id } }] })).toMatchObject([
      { recordId: String(gift.id), targetCollection: 'donations' },
    ])

    const entered = await call<{ id: number }>('/api/donations/offline', {
      body: { donorName: markedName('Off Line'), amount: '42.00', method: 'check', checkNumber: 'V-42', receivedAt: new Date().toISOString().slice(0, 10) },
      cookie: treasurer.cookie,
    })
    expect(entered.status).toBe(201)
    expect((await call(`/api/donations/${entered.body.id}/void`, { body: { reason: 'Entered twice' }, cookie: treasurer.cookie })).status).toBe(200)
    expect(await auditOf({ and: [{ action: { equals: 'gift-void' } }, { recordId: { equals: String(entered.body.id) } }] })).toMatchObject([
      { userId: treasurer.id, detail: '$42.00' },
    ])
  })
})
