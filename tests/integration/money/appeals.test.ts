import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, signIn, uniqueEmail } from '../../support/api'
import { createCampaign } from '../../support/money/campaign'
import { testPort } from '../../support/cluster'
import { endMailTrouble, mailTrouble, sentMail, waitForMail, type SentMail } from '../../support/mail'
import { staff } from '../../support/shop'
import { testPayload } from '../../support/payload'
import { secondServer } from '../../support/second-server'
import { staffAccount } from '../../support/staff'
import { intentIdOfSecret, sendStripeEvent, succeedPaymentIntent } from '../../support/money/stripe'

/**
 * Issue 49: appeals e-mailed to a segment, never to an unsubscribed, do-not-contact or discreet
 * donor; one-click unsubscribe (RFC 8058); a gift through the personal link counts for the
 * appeal; a restart mid-send sends nobody twice.
 */
const lastYear = new Date().getUTCFullYear() - 1
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`

type Results = { status: string; recipients: number; sent: number; clicks: number; gifts: number; donors: number; raisedCents: number; returningDonors: number }

async function poll<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = await check()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function pastGift(cookie: string, email: string, name: string, extra: Record<string, unknown> = {}, base = '') {
  const answer = await call(`${base}/api/donations/offline`, {
    body: { donorName: name, email, amount: '40.00', receivedAt: `${lastYear}-06-15`, method: 'cash', ...extra },
    cookie,
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
}

/** A discreet card gift paid last year (the webhook writes it as Stripe dates it). */
async function discreetPastGift(email: string) {
  const started = await call<{ clientSecret: string }>('/api/create-donation-intent', {
    body: { donationType: 'one_time', firstName: 'Dina', lastName: 'Discreet', email, amount: '30.00', discreet: true },
  })
  expect(started.status).toBe(200)
  const created = Math.floor(Date.UTC(lastYear, 4, 10) / 1000)
  expect((await sendStripeEvent(await succeedPaymentIntent(intentIdOfSecret(started.body.clientSecret), { created }))).status).toBe(200)
}

async function results(id: number, cookie: string, base = '') {
  const answer = await call<Results>(`${base}/api/appeals/${id}`, { cookie })
  expect(answer.status).toBe(200)
  return answer.body
}

async function sentOut(id: number, cookie: string, base = '') {
  return poll(`appeal ${id} to finish`, async () => {
    const now = await results(id, cookie, base)
    return now.status === 'sent' ? now : undefined
  }, 60_000)
}

/**
 * The message's List-* headers, as the sink's parser (mailparser) gathers them under `list`:
 * `unsubscribe` (List-Unsubscribe) and `unsubscribe-post` (List-Unsubscribe-Post).
 */
function listHeaders(mail: SentMail): Record<string, unknown> {
  return mail.headers.list ? (JSON.parse(mail.headers.list) as Record<string, unknown>) : {}
}

function unsubscribeUrlOf(mail: SentMail): string {
  const found = /https?:\/\/[^"<>\s]+\/api\/appeals\/unsubscribe\/[A-Za-z0-9_-]+/.exec(JSON.stringify(listHeaders(mail).unsubscribe ?? ''))
  if (!found) throw new Error('no List-Unsubscribe address')
  return found[0]
}

describe('an appeal to LYBUNT donors', () => {
  const slug = unique('year-end')
  const tag = unique('appeal').toLowerCase()
  const keep = uniqueEmail(`${tag}-keep`)
  const unsub = uniqueEmail(`${tag}-unsub`)
  const dnc = uniqueEmail(`${tag}-dnc`)
  const discreet = uniqueEmail(`${tag}-discreet`)
  let cookie: string

  beforeAll(async () => {
    cookie = await staff()
    await createCampaign({ slug, title: 'Year-End Appeal', goalCents: 100_000 })
    await pastGift(cookie, keep, 'Kira Keep')
    await pastGift(cookie, unsub, 'Uma Unsub')
    await pastGift(cookie, dnc, 'Dora Nocontact')
    await discreetPastGift(discreet)
    expect((await call('/api/donor-contacts/consolidate', { method: 'POST', cookie })).status).toBe(200)
    const contacts = await call<{ id: number; email: string }[]>(`/api/donor-contacts?search=${encodeURIComponent(dnc)}`, { cookie })
    const contact = contacts.body.find((c) => c.email === dnc.toLowerCase())
    expect(contact).toBeDefined()
    expect((await call(`/api/cms/donor-contacts/${contact!.id}`, { method: 'PATCH', body: { doNotContact: true }, cookie })).status).toBe(200)
  })

  afterAll(async () => {
    await endMailTrouble()
  })

  it('is written by treasurer or admin only, and refuses a garbage body', async () => {
    const body = { campaign: slug, segment: 'lybunt', subject: 'Hello', body: 'Text' }
    for (const role of ['editor', 'intake'] as const) {
      const account = await staffAccount(role, 'appeals')
      expect((await call('/api/appeals', { body, cookie: account.cookie })).status).toBe(403)
    }
    for (const garbage of [{}, { ...body, segment: 'everyone!' }, { ...body, campaign: 'no-such-campaign' }, { ...body, subject: '' }, []]) {
      const answer = await call('/api/appeals', { body: garbage, cookie })
      expect(answer.status, JSON.stringify(garbage)).toBe(400)
    }
  })

  it('is audited: writing it and sending it each leave one row (who, which appeal, segment, count), a refused one none', async () => {
    const treasurer = await staffAccount('treasurer', 'appeal-audit')
    const editor = await staffAccount('editor', 'appeal-audit')
    const payload = await testPayload()
    const rowsOf = async (userId: number) =>
      (await payload.find({ collection: 'audit-log', where: { userId: { equals: userId } }, depth: 0, pagination: false, sort: 'createdAt', overrideAccess: true })).docs

    // A campaign of its own, whose one donor is its segment: the other tests' appeals and mail stay as they are.
    const own = unique('audited')
    const donor = uniqueEmail(`${tag}-audited`)
    await createCampaign({ slug: own, title: 'Audited Appeal', goalCents: 10_000 })
    await pastGift(cookie, donor, 'Ava Audited', { campaign: own, receivedAt: new Date().toISOString().slice(0, 10) })
    const segment = `campaign:${own}`
    const subject = `Audited ${tag}`
    const body = { campaign: own, segment, subject, body: 'Dear {{firstName}}, thank you.' }
    expect((await call('/api/appeals', { body, cookie: editor.cookie })).status).toBe(403)
    expect((await call('/api/appeals', { body: { ...body, segment: 'everyone!' }, cookie: treasurer.cookie })).status).toBe(400)
    // Signing in is audited too: only the appeal rows matter here.
    const appealRows = async (userId: number) => (await rowsOf(userId)).filter((row) => row.action.startsWith('appeal-'))
    expect(await appealRows(Number(editor.id))).toEqual([])
    expect(await appealRows(Number(treasurer.id))).toEqual([])

    const created = await call<{ id: number; recipients: number }>('/api/appeals', { body, cookie: treasurer.cookie })
    expect(created.status).toBe(201)
    const [written] = (await rowsOf(Number(treasurer.id))).filter((row) => row.action === 'appeal-create')
    expect(written).toMatchObject({
      action: 'appeal-create',
      username: treasurer.username,
      targetCollection: 'appeals',
      recordId: String(created.body.id),
      count: 1,
      detail: segment,
    })
    expect(created.body.recipients).toBe(1)

    // Sent twice (a double click): one row for the send.
    const sends = await Promise.all([1, 2].map(() => call(`/api/appeals/${created.body.id}/send`, { method: 'POST', cookie: treasurer.cookie })))
    expect(sends.map((answer) => answer.status)).toEqual([202, 202])
    const done = await sentOut(created.body.id, treasurer.cookie)
    const sent = (await rowsOf(Number(treasurer.id))).filter((row) => row.action === 'appeal-send')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ targetCollection: 'appeals', recordId: String(created.body.id), count: 1, detail: segment })
    expect(done).toMatchObject({ recipients: 1, sent: 1 })
    await waitForMail({ to: donor, subject: /^Audited / })
    expect((await call(`/api/appeals/${created.body.id}/send`, { method: 'POST', cookie: editor.cookie })).status).toBe(403)
    // Never personal data: no address, name or the appeal's own words in the rows.
    const all = JSON.stringify(await rowsOf(Number(treasurer.id)))
    for (const secret of [donor, 'Ava', subject]) expect(all).not.toContain(secret)
  })

  it('skips the unsubscribed, do-not-contact and discreet donors, carries one-click unsubscribe, and counts a gift through the personal link', async () => {
    // First appeal: Uma still gets it, and unsubscribes in one click from it.
    const first = await call<{ id: number; recipients: number }>('/api/appeals', {
      body: { campaign: slug, segment: 'lybunt', subject: 'A note for {{firstName}}', body: 'Dear {{firstName}},\n\nLast year you gave {{lastGift}}. Thank you.' },
      cookie,
    })
    expect(first.status).toBe(201)
    expect(first.body.recipients).toBeGreaterThanOrEqual(2)
    const preview = await call<{ recipients: number; sample: unknown[] }>(`/api/appeals/${first.body.id}/preview`, { cookie })
    expect(preview.body.recipients).toBe(first.body.recipients)

    const test = await call<{ sentTo: string }>(`/api/appeals/${first.body.id}/test`, { method: 'POST', cookie })
    expect(test.status).toBe(200)
    await waitForMail({ to: test.body.sentTo, subject: /^\[Test\] A note for Friend$/ })

    expect((await call(`/api/appeals/${first.body.id}/send`, { method: 'POST', cookie })).status).toBe(202)
    const done = await sentOut(first.body.id, cookie)
    expect(done.sent).toBe(first.body.recipients)

    // Their receipts (the past gifts that make them LYBUNT) went to the same addresses first.
    const [toKeep] = await waitForMail({ to: keep, subject: /^A note for / })
    const [toUnsub] = await waitForMail({ to: unsub, subject: /^A note for / })
    expect(toKeep.subject).toBe('A note for Kira')
    expect(toKeep.text).toContain('Last year you gave $40.00.')
    // Nothing of the appeal (their receipts aside) reached the do-not-contact or the discreet donor.
    expect(await sentMail({ to: dnc, subject: /A note for/ })).toHaveLength(0)
    expect(await sentMail({ to: discreet, subject: /A note for/ })).toHaveLength(0)

    for (const mail of [toKeep, toUnsub]) {
      expect(unsubscribeUrlOf(mail)).toMatch(/\/api\/appeals\/unsubscribe\/[A-Za-z0-9_-]{32,}$/)
      expect(JSON.stringify(listHeaders(mail)['unsubscribe-post'])).toContain('List-Unsubscribe=One-Click')
      expect(mail.html).toContain('Unsubscribe from appeals')
      expect(mail.html).not.toMatch(/<img/i)
    }

    // One-click unsubscribe, as a mail client does it: a POST with the RFC 8058 body, no session.
    const unsubscribeUrl = new URL(unsubscribeUrlOf(toUnsub))
    const oneClick = await call(unsubscribeUrl.pathname, { rawBody: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(oneClick.status).toBe(200)
    expect((await call('/api/appeals/unsubscribe/not-a-token', { method: 'POST' })).status).toBe(404)

    // Kira follows her personal link and gives $25 from the campaign page.
    const link = /href="https?:\/\/[^"]+(\/api\/appeals\/click\/[A-Za-z0-9_-]+)"/.exec(toKeep.html)![1]
    const click = await call(link)
    expect(click.status).toBe(303)
    const landing = new URL(click.headers.get('location')!, 'http://site')
    expect(landing.pathname).toBe(`/campaigns/${slug}`)
    const token = landing.searchParams.get('appeal')!
    const started = await call<{ clientSecret: string }>('/api/create-donation-intent', {
      body: { donationType: 'one_time', firstName: 'Kira', lastName: 'Keep', email: keep, amount: '25.00', campaign: slug, appeal: token },
    })
    expect(started.status).toBe(200)
    expect((await sendStripeEvent(await succeedPaymentIntent(intentIdOfSecret(started.body.clientSecret)))).status).toBe(200)
    expect(await results(first.body.id, cookie)).toMatchObject({ clicks: 1, gifts: 1, donors: 1, raisedCents: 2_500, returningDonors: 1 })

    // The campaign's results, as a file: the campaign as a whole, then each appeal.
    const csv = await call<string>(`/api/campaigns/${slug}/results?format=csv`, { cookie })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')).join(','))
    expect(lines[0]).toBe('Campaign or appeal,Status,Recipients,Sent,Clicks,Gifts,Donors,First-time donors,Returning donors,Raised')
    expect(lines[1]).toBe(`Campaign: Year-End Appeal,campaign,${done.recipients},${done.sent},1,1,1,0,1,25.00`)
    expect(lines[2]).toBe(`Appeal ${first.body.id}: A note for {{firstName}},sent,${done.recipients},${done.sent},1,1,1,0,1,25.00`)
    expect((await call(`/api/campaigns/${slug}/results`, { cookie: (await staffAccount('editor', 'results')).cookie })).status).toBe(403)

    // Second appeal to the same segment: Uma unsubscribed and gets nothing more.
    const second = await call<{ id: number }>('/api/appeals', { body: { campaign: slug, segment: 'lybunt', subject: 'Still time', body: 'Hello {{firstName}}.' }, cookie })
    expect(second.status).toBe(201)
    expect((await call(`/api/appeals/${second.body.id}/send`, { method: 'POST', cookie })).status).toBe(202)
    await sentOut(second.body.id, cookie)
    expect(await sentMail({ to: unsub, subject: 'Still time' })).toHaveLength(0)
  })
})

describe('an appeal whose server is killed mid-send', () => {
  // A restarted server may look at claims after two seconds.
  const server = secondServer(testPort(53), { APPEAL_CLAIM_SECONDS: '2', APPEAL_SEND_INTERVAL_MS: '20' })
  const url = server.url

  afterAll(async () => {
    await server.kill()
    await endMailTrouble()
  })

  it('sends each address at most once after a restart, and the rest of the queue goes out', async () => {
    const slug = unique('crash')
    const tag = unique('crash').toLowerCase()
    await createCampaign({ slug })
    const cookie = await staff()
    const donors = Array.from({ length: 5 }, (_, i) => uniqueEmail(`${tag}-${i}`))
    for (const [i, email] of donors.entries()) await pastGift(cookie, email, `Donor ${i}`, { campaign: slug })

    // The mail server takes two appeals, then goes silent: the third send hangs until the kill.
    await mailTrouble(tag, 2, 'stall')
    await server.start(90_000)
    const second = await signIn(undefined, undefined, url)
    const created = await call<{ id: number; recipients: number }>(`${url}/api/appeals`, {
      body: { campaign: slug, segment: `campaign:${slug}`, subject: 'Crash test', body: 'Hello {{firstName}}.' },
      cookie: second,
    })
    expect(created.body.recipients).toBe(5)
    expect((await call(`${url}/api/appeals/${created.body.id}/send`, { method: 'POST', cookie: second })).status).toBe(202)
    await poll('two appeals sent and a third hanging', async () => {
      const now = await results(created.body.id, second, url)
      const mails = (await sentMail()).filter((m) => m.subject === 'Crash test' && m.to.some((to) => to.includes(tag)))
      return now.sent === 2 && mails.length === 2 ? true : undefined
    }, 45_000)
    await server.kill()
    await endMailTrouble()

    await server.start(90_000)
    const again = await signIn(undefined, undefined, url)
    // Sending again resumes the queue (the periodic job would too).
    expect((await call(`${url}/api/appeals/${created.body.id}/send`, { method: 'POST', cookie: again })).status).toBe(202)
    const done = await sentOut(created.body.id, again, url)
    expect(done.recipients).toBe(5)

    const mails = (await sentMail()).filter((m) => m.subject === 'Crash test' && m.to.some((to) => to.includes(tag)))
    for (const email of donors) expect(mails.filter((m) => m.to.includes(email.toLowerCase())).length, email).toBeLessThanOrEqual(1)
    // The one being sent when the server died may or may not have gone; every other one did.
    expect(mails.length).toBeGreaterThanOrEqual(4)
    expect(done.sent).toBeGreaterThanOrEqual(4)
    // Two starts of a production server of their own, each up to ~30 s on a busy 2-core machine.
  }, 240_000)
})
