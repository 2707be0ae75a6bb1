import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BASE_URL, call, signIn, uniqueEmail } from '../../support/api'
import { eventually } from '../../support/cluster'
import { validDrive, validIntake } from '../../support/forms'
import { sentMail, type SentMail, waitForMail } from '../../support/mail'
import { markedName } from '../../support/markers'
import { testPayload } from '../../support/payload'
import { compressedPdfText, pdfPieces } from '../../support/pdf'
import { type StaffAccount, staffAccount } from '../../support/staff'

/**
 * Issue 46: goods logged at the door are in-kind gifts (receipted with no value, counted in the
 * gift count, never in a dollar total), drives add up their drop-offs and thank the host once,
 * and the public "women served" is counted from the visits — rounded, and at most once a day.
 */
type Contact = { id: number; email: string; totalDonationAmount: number; donationCount: number }

let treasurer: StaffAccount
let intake: StaffAccount
let editor: StaffAccount
let admin: string
let saved: { legalName?: string | null; ein?: string | null; womenServed?: number }
const lastYear = new Date().getFullYear() - 1

async function pool(): Promise<Pool> {
  return ((await testPayload()).db as unknown as { pool: Pool }).pool
}

beforeAll(async () => {
  ;[treasurer, intake, editor, admin] = await Promise.all([
    staffAccount('treasurer', 'goods'),
    staffAccount('intake', 'goods'),
    staffAccount('editor', 'goods'),
    signIn(),
  ])
  const payload = await testPayload()
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  saved = { legalName: settings.legalName, ein: settings.ein, womenServed: settings.womenServed }
  await payload.updateGlobal({ slug: 'site-settings', data: { legalName: 'Bloom Hope Foundation, Inc.', ein: '12-3456789' }, overrideAccess: true })
})

/** Site settings saved through the server, as staff save them, so the pages showing them are revalidated. */
async function saveSettings(data: Record<string, unknown>) {
  expect((await call('/api/cms/globals/site-settings', { body: data, cookie: admin })).status).toBe(200)
}

afterAll(async () => {
  await saveSettings(saved)
})

async function contactOf(email: string) {
  const answer = await call<Contact[]>(`/api/donor-contacts?search=${encodeURIComponent(email)}`, { cookie: treasurer.cookie })
  expect(answer.status).toBe(200)
  return answer.body.find((contact) => contact.email === email.toLowerCase()) ?? null
}

/** The receipt e-mail (among the donor's) that acknowledges goods, its text on one line (the text part wraps at 78). */
async function inKindReceipt(email: string): Promise<SentMail> {
  const { value } = await eventually('the in-kind receipt', async () => {
    const mails = (await sentMail({ to: email, subject: /^Your receipt \d{4}-\d{6} from / }))
      .map((mail) => ({ ...mail, text: mail.text.replace(/\s+/g, ' ') }))
      .filter((mail) => mail.text.includes('Description of gift in kind'))
    return mails[0]
  })
  return value
}

const dollarFigure = /\$\s?\d/

/** A portal session for `email`: the link from the sink, opened. */
async function portalSession(email: string) {
  expect((await call('/api/donor-portal/link', { body: { email } })).status).toBe(202)
  const [mail] = await waitForMail({ to: email, subject: /^Manage your giving/ })
  const token = /\/my-giving\/open\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]
  const opened = await call(`/my-giving/open?token=${token}`)
  expect(opened.status).toBe(303)
  return opened.headers.getSetCookie().find((c) => c.startsWith('donor-portal='))!.split(';')[0]
}

/** A check of `amount` dollars from `donorName` at `email`, entered by the treasurer: she is a donor before her goods come in. */
async function enterCheck(donorName: string, email: string, amount: string, receivedAt: string, checkNumber: string) {
  const check = await call('/api/donations/offline', {
    body: { donorName: markedName(donorName), email, amount, receivedAt, method: 'check', checkNumber },
    cookie: treasurer.cookie,
  })
  expect(check.status).toBe(201)
}

describe('a drop-off with a donor', () => {
  it('is an in-kind gift with no amount: receipted by its items with no dollar figure, +1 gift, dollar total unchanged', async () => {
    const email = uniqueEmail('goods-donor')
    await enterCheck('Lena Moss', email, '50.00', `${lastYear}-04-01`, 'G-1')
    expect(await contactOf(email)).toMatchObject({ totalDonationAmount: 50, donationCount: 1 })

    const entered = await call<{ id: number; receiptNumber: string }>('/api/in-kind', {
      body: {
        donor: { name: markedName('Lena Moss'), email },
        receivedAt: `${lastYear}-05-10`,
        items: [
          { category: 'womens_clothing', quantity: 12 },
          { category: 'coats', quantity: 3, description: 'winter' },
        ],
        weightLbs: 18.5,
      },
      cookie: intake.cookie,
    })
    expect(entered.status).toBe(201)
    expect(entered.body.receiptNumber).toMatch(new RegExp(`^${lastYear}-\\d{6}$`))

    // The ledger row: in kind, no amount.
    const payload = await testPayload()
    const [gift] = (await payload.find({ collection: 'donations', where: { email: { equals: email }, method: { equals: 'in_kind' } }, overrideAccess: true })).docs
    expect(gift).toMatchObject({ source: 'offline', method: 'in_kind', amountCents: 0, netAmountCents: 0, status: 'paid' })
    expect(gift.description).toContain("12 × Women's clothing")

    const receipt = await inKindReceipt(email)
    expect(receipt.subject).toContain(entered.body.receiptNumber)
    expect(receipt.text).toContain("12 × Women's clothing")
    expect(receipt.text).toContain('3 × Coats (winter)')
    expect(receipt.text).toContain('No goods or services were provided')
    expect(receipt.text).not.toMatch(dollarFigure)
    const pdf = compressedPdfText(Buffer.from(receipt.attachments[0].content, 'base64'))
    expect(pdf).toContain("12 × Women's clothing")
    expect(pdf).toContain('No goods or services were provided')
    expect(pdf).not.toMatch(dollarFigure)

    // Her dollar total is what it was; her gift count has one more.
    await eventually('her contact to count the gift', async () => {
      const contact = await contactOf(email)
      return contact?.donationCount === 2 ? contact : undefined
    })
    expect(await contactOf(email)).toMatchObject({ totalDonationAmount: 50, donationCount: 2 })

    // Her year-end statement lists the goods apart, with no value — and an old in-kind entry's typed value is not printed.
    const old = await call('/api/donations/offline', {
      body: { donorName: markedName('Lena Moss'), email, amount: '80.00', receivedAt: `${lastYear}-07-01`, method: 'in_kind', description: 'Two boxes of books' },
      cookie: treasurer.cookie,
    })
    expect(old.status).toBe(201)
    const cookie = await portalSession(email)
    const statement = await fetch(`${BASE_URL}/api/donor-portal/statements/${lastYear}`, { headers: { cookie } })
    expect(statement.status).toBe(200)
    const pieces = pdfPieces(Buffer.from(await statement.arrayBuffer()))
    const text = pieces.join('\n')
    expect(pieces[pieces.indexOf('Total given, net of refunds: ') + 1]).toBe('$50.00')
    expect(text).toContain('Gifts in kind')
    expect(text).toContain('Two boxes of books')
    expect(text).toContain("12 × Women's clothing")
    expect(text).not.toContain('$80.00')
    expect(text).not.toContain('$130.00')

    // My giving lists the goods by what was given and "In-kind", never as "$0.00" (nor the old typed $80.00).
    type PortalLine = { amount: string | null; inKind: boolean; description: string | null }
    const overview = await call<{ gifts: PortalLine[]; receipts: (PortalLine & { number: string })[] }>('/api/donor-portal/overview', { cookie })
    expect(overview.status).toBe(200)
    const goods = overview.body.gifts.filter((g) => g.inKind)
    expect(goods).toHaveLength(2)
    expect(goods.every((g) => g.amount === null)).toBe(true)
    expect(goods.map((g) => g.description)).toEqual(expect.arrayContaining([expect.stringContaining("12 × Women's clothing"), 'Two boxes of books']))
    expect(overview.body.gifts.filter((g) => !g.inKind).map((g) => g.amount)).toEqual(['50.00'])
    const goodsReceipt = overview.body.receipts.find((r) => r.number === entered.body.receiptNumber)
    expect(goodsReceipt).toMatchObject({ amount: null, inKind: true })
    const page = (await call<string>('/my-giving', { headers: { cookie } })).body.replaceAll('<!-- -->', '')
    expect(page).toContain("In-kind: 12 × Women&#x27;s clothing")
    expect(page).toContain('In-kind: Two boxes of books')
    expect(page).toContain('$50.00')
    expect(page).not.toContain('$0.00')
    expect(page).not.toContain('$80.00')
    // Her statement line of that year: dollars net of refunds, and the goods apart.
    expect(page).toContain(`${lastYear} · $50.00 net of refunds, and gifts in kind`)
  })

  it('prints the donor’s own estimate as hers, with the Form 8283 note above $500', async () => {
    const email = uniqueEmail('goods-estimate')
    const entered = await call<{ id: number; receiptNumber: string }>('/api/in-kind', {
      body: { donor: { name: markedName('Iris Vale'), email }, receivedAt: `${lastYear}-06-02`, items: [{ category: 'household', quantity: 1, description: 'Sofa' }], donorEstimateCents: 60_000 },
      cookie: treasurer.cookie,
    })
    expect(entered.status).toBe(201)
    const receipt = await inKindReceipt(email)
    expect(receipt.text).toMatch(/Your estimate of its value \(yours, for your records\) :?\s*\$600\.00/)
    expect(receipt.text).toContain('Form 8283')
    const pdf = compressedPdfText(Buffer.from(receipt.attachments[0].content, 'base64'))
    expect(pdf).toContain('Your estimate of its value (yours, for your records): ')
    expect(pdf).toContain('$600.00')
  })

  it('counts toward retention: a donor of goods alone last year is LYBUNT', async () => {
    const email = uniqueEmail('goods-lybunt')
    const entered = await call('/api/in-kind', {
      body: { donor: { name: markedName('Mira Holt'), email }, receivedAt: `${lastYear}-09-09`, items: [{ category: 'hygiene', quantity: 20 }] },
      cookie: treasurer.cookie,
    })
    expect(entered.status).toBe(201)
    const contact = await contactOf(email)
    expect(contact).toMatchObject({ totalDonationAmount: 0, donationCount: 1 })
    const lybunt = await call<Contact[]>('/api/donor-contacts?segment=lybunt&limit=1000', { cookie: treasurer.cookie })
    expect(lybunt.body.some((c) => c.id === contact!.id)).toBe(true)
  })

  it('finds a donor contact at the door (name and a masked address, goods roles only) and logs the goods as her gift', async () => {
    const email = uniqueEmail('goods-found')
    await enterCheck('Noor Castellan', email, '25.00', `${lastYear}-02-01`, 'G-2')
    const contact = await contactOf(email)
    expect(contact).toMatchObject({ donationCount: 1 })
    const local = email.split('@')[0]
    const search = `/api/in-kind/donors?search=${encodeURIComponent(local)}`

    // The door's roles search; nothing of her donor record comes with the answer.
    const found = await call<{ id: number; name: string; email: string }[]>(search, { cookie: intake.cookie })
    expect(found.status).toBe(200)
    expect(found.headers.get('cache-control')).toContain('no-store')
    expect(found.body).toEqual([{ id: contact!.id, name: markedName('Noor Castellan'), email: `${email[0]}•••@example.org` }])
    expect(JSON.stringify(found.body)).not.toContain(local)
    expect((await call(search, { cookie: treasurer.cookie })).status).toBe(200)
    expect((await call(search, { cookie: editor.cookie })).status).toBe(403)
    expect((await call(search)).status).toBe(401)
    for (const bad of ['', 'a', 'x'.repeat(201)]) {
      const refused = await call<{ message: string }>(`/api/in-kind/donors?search=${bad}`, { cookie: intake.cookie })
      expect(refused.status).toBe(400)
      expect(refused.body.message).toMatch(/two letters|200 characters/)
    }

    // Logged for the contact found: her in-kind gift, receipted to her address, +1 gift.
    const payload = await testPayload()
    const before = (await payload.count({ collection: 'drop-offs', overrideAccess: true })).totalDocs
    const unknown = await call('/api/in-kind', {
      body: { donor: { contactId: 999_999_999 }, receivedAt: `${lastYear}-08-01`, items: [{ category: 'shoes', quantity: 2 }] },
      cookie: intake.cookie,
    })
    expect(unknown.status).toBe(404)
    expect((await payload.count({ collection: 'drop-offs', overrideAccess: true })).totalDocs).toBe(before)
    const entered = await call<{ id: number; receiptNumber: string }>('/api/in-kind', {
      body: { donor: { contactId: contact!.id }, receivedAt: `${lastYear}-08-01`, items: [{ category: 'shoes', quantity: 2 }] },
      cookie: intake.cookie,
    })
    expect(entered.status).toBe(201)
    expect(entered.body.receiptNumber).toMatch(/^\d{4}-\d{6}$/)
    const dropOff = await payload.findByID({ collection: 'drop-offs', id: entered.body.id, overrideAccess: true, depth: 0 })
    expect(dropOff.contact).toBe(contact!.id)
    const receipt = await inKindReceipt(email)
    expect(receipt.text).toContain('2 × Shoes')
    await eventually('her contact to count the goods', async () => ((await contactOf(email))?.donationCount === 2 ? true : undefined))
    expect(await contactOf(email)).toMatchObject({ id: contact!.id, totalDonationAmount: 25, donationCount: 2 })
  })

  it('refuses editors and anonymous callers, and bad input with 400, writing nothing', async () => {
    const good = { receivedAt: `${lastYear}-06-02`, items: [{ category: 'shoes', quantity: 2 }] }
    expect((await call('/api/in-kind', { body: good })).status).toBe(401)
    expect((await call('/api/in-kind', { body: good, cookie: editor.cookie })).status).toBe(403)
    const payload = await testPayload()
    const before = (await payload.count({ collection: 'drop-offs', overrideAccess: true })).totalDocs
    for (const body of [
      { ...good, items: [] },
      { ...good, items: [{ category: 'shoes', quantity: 0 }] },
      { ...good, items: [{ category: 'shoes', quantity: 10_001 }] },
      { ...good, items: [{ category: 'jewels', quantity: 1 }] },
      { ...good, receivedAt: '2026-02-30' },
      { ...good, donor: { contactId: 'x' } },
      [1, 2],
      'garbage',
    ]) {
      expect((await call('/api/in-kind', { body, cookie: treasurer.cookie })).status).toBe(400)
    }
    expect((await payload.count({ collection: 'drop-offs', overrideAccess: true })).totalDocs).toBe(before)
    // Anonymous goods are logged without a ledger row.
    const anonymous = await call<{ id: number; receiptNumber?: string }>('/api/in-kind', { body: good, cookie: intake.cookie })
    expect(anonymous.status).toBe(201)
    expect(anonymous.body.receiptNumber).toBeUndefined()
  })
})

describe('a drive', () => {
  it('adds up its drop-offs by category, and closing it thanks the host once with the totals', async () => {
    const payload = await testPayload()
    const hostEmail = uniqueEmail('drive-host')
    const inquiry = await payload.create({ collection: 'drive-inquiries', data: validDrive({ email: hostEmail, organizationName: 'Grace Church' }) as never, overrideAccess: true, depth: 0 })
    const created = await call<{ id: number }>('/api/drives', {
      body: { inquiryId: inquiry.id, startsOn: `${lastYear}-03-01`, endsOn: `${lastYear}-03-31`, categories: ['coats', 'shoes'] },
      cookie: intake.cookie,
    })
    expect(created.status).toBe(201)
    const again = await call('/api/drives', { body: { inquiryId: inquiry.id, startsOn: `${lastYear}-03-01`, endsOn: `${lastYear}-03-31` }, cookie: intake.cookie })
    expect(again.status).toBe(409)
    expect((await call('/api/drives', { body: { inquiryId: inquiry.id, startsOn: `${lastYear}-03-31`, endsOn: `${lastYear}-03-01` }, cookie: intake.cookie })).status).toBe(400)
    const driveId = created.body.id

    for (const items of [
      [{ category: 'coats', quantity: 7 }, { category: 'shoes', quantity: 4 }],
      [{ category: 'coats', quantity: 5 }],
    ]) {
      expect((await call('/api/in-kind', { body: { receivedAt: `${lastYear}-03-10`, items, driveId }, cookie: intake.cookie })).status).toBe(201)
    }
    const drive = await call<{ id: number; host: string; status: string; totals: Record<string, number> }>(`/api/drives/${driveId}`, { cookie: treasurer.cookie })
    expect(drive.status).toBe(200)
    expect(drive.body).toMatchObject({ id: driveId, host: 'Grace Church', status: 'open' })
    expect(drive.body.totals).toMatchObject({ coats: 12, shoes: 4, womens_clothing: 0 })
    expect((await call(`/api/drives/${driveId}`, { cookie: editor.cookie })).status).toBe(403)

    expect((await call(`/api/drives/${driveId}/close`, { body: {}, cookie: intake.cookie })).status).toBe(200)
    const [thanks] = await waitForMail({ to: hostEmail, subject: /^Thank you for your drive/ })
    const text = thanks.text.replace(/\s+/g, ' ')
    expect(text).toMatch(/Coats :?\s*12/)
    expect(text).toMatch(/Shoes :?\s*4/)
    expect(text).toContain('16 items')
    // Closed: a second close sends nothing more, and no drop-off joins it.
    expect((await call(`/api/drives/${driveId}/close`, { body: {}, cookie: intake.cookie })).status).toBe(200)
    expect((await call('/api/in-kind', { body: { receivedAt: `${lastYear}-03-11`, items: [{ category: 'coats', quantity: 1 }], driveId }, cookie: intake.cookie })).status).toBe(409)
    expect(await sentMail({ to: hostEmail, subject: /^Thank you for your drive/ })).toHaveLength(1)
    expect((await call(`/api/drives/${driveId}`, { cookie: intake.cookie })).body).toMatchObject({ status: 'closed', totals: { coats: 12 } })
     // This host has never given: a thank-you, no receipt, no gift in the ledger.
    expect(await sentMail({ to: hostEmail, subject: /^Your receipt/ })).toHaveLength(0)
    expect((await payload.count({ collection: 'donations', where: { email: { equals: hostEmail } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('receipts a host who is a donor once, for the goods no other donor was receipted for, with no value', async () => {
    const payload = await testPayload()
    const hostEmail = uniqueEmail('drive-donor-host')
    // The host has given before: a check.
    const check = await call('/api/donations/offline', {
      body: { donorName: markedName('Ada Brook'), email: hostEmail, amount: '40.00', receivedAt: `${lastYear}-01-15`, method: 'check', checkNumber: 'H-1' },
      cookie: treasurer.cookie,
    })
    expect(check.status).toBe(201)
    const inquiry = await payload.create({
      collection: 'drive-inquiries',
      data: validDrive({ email: hostEmail, firstName: markedName('Ada'), lastName: 'Brook', organizationName: '' }) as never,
      overrideAccess: true,
      depth: 0,
    })
    const created = await call<{ id: number }>('/api/drives', { body: { inquiryId: inquiry.id, startsOn: `${lastYear}-10-01`, endsOn: `${lastYear}-10-31` }, cookie: intake.cookie })
    expect(created.status).toBe(201)
    const driveId = created.body.id
    // Anonymous bags the drive brought in, and one bag from a donor of her own (receipted to her already).
    for (const [receivedAt, items] of [
      [`${lastYear}-10-05`, [{ category: 'coats', quantity: 5 }]],
      [`${lastYear}-10-20`, [{ category: 'hygiene', quantity: 9 }, { category: 'coats', quantity: 1 }]],
    ] as const) {
      expect((await call('/api/in-kind', { body: { receivedAt, items, driveId }, cookie: intake.cookie })).status).toBe(201)
    }
    const otherEmail = uniqueEmail('drive-other-donor')
    const other = await call('/api/in-kind', {
      body: { donor: { name: markedName('Bea Other'), email: otherEmail }, receivedAt: `${lastYear}-10-12`, items: [{ category: 'shoes', quantity: 2 }], driveId },
      cookie: intake.cookie,
    })
    expect(other.status).toBe(201)

    const closed = await call<{ thanked: boolean; receipted: boolean }>(`/api/drives/${driveId}/close`, { body: {}, cookie: intake.cookie })
    expect(closed.status).toBe(200)
    expect(closed.body).toMatchObject({ thanked: true, receipted: true })
    const receipt = await inKindReceipt(hostEmail)
    expect(receipt.text).toContain('6 × Coats; 9 × Hygiene')
    expect(receipt.text).not.toContain('Shoes')
    expect(receipt.text).toContain('No goods or services were provided')
    expect(receipt.text).not.toMatch(dollarFigure)
    // The PDF wraps its lines: read as one.
    const pdf = compressedPdfText(Buffer.from(receipt.attachments[0].content, 'base64')).replace(/\s+/g, ' ')
    expect(pdf).toContain('6 × Coats; 9 × Hygiene')
    expect(pdf).not.toMatch(dollarFigure)
    const number = /receipt (\d{4}-\d{6})/.exec(receipt.subject)![1]
    // The thank-you names the drive's totals (all of them) and the receipt that follows.
    const [thanks] = await waitForMail({ to: hostEmail, subject: /^Thank you for your drive/ })
    const text = thanks.text.replace(/\s+/g, ' ')
    expect(text).toContain('17 items')
    expect(text).toContain(`Your receipt ${number} for these goods`)
    expect(text).not.toMatch(dollarFigure)
    // In the ledger: one in-kind gift of no amount, dated the last bag's day; her dollar total unchanged.
    const gifts = await payload.find({ collection: 'donations', where: { email: { equals: hostEmail }, method: { equals: 'in_kind' } }, overrideAccess: true })
    expect(gifts.docs).toHaveLength(1)
    expect(gifts.docs[0]).toMatchObject({ amountCents: 0, netAmountCents: 0, source: 'offline', status: 'paid' })
    await eventually('her contact to count the drive', async () => ((await contactOf(hostEmail))?.donationCount === 2 ? true : undefined))
    expect(await contactOf(hostEmail)).toMatchObject({ totalDonationAmount: 40, donationCount: 2 })

    // Closing again (and twice at once) sends nothing twice and writes no second gift.
    const again = await Promise.all([1, 2].map(() => call<{ receipted: boolean }>(`/api/drives/${driveId}/close`, { body: {}, cookie: intake.cookie })))
    expect(again.map((answer) => answer.status)).toEqual([200, 200])
    expect(again.map((answer) => answer.body.receipted)).toEqual([false, false])
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await sentMail({ to: hostEmail, subject: /^Thank you for your drive/ })).toHaveLength(1)
    expect((await sentMail({ to: hostEmail, subject: /^Your receipt/ })).filter((mail) => mail.text.includes('Description of gift in kind'))).toHaveLength(1)
    expect((await payload.count({ collection: 'donations', where: { email: { equals: hostEmail }, method: { equals: 'in_kind' } }, overrideAccess: true })).totalDocs).toBe(1)
    // An unknown drive is 404, and closing one writes nothing.
    expect((await call('/api/drives/999999999/close', { body: {}, cookie: intake.cookie })).status).toBe(404)
  })
})

describe('impact figures', () => {
  type Impact = { year: number; womenServed: number | null; visits: number | null; itemsGiven: number | null; updatedAt: string }

  /** The daily refresh, as the next day brings it: the stored figures are made yesterday's. */
  async function nextDay() {
    await (await pool()).query(`UPDATE impact_figures SET counted_on = '2000-01-01'`)
  }

  async function impact() {
    const answer = await call<Impact>('/api/impact')
    expect(answer.status).toBe(200)
    return answer.body
  }

  async function visitedCase(items = [{ category: 'womens_clothing', quantity: 2 }]) {
    const payload = await testPayload()
    const doc = await payload.create({ collection: 'intake-requests', data: validIntake() as never, depth: 0 })
    const answer = await call(`/api/inbox/intake-requests/${doc.id}/visit`, { body: { attended: true, items }, cookie: intake.cookie })
    expect(answer.status).toBe(200)
    return doc.id
  }

  /** The number the home page shows above "Women Served". */
  async function homeFigure() {
    const html = await (await fetch(`${BASE_URL}/`)).text()
    const at = html.indexOf('Women Served<')
    expect(at).toBeGreaterThan(-1)
    const before = [...html.slice(Math.max(0, at - 400), at).matchAll(/>(\d+)<\/p>/g)]
    return before.length ? Number(before[before.length - 1][1]) : null
  }

  it('shows the visit recorded in her case, with the categories it counts in, to the intake area only', async () => {
    type Case = { visit: { attended: boolean; visitedAt: string; items: { category: string; quantity: number }[] } | null; categories: { value: string; label: string }[] }
    const payload = await testPayload()
    const doc = await payload.create({ collection: 'intake-requests', data: validIntake() as never, depth: 0 })
    const path = `/api/inbox/intake-requests/${doc.id}`
    const before = await call<Case>(path, { cookie: intake.cookie })
    expect(before.status).toBe(200)
    expect(before.body.visit).toBeNull()
    expect(before.body.categories).toHaveLength(8)
    expect(before.body.categories[0]).toEqual({ value: 'womens_clothing', label: "Women's clothing" })

    const items = [{ category: 'coats', quantity: 1 }, { category: 'hygiene', quantity: 4 }]
    expect((await call(`${path}/visit`, { body: { attended: true, items }, cookie: intake.cookie })).status).toBe(200)
    const after = await call<Case>(path, { cookie: intake.cookie })
    expect(after.body.visit).toMatchObject({ attended: true, items })
    expect(Date.parse(after.body.visit!.visitedAt)).toBeGreaterThan(Date.now() - 60_000)
    // A refused count changes nothing; a correction replaces the record.
    expect((await call(`${path}/visit`, { body: { attended: true, items: [{ category: 'coats', quantity: -2 }] }, cookie: intake.cookie })).status).toBe(400)
    expect((await call<Case>(path, { cookie: intake.cookie })).body.visit).toMatchObject({ attended: true, items })
    expect((await call(`${path}/visit`, { body: { attended: false }, cookie: intake.cookie })).status).toBe(200)
    expect((await call<Case>(path, { cookie: intake.cookie })).body.visit).toMatchObject({ attended: false, items: [] })
    // Nobody outside the intake area reads the case, its visit included.
    expect((await call(path, { cookie: treasurer.cookie })).status).toBe(403)
    expect((await call(path, { cookie: editor.cookie })).status).toBe(403)
    expect((await call(path)).status).toBe(401)
    expect((await call('/api/cms/boutique-visits', { cookie: treasurer.cookie })).status).toBe(403)
  })

  it('counts women served from attended visits, rounded down to 5 and null below 10, refreshed once a day', async () => {
    const payload = await testPayload()
    await saveSettings({ womenServed: 3 })

    // Only intake staff record a visit; bad input is refused.
    const first = await visitedCase()
    expect((await call(`/api/inbox/intake-requests/${first}/visit`, { body: { attended: true }, cookie: treasurer.cookie })).status).toBe(403)
    expect((await call(`/api/inbox/intake-requests/${first}/visit`, { body: { attended: true }, cookie: editor.cookie })).status).toBe(403)
    expect((await call(`/api/inbox/intake-requests/${first}/visit`, { body: { attended: true } })).status).toBe(401)
    expect((await call(`/api/inbox/intake-requests/${first}/visit`, { body: { attended: 'yes' }, cookie: intake.cookie })).status).toBe(400)
    expect((await call(`/api/inbox/intake-requests/${first}/visit`, { body: { attended: false, items: [{ category: 'shoes', quantity: 1 }] }, cookie: intake.cookie })).status).toBe(400)
    expect((await call('/api/inbox/intake-requests/999999999/visit', { body: { attended: true }, cookie: intake.cookie })).status).toBe(404)
    // Recording one visit twice counts it once; a no-show is no woman served.
    expect((await call(`/api/inbox/intake-requests/${first}/visit`, { body: { attended: true, items: [{ category: 'womens_clothing', quantity: 2 }] }, cookie: intake.cookie })).status).toBe(200)
    const noShow = await payload.create({ collection: 'intake-requests', data: validIntake() as never, depth: 0 })
    expect((await call(`/api/inbox/intake-requests/${noShow.id}/visit`, { body: { attended: false }, cookie: intake.cookie })).status).toBe(200)
    for (let i = 0; i < 8; i += 1) await visitedCase()

    await nextDay()
    const nine = await impact()
    expect(nine).toMatchObject({ year: new Date().getFullYear(), womenServed: null, visits: null, itemsGiven: 15 })
    // The typed number stands while the counted one is not public.
    await eventually('the home page to show the typed figure', async () => ((await homeFigure()) === 3 ? true : undefined), 30_000)

    for (let i = 0; i < 3; i += 1) await visitedCase()
    // The same day: the figures do not move, so no single visit can be read from a change.
    expect(await impact()).toEqual(nine)

    await nextDay()
    expect(await impact()).toMatchObject({ womenServed: 10, visits: 10, itemsGiven: 20 })
    await eventually('the home page to show the counted figure', async () => ((await homeFigure()) === 10 ? true : undefined), 30_000)
  })
})
