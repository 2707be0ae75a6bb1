import type { Pool } from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { call, signIn, uniqueEmail } from '../../support/api'
import { eventually, testPort } from '../../support/cluster'
import { endMailTrouble, mailTrouble, sentMail, waitForMail } from '../../support/mail'
import { testPayload } from '../../support/payload'
import { pdfPieces } from '../../support/pdf'
import { secondServer } from '../../support/second-server'
import { staffAccount } from '../../support/staff'
import { fakeStripeEvents, intentIdOfSecret, sendStripeEvent, succeedPaymentIntent } from '../../support/money/stripe'

/**
 * Year-end statements (issue 19): per donor and calendar year, every gift and one total net of
 * refunds, as a PDF the donor downloads from the portal; staff send a year's statements in one
 * background run that e-mails each donor once, even when it is interrupted and started again.
 */
const BASE = process.env.APP_URL || 'http://localhost:3000'
const LEGAL_NAME = 'Bloom Hope Foundation, Inc.'
const EIN = '12-3456789'
// Past years no other test file gives in (retention uses 2001–2003).
const RUN_YEAR = 2008
const CRASH_YEAR = 2009

let admin: string
let saved: { legalName?: string | null; ein?: string | null }

async function pool(): Promise<Pool> {
  return ((await testPayload()).db as unknown as { pool: Pool }).pool
}

/** The value printed after a label ("Label: " then the value, as the PDF writes them). */
function after(pieces: string[], label: string) {
  const at = pieces.indexOf(`${label}: `)
  return at === -1 ? undefined : pieces[at + 1]
}

/** True when the cells appear one after another (a gift's row: date, amount, refunded, net). */
function hasRow(pieces: string[], cells: string[]) {
  return pieces.some((_, i) => cells.every((cell, j) => pieces[i + j] === cell))
}

async function deliver(event: Parameters<typeof sendStripeEvent>[0]) {
  expect((await sendStripeEvent(event)).status).toBe(200)
}

async function paidGift(amount: string, email: string) {
  const answer = await call<{ clientSecret: string }>('/api/create-donation-intent', {
    body: { amount, donationType: 'one_time', firstName: 'Nell', lastName: 'Archer', email },
  })
  expect(answer.status).toBe(200)
  const intentId = intentIdOfSecret(answer.body.clientSecret)
  await deliver(await succeedPaymentIntent(intentId))
  return intentId
}

async function refund(intentId: string, amount?: string) {
  const payload = await testPayload()
  const [gift] = (await payload.find({ collection: 'donations', where: { stripePaymentIntentId: { equals: intentId } }, overrideAccess: true })).docs
  expect((await call(`/api/donations/${gift.id}/refund`, { body: amount ? { amount } : {}, cookie: admin })).status).toBe(202)
  const events = (await fakeStripeEvents('charge.refunded')).filter((e) => e.data.object.payment_intent === intentId)
  await deliver(events[events.length - 1])
}

/** A portal session for `email`: the link from the sink, opened. */
async function portalSession(email: string) {
  const before = (await sentMail({ to: email, subject: /^Manage your giving/ })).length
  expect((await call('/api/donor-portal/link', { body: { email } })).status).toBe(202)
  const mails = await waitForMail({ to: email, subject: /^Manage your giving/, count: before + 1 })
  const token = /\/my-giving\/open\?token=([A-Za-z0-9_-]+)/.exec(mails[mails.length - 1].text)![1]
  const opened = await call(`/my-giving/open?token=${token}`)
  expect(opened.status).toBe(303)
  return opened.headers.getSetCookie().find((c) => c.startsWith('donor-portal='))!.split(';')[0]
}

async function download(path: string, cookie?: string) {
  const response = await fetch(`${BASE}${path}`, { headers: cookie ? { cookie } : {} })
  return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) }
}

/** A ledger row of a past year, written directly (the webhook only ever records today's gifts). */
async function pastGift(email: string, year: number, amountCents: number, netCents = amountCents, month = 6) {
  const status = netCents === amountCents ? 'paid' : netCents === 0 ? 'refunded' : 'partially_refunded'
  await (await pool()).query(
    `INSERT INTO donations (first_name, last_name, email, amount_cents, net_amount_cents, refunded_amount_cents, type, frequency, status, source, created_at)
     VALUES ('Ada', 'Byrne', $1, $2, $3, $4, 'one-time', 'one_time', $5, 'donation_form', $6)`,
    [email, amountCents, netCents, amountCents - netCents, status, `${year}-${String(month).padStart(2, '0')}-15T18:00:00Z`],
  )
}

type Progress = { year: number; status: string; total: number; sent: number; failed: number; pending: number }

async function progress(year: number, base = BASE, cookie = admin) {
  const answer = await call<Progress>(`${base}/api/staff/statements?year=${year}`, { cookie })
  expect(answer.status).toBe(200)
  return answer.body
}

/** Waits (polling) until the run of `year` is done, and returns its progress. */
async function finished(year: number, base = BASE, cookie = admin) {
  const { value } = await eventually(`the ${year} statements run to finish`, async () => {
    const now = await progress(year, base, cookie)
    return now.status === 'done' ? now : undefined
  }, 45_000)
  return value
}

const statementMails = (tag: string) => sentMail({ subject: /giving statement from /i }).then((all) => all.filter((m) => m.to.some((to) => to.includes(tag))))

beforeAll(async () => {
  admin = await signIn()
  const payload = await testPayload()
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  saved = { legalName: settings.legalName, ein: settings.ein }
  await payload.updateGlobal({ slug: 'site-settings', data: { legalName: LEGAL_NAME, ein: EIN }, overrideAccess: true })
})

afterAll(async () => {
  await endMailTrouble()
  const payload = await testPayload()
  await payload.updateGlobal({ slug: 'site-settings', data: saved, overrideAccess: true })
})

describe('a donor’s statement', () => {
  it('lists every gift with its refunded part and one net total, as a PDF only for its own donor', async () => {
    const donor = uniqueEmail('statement-donor')
    const partial = await paidGift('100.00', donor)
    const full = await paidGift('80.00', donor)
    await paidGift('50.00', donor)
    await refund(partial, '40.00')
    await refund(full)
    const cookie = await portalSession(donor)

    const overview = await call<{ statements: { year: number; total: string; partial: boolean; url: string }[] }>('/api/donor-portal/overview', { cookie })
    expect(overview.status).toBe(200)
    const thisYear = overview.body.statements[0]
    expect(overview.body.statements).toHaveLength(1)
    expect(thisYear).toMatchObject({ total: '110.00', partial: true, url: `/api/donor-portal/statements/${thisYear.year}` })

    const pdf = await download(thisYear.url, cookie)
    expect(pdf.status).toBe(200)
    expect(pdf.type).toBe('application/pdf')
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-')
    const pieces = pdfPieces(pdf.body)
    expect(after(pieces, 'Organization')).toBe(LEGAL_NAME)
    expect(after(pieces, 'EIN')).toBe(EIN)
    expect(after(pieces, 'Donor')).toBe('Nell Archer')
    expect(after(pieces, 'Total given, net of refunds')).toBe('$110.00')
    expect(after(pieces, 'Year')).toBe(`${thisYear.year} (so far)`)
    expect(hasRow(pieces, ['$100.00', '$40.00', '$60.00'])).toBe(true)
    expect(hasRow(pieces, ['$80.00', '$80.00', '$0.00 (refunded)'])).toBe(true)
    expect(pieces).toContain('No goods or services were provided in exchange for these contributions.')

    // Another donor's session gets her own statement, never this one; a year she did not give in is not found.
    const other = uniqueEmail('statement-other')
    await paidGift('25.00', other)
    const otherCookie = await portalSession(other)
    const hers = await download(thisYear.url, otherCookie)
    expect(hers.status).toBe(200)
    expect(after(pdfPieces(hers.body), 'Total given, net of refunds')).toBe('$25.00')
    expect((await download(`/api/donor-portal/statements/${RUN_YEAR - 1}`, cookie)).status).toBe(404)
    expect((await download('/api/donor-portal/statements/20x6', cookie)).status).toBe(404)
    expect((await download(thisYear.url)).status).toBe(401)
  })
})

describe('sending a year’s statements', () => {
  afterEach(async () => {
    await endMailTrouble()
  })

  it('is for treasurers and admins only, and for a year that is over', async () => {
    for (const role of ['editor', 'intake'] as const) {
      const { cookie } = await staffAccount(role, 'statements')
      expect((await call('/api/staff/statements', { body: { year: RUN_YEAR }, cookie })).status).toBe(403)
      expect((await call(`/api/staff/statements?year=${RUN_YEAR}`, { cookie })).status).toBe(403)
    }
    expect((await call('/api/staff/statements', { body: { year: RUN_YEAR } })).status).toBe(401)
    const treasurer = await staffAccount('treasurer', 'statements')
    expect((await call(`/api/staff/statements?year=${RUN_YEAR}`, { cookie: treasurer.cookie })).status).toBe(200)
    expect((await call('/api/staff/statements', { body: { year: 'last' }, cookie: treasurer.cookie })).status).toBe(400)
    expect((await call('/api/staff/statements', { body: { year: new Date().getFullYear() }, cookie: treasurer.cookie })).status).toBe(400)
    expect((await progress(RUN_YEAR)).status).toBe('none')
  })

  it('e-mails each donor one statement, net of refunds, even when the mail server fails midway and the run is started again', async () => {
    const tag = `stmt-run-${Math.random().toString(36).slice(2, 8)}`
    const refunded = uniqueEmail(`${tag}-a`)
    const plain = [uniqueEmail(`${tag}-b`), uniqueEmail(`${tag}-c`), uniqueEmail(`${tag}-d`)]
    const allRefunded = uniqueEmail(`${tag}-e`)
    const primary = uniqueEmail(`${tag}-f`)
    const alternate = uniqueEmail(`${tag}-g`)
    await pastGift(refunded, RUN_YEAR, 10_000, 6_000, 3)
    await pastGift(refunded, RUN_YEAR, 5_000, 5_000, 9)
    await pastGift(refunded, RUN_YEAR - 1, 99_900) // another year: never on this statement
    for (const email of plain) await pastGift(email, RUN_YEAR, 2_500)
    await pastGift(allRefunded, RUN_YEAR, 4_000, 0)
    // One person who gave under two addresses, merged by staff: one statement, to her primary address.
    await pastGift(primary, RUN_YEAR, 3_000)
    await pastGift(alternate, RUN_YEAR, 2_000)
    const payload = await testPayload()
    await payload.create({
      collection: 'donor-contacts',
      data: {
        firstName: 'Ada',
        lastName: 'Byrne',
        email: primary,
        alternateEmails: [{ email: alternate }],
        totalDonationCents: 5_000,
        donationCount: 2,
        isMonthlyDonor: false,
        isActive: true,
        source: 'manual',
      },
      overrideAccess: true,
    })
    const donors = [refunded, ...plain, primary]

    // The mail server accepts two statements, then refuses every other one.
    await mailTrouble(tag, 2, 'fail')
    const started = await call<Progress>('/api/staff/statements', { body: { year: RUN_YEAR }, cookie: admin })
    expect(started.status).toBe(202)
    expect(started.body).toMatchObject({ year: RUN_YEAR, total: 5 })
    expect(await finished(RUN_YEAR)).toMatchObject({ total: 5, sent: 2, failed: 3, pending: 0 })
    expect(await statementMails(tag)).toHaveLength(2)

    // Mended, the same action resumes: only the three not yet sent get theirs.
    await endMailTrouble()
    expect((await call('/api/staff/statements', { body: { year: RUN_YEAR }, cookie: admin })).status).toBe(202)
    expect(await finished(RUN_YEAR)).toMatchObject({ total: 5, sent: 5, failed: 0, pending: 0 })
    // Started once more, it sends nobody anything.
    expect((await call<Progress>('/api/staff/statements', { body: { year: RUN_YEAR }, cookie: admin })).body).toMatchObject({ sent: 5, pending: 0 })
    expect(await finished(RUN_YEAR)).toMatchObject({ sent: 5 })

    const mails = await statementMails(tag)
    for (const email of donors) expect(mails.filter((m) => m.to.includes(email.toLowerCase())), email).toHaveLength(1)
    expect(mails).toHaveLength(donors.length)

    const mail = mails.find((m) => m.to.includes(refunded.toLowerCase()))!
    expect(mail.subject).toBe(`Your ${RUN_YEAR} giving statement from ${(await payload.findGlobal({ slug: 'site-settings' })).foundationName}`)
    expect(mail.text).toContain('$110.00')
    expect(mail.html).not.toMatch(/<img|\ssrc=/i)
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments[0]).toMatchObject({ filename: `statement-${RUN_YEAR}.pdf`, contentType: 'application/pdf' })
    const pieces = pdfPieces(Buffer.from(mail.attachments[0].content, 'base64'))
    expect(after(pieces, 'Total given, net of refunds')).toBe('$110.00')
    expect(after(pieces, 'Year')).toBe(String(RUN_YEAR))
    expect(hasRow(pieces, ['$100.00', '$40.00', '$60.00'])).toBe(true)
    expect(pieces).not.toContain('$999.00')

    const merged = mails.find((m) => m.to.includes(primary.toLowerCase()))!
    expect(after(pdfPieces(Buffer.from(merged.attachments[0].content, 'base64')), 'Total given, net of refunds')).toBe('$50.00')

    const audit = await payload.find({ collection: 'audit-log', where: { action: { equals: 'statements-send' }, detail: { equals: `year ${RUN_YEAR}` } }, overrideAccess: true })
    expect(audit.docs.length).toBe(3)
    expect(audit.docs[0]).toMatchObject({ username: 'admin', count: 5 })
  })
})

describe('a statements run whose server is killed', () => {
  // Small batches, and claims that a restarted server may take over after two seconds.
  const server = secondServer(testPort(51), { STATEMENT_BATCH_SIZE: '2', STATEMENT_CLAIM_SECONDS: '2' })
  const url = server.url

  afterAll(() => server.kill())

  it('sends each donor one statement after a restart, the one it was sending when it died included', async () => {
    const tag = `stmt-crash-${Math.random().toString(36).slice(2, 8)}`
    const donors = Array.from({ length: 5 }, (_, i) => uniqueEmail(`${tag}-${i}`))
    for (const email of donors) await pastGift(email, CRASH_YEAR, 1_500)

    // The mail server takes two statements, then goes silent: the third send hangs until the kill.
    await mailTrouble(tag, 2, 'stall')
    await server.start()
    const cookie = await signIn(undefined, undefined, url)
    expect((await call(`${url}/api/staff/statements`, { body: { year: CRASH_YEAR }, cookie })).status).toBe(202)
    const db = await pool()
    await eventually('two statements sent and a third one hanging', async () => {
      const { rows } = await db.query<{ status: string; n: string }>(`SELECT status, count(*) AS n FROM statement_sends WHERE year = $1 GROUP BY status`, [CRASH_YEAR])
      const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0)
      return count('sent') === 2 && count('sending') >= 1 && (await statementMails(tag)).length === 2 ? true : undefined
    }, 45_000)
    await server.kill()
    await endMailTrouble()

    await server.start()
    const again = await signIn(undefined, undefined, url)
    expect((await call(`${url}/api/staff/statements`, { body: { year: CRASH_YEAR }, cookie: again })).status).toBe(202)
    expect(await finished(CRASH_YEAR, url, again)).toMatchObject({ total: 5, sent: 5, failed: 0 })

    const mails = await statementMails(tag)
    for (const email of donors) expect(mails.filter((m) => m.to.includes(email.toLowerCase())), email).toHaveLength(1)
    expect(mails).toHaveLength(5)
  })
})
