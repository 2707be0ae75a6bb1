import { randomBytes } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { databasePool } from '@/lib/db'
import { statementOf } from '@/server/statements/statements'

import { BASE_URL, call, uniqueEmail } from '../../support/api'
import { contactOf, isLybunt } from '../../support/contacts'
import { committedImport, dryRun, type ImportView, settledImport, uploadImport } from '../../support/money/imports'
import { sentMail, waitForMail } from '../../support/mail'
import { PERSONAL_MARKER } from '../../support/markers'
import { testPayload } from '../../support/payload'
import { useReceiptIdentity } from '../../support/money/receipts'
import { type StaffAccount, staffAccount } from '../../support/staff'
import { eventId, FAKE_STRIPE_URL, sendStripeEvent } from '../../support/money/stripe'

/**
 * Issue 44, moving in: a file of the foundation's history is mapped automatically, dry-run with
 * every row labelled as a known answer key says, committed as one import that every total counts
 * (and no e-mail announces), imported again without a change, undone whole — or refused when a
 * gift was receipted since — and a subscription the old tool made renews on the imported donor.
 */

let treasurer: StaffAccount
let admin: StaffAccount
const LY = new Date().getFullYear() - 1
const tag = randomBytes(3).toString('hex')
const surname = (name: string) => `${name}-${tag}-${PERSONAL_MARKER}`

const people = {
  n1: uniqueEmail('imp-new1'),
  n2: uniqueEmail('imp-new2'),
  n3: uniqueEmail('imp-new3'),
  a1: uniqueEmail('imp-known1'),
  a2: uniqueEmail('imp-known2'),
  b: uniqueEmail('imp-main'),
  bAlt: uniqueEmail('imp-alternate'),
  micah: uniqueEmail('imp-micah'),
  amelia1: uniqueEmail('imp-amelia1'),
  amelia2: uniqueEmail('imp-amelia2'),
  jordan1: uniqueEmail('imp-jordan1'),
  jordan2: uniqueEmail('imp-jordan2'),
}

const pool = async () => databasePool(await testPayload())

async function insertContact(email: string, fields: { first: string; last: string; zip?: string; phone?: string }) {
  const { rows } = await (await pool()).query<{ id: number }>(
    `INSERT INTO donor_contacts (email, first_name, last_name, zip_code, phone, total_donation_cents, donation_count, is_monthly_donor, is_active, source, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 0, 0, false, true, 'manual', now(), now()) RETURNING id`,
    [email, fields.first, fields.last, fields.zip ?? null, fields.phone ?? null],
  )
  return Number(rows[0].id)
}

async function ledgerCounts() {
  const { rows } = await (await pool()).query<{ gifts: string; contacts: string; recurring: string }>(
    `SELECT (SELECT count(*) FROM donations) AS gifts, (SELECT count(*) FROM donor_contacts) AS contacts, (SELECT count(*) FROM recurring_gifts) AS recurring`,
  )
  return rows[0]
}

const DONORBOX_HEADERS = 'First Name,Last Name,Email,Phone,Address,City,State / Province,Postal Code,Amount,Donation Date,Donation Type,Stripe Charge Id,Donor Id,Designation,Comment'

function donorboxRow(cells: { first?: string; last?: string; email?: string; phone?: string; zip?: string; amount: string; date: string; type?: string; charge?: string; donor?: string }) {
  const quote = (value: string | undefined) => (value && /[",]/.test(value) ? `"${value.replace(/"/g, '""')}"` : (value ?? ''))
  return [cells.first, cells.last, cells.email, cells.phone, '1 Main St', 'Springfield', 'IL', cells.zip, cells.amount, cells.date, cells.type ?? 'Stripe', cells.charge, cells.donor, 'General', '']
    .map(quote)
    .join(',')
}

/** The 20 data rows (file rows 2–21) and what each must be labelled, with the reason's gist. */
const KEY: Array<{ label: string; reason: RegExp; line: string }> = []

function fixture() {
  const ch = (n: number) => `ch_${tag}_${n}`
  const add = (label: string, reason: RegExp, line: string) => KEY.push({ label, reason, line })
  add('create', /^New donor and gift/, donorboxRow({ first: 'Nora', last: surname('New'), email: people.n1, amount: '$100.00', date: `${LY}-03-01 14:22:01`, charge: ch(1), donor: `D1-${tag}` }))
  add('create', /^New donor and gift/, donorboxRow({ first: 'Nell', last: surname('New'), email: people.n2, amount: '$1,250.00', date: `${LY}-03-02`, charge: ch(2), donor: `D2-${tag}` }))
  add('create', /^New donor and gift/, donorboxRow({ first: 'Nia', last: surname('New'), email: people.n3, amount: '35', date: `${LY}-03-03`, type: 'Credit Card', charge: ch(3), donor: `D3-${tag}` }))
  add('create', /donor new in this file/, donorboxRow({ first: 'Nora', last: surname('New'), email: people.n1, amount: '20.00', date: `${LY}-04-01`, charge: ch(4), donor: `D1-${tag}` }))
  add('create', /donor new in this file|New gift/, donorboxRow({ first: 'Nell', last: surname('New'), email: people.n2, amount: '50.00', date: `${LY}-04-02`, charge: ch(5), donor: `D2-${tag}` }))
  add('update', /matched by e-mail/, donorboxRow({ first: 'Ann', last: surname('Known'), email: people.a1.toUpperCase(), amount: '60.00', date: `${LY}-05-01`, charge: ch(6) }))
  add('update', /matched by e-mail/, donorboxRow({ first: 'Ann', last: surname('Known'), email: people.a1, amount: '61.00', date: `${LY}-06-01`, charge: ch(7) }))
  add('update', /matched by e-mail/, donorboxRow({ first: 'Abe', last: surname('Known'), email: people.a2, amount: '70.00', date: `${LY}-05-02`, charge: ch(8) }))
  add('update', /matched by e-mail/, donorboxRow({ first: 'Abe', last: surname('Known'), email: people.a2, amount: '71.00', date: `${LY}-06-02`, charge: ch(9) }))
  add('update', /matched by alternate e-mail/, donorboxRow({ first: 'Bea', last: surname('Alt'), email: people.bAlt, amount: '80.00', date: `${LY}-05-03`, charge: ch(10) }))
  add('update', /matched by alternate e-mail/, donorboxRow({ first: 'Bea', last: surname('Alt'), email: people.bAlt, amount: '81.00', date: `${LY}-06-03`, charge: ch(11) }))
  add('update', /matched by household name and ZIP code/, donorboxRow({ first: 'Micah & Liz', last: surname('Weaver'), zip: '60601', amount: '90.00', date: `${LY}-07-01`, charge: ch(12) }))
  add('ambiguous', /2 donors match/, donorboxRow({ first: 'Amelia', last: surname('Bedelia'), zip: '73301', amount: '25.00', date: `${LY}-07-02`, charge: ch(13) }))
  add('ambiguous', /2 donors match/, donorboxRow({ first: 'Jordan', last: surname('Rivers'), phone: '312.555.0199', amount: '30.00', date: `${LY}-07-03`, charge: ch(14) }))
  add('error', /"twenty" is not an amount/, donorboxRow({ first: 'Nia', last: surname('New'), email: people.n3, amount: 'twenty', date: `${LY}-08-01`, charge: ch(15) }))
  add('error', /could be read two ways/, donorboxRow({ first: 'Nora', last: surname('New'), email: people.n1, amount: '10.00', date: `03/04/${LY}`, charge: ch(16) }))
  add('unchanged', /Already in the ledger/, donorboxRow({ first: 'Ann', last: surname('Known'), email: people.a1, amount: '40.00', date: `${LY}-02-10`, type: 'Check' }))
  add('unchanged', /Already in the ledger/, donorboxRow({ first: 'Abe', last: surname('Known'), email: people.a2, amount: '15', date: `${LY}-02-11`, type: 'Cash' }))
  add('unchanged', /same gift as row 2/, donorboxRow({ first: 'Nora', last: surname('New'), email: people.n1, amount: '$100.00', date: `${LY}-03-01`, charge: ch(1), donor: `D1-${tag}` }))
  add('unchanged', /same gift as row 7/, donorboxRow({ first: 'Ann', last: surname('Known'), email: people.a1, amount: '60.00', date: `${LY}-05-01`, charge: ch(6) }))
  return [DONORBOX_HEADERS, ...KEY.map((entry) => entry.line)].join('\r\n') + '\r\n'
}

let FILE = ''
let ameliaIds: number[] = []
let micahId = 0

useReceiptIdentity()

beforeAll(async () => {
  treasurer = await staffAccount('treasurer', 'imports')
  admin = await staffAccount('admin', 'imports')
  // Two donors with a gift each already in the ledger (the file's rows 18 and 19 repeat them).
  for (const [email, amount, method, date] of [
    [people.a1, '40.00', 'check', `${LY}-02-10`],
    [people.a2, '15.00', 'cash', `${LY}-02-11`],
  ]) {
    const entered = await call('/api/donations/offline', {
      body: { donorName: `Known ${surname('Known')}`, email, amount, receivedAt: date, method, ...(method === 'check' ? { checkNumber: `9${tag.slice(0, 3)}` } : {}) },
      cookie: treasurer.cookie,
    })
    expect(entered.status).toBe(201)
  }
  const b = await insertContact(people.b, { first: 'Bea', last: surname('Alt') })
  await (await pool()).query(`INSERT INTO donor_contacts_alternate_emails (_order, _parent_id, id, email) VALUES (1, $1, $2, $3)`, [b, randomBytes(12).toString('hex'), people.bAlt])
  micahId = await insertContact(people.micah, { first: 'Micah', last: surname('Weaver'), zip: '60601' })
  ameliaIds = [
    await insertContact(people.amelia1, { first: 'Amelia', last: surname('Bedelia'), zip: '73301' }),
    await insertContact(people.amelia2, { first: 'Amelia', last: surname('Bedelia'), zip: '73301-1234' }),
  ]
  await insertContact(people.jordan1, { first: 'Jordan', last: surname('Rivers'), phone: '(312) 555-0199' })
  await insertContact(people.jordan2, { first: 'Jordan', last: surname('Rivers'), phone: '+1 312 555 0199' })
  FILE = fixture()
})

describe('imports: upload and map', () => {
  it('maps a Donorbox-style export and a plain Windows-1252 spreadsheet automatically', async () => {
    const donorbox = await dryRun(treasurer.cookie, `${DONORBOX_HEADERS}\r\n${donorboxRow({ first: 'Ola', last: surname('Map'), email: uniqueEmail('imp-map'), amount: '5.00', date: `${LY}-01-05`, charge: `ch_${tag}_map`, donor: `M-${tag}` })}\r\n`, {
      source: `donorbox-map-${tag}`,
    })
    expect(donorbox).toMatchObject({ status: 'ready', encoding: 'utf-8', delimiter: ',', counts: { create: 1 } })
    expect(donorbox.mapping).toEqual({
      externalGiftId: 'Stripe Charge Id',
      externalId: 'Donor Id',
      email: 'Email',
      firstName: 'First Name',
      lastName: 'Last Name',
      amount: 'Amount',
      date: 'Donation Date',
      method: 'Donation Type',
      designation: 'Designation',
      note: 'Comment',
      phone: 'Phone',
      address1: 'Address',
      city: 'City',
      state: 'State / Province',
      postalCode: 'Postal Code',
    })

    // Excel's CSV in Europe: semicolons, a decimal comma, day/month/year, Windows-1252 bytes (é = 0xE9), with a BOM-less header.
    const plain = [
      'First Name;Last Name;Email;Phone;Address;City;State;Zip;Amount;Date;Payment Method;Check Number;Fund;Campaign;Transaction ID;Donor ID;Notes',
      `Zoé;${surname('Plain')};${uniqueEmail('imp-plain')};;2 Elm St;Lyon;;69001;1.250,00;15/03/${LY};Check;1001;General;;T-${tag}-1;P-${tag}-1;`,
    ].join('\r\n')
    const bytes = Uint8Array.from([...plain].map((char) => (char === 'é' ? 0xe9 : char.charCodeAt(0))))
    const spreadsheet = await dryRun(treasurer.cookie, bytes, { source: `sheet-${tag}`, decimalMark: ',', dateOrder: 'DMY' })
    expect(spreadsheet).toMatchObject({ status: 'ready', encoding: 'windows-1252', delimiter: ';', counts: { create: 1, error: 0 } })
    expect(spreadsheet.mapping).toMatchObject({
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      address1: 'Address',
      city: 'City',
      state: 'State',
      postalCode: 'Zip',
      amount: 'Amount',
      date: 'Date',
      method: 'Payment Method',
      checkNumber: 'Check Number',
      designation: 'Fund',
      campaign: 'Campaign',
      externalGiftId: 'Transaction ID',
      externalId: 'Donor ID',
      note: 'Notes',
    })
  })

  it('refuses anonymous callers (401), intake and editor staff (403), and bad input (4xx) writing nothing', async () => {
    const intake = await staffAccount('intake', 'imports')
    const editor = await staffAccount('editor', 'imports')
    const before = await ledgerCounts()
    expect((await uploadImport(undefined, FILE)).status).toBe(401)
    expect((await uploadImport(intake.cookie, FILE)).status).toBe(403)
    expect((await uploadImport(editor.cookie, FILE)).status).toBe(403)
    expect((await call('/api/imports/1')).status).toBe(401)
    expect((await call('/api/imports/1', { cookie: editor.cookie })).status).toBe(403)
    expect((await call('/api/imports/1/commit', { method: 'POST', cookie: intake.cookie })).status).toBe(403)
    expect((await call('/api/imports/1/undo', { method: 'POST' })).status).toBe(401)

    const missingHeader = await uploadImport(treasurer.cookie, FILE, { mapping: { amount: 'Gift Total' } })
    expect(missingHeader.status).toBe(400)
    expect(missingHeader.body.message).toBe('The file has no column named "Gift Total".')
    expect((await uploadImport(treasurer.cookie, FILE, { kind: 'pledges' })).status).toBe(400)
    expect((await uploadImport(treasurer.cookie, '')).status).toBe(400)
    const notMultipart = await call('/api/imports', { body: { file: 'x' }, cookie: treasurer.cookie })
    expect(notMultipart.status).toBe(415)
    // Another site's page cannot post a file with her session (the proxy does not run for the upload: the route checks).
    const form = new FormData()
    form.append('file', new Blob([FILE], { type: 'text/csv' }), 'gifts.csv')
    const crossSite = await fetch(`${BASE_URL}/api/imports`, { method: 'POST', body: form, headers: { cookie: treasurer.cookie, 'sec-fetch-site': 'same-origin', origin: 'https://elsewhere.example' } })
    expect(crossSite.status).toBe(403)
    expect((await call('/api/imports/999999', { cookie: treasurer.cookie })).status).toBe(404)
    expect((await call('/api/imports/999999/commit', { method: 'POST', cookie: treasurer.cookie })).status).toBe(404)
    expect(await ledgerCounts()).toEqual(before)
  })
})

describe('imports: a file larger than a JSON body', () => {
  it('streams a 3,000-row file past the 64 KB limit of JSON calls and pages its rows 500 at a time', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) =>
      donorboxRow({ first: 'Bulk', last: surname('Bulk'), email: `bulk${i}.${tag}.${PERSONAL_MARKER}@example.org`, amount: `${(i % 90) + 10}.00`, date: `${LY}-01-${String((i % 28) + 1).padStart(2, '0')}`, charge: `ch_${tag}_bulk_${i}` }),
    )
    const file = [DONORBOX_HEADERS, ...rows].join('\r\n')
    expect(file.length).toBeGreaterThan(200_000)
    const ready = await dryRun(treasurer.cookie, file, { source: `bulk-${tag}` })
    expect(ready).toMatchObject({ status: 'ready', counts: { create: 3000 } })
    expect(ready.rows).toHaveLength(500)
    const page = await call<ImportView>(`/api/imports/${ready.id}?offset=2900`, { cookie: treasurer.cookie })
    expect(page.body.rows.map((row) => row.row)).toEqual(Array.from({ length: 100 }, (_, i) => 2902 + i))
    expect((await call(`/api/imports/${ready.id}?offset=-1`, { cookie: treasurer.cookie })).status).toBe(400)
  })
})

describe('imports: dry run, commit, re-import, undo', () => {
  let first: ImportView

  it('labels the 20-row fixture as its answer key says, and writes nothing before commit', async () => {
    const before = await ledgerCounts()
    first = await dryRun(treasurer.cookie, FILE, { source: `donorbox-${tag}` })
    expect(first.status).toBe('ready')
    expect(first.counts).toEqual({ create: 5, update: 7, unchanged: 4, ambiguous: 2, error: 2 })
    expect(first.rows).toHaveLength(20)
    first.rows.forEach((row, index) => {
      expect(row.row).toBe(index + 2)
      expect({ row: row.row, label: row.label }).toEqual({ row: index + 2, label: KEY[index].label })
      expect(row.reason, `row ${row.row}`).toMatch(KEY[index].reason)
    })
    // The household row goes to Micah; the ambiguous rows name both candidates.
    expect(first.rows[11].contactId).toBe(micahId)
    expect(first.rows[12].candidates?.map((candidate) => candidate.id).sort()).toEqual([...ameliaIds].sort())
    expect(await ledgerCounts()).toEqual(before)
  })

  it('commits: totals, LYBUNT and statements count the gifts, no e-mail goes out; the same file again changes nothing; undo puts everything back', async () => {
    const a1Before = await contactOf(people.a1, treasurer.cookie)
    const micahBefore = await contactOf(people.micah, treasurer.cookie)
    const before = await ledgerCounts()
    expect(a1Before?.totalDonationAmount).toBe(40)

    // Resolving: a row that is not ambiguous is refused; one Amelia is chosen, the Jordan row skipped.
    expect((await call(`/api/imports/${first.id}/rows/2`, { body: { skip: true }, cookie: treasurer.cookie })).status).toBe(409)
    expect((await call(`/api/imports/${first.id}/rows/14`, { body: { contactId: micahId }, cookie: treasurer.cookie })).status).toBe(400)
    expect((await call(`/api/imports/${first.id}/rows/14`, { body: { contactId: ameliaIds[1] }, cookie: treasurer.cookie })).status).toBe(200)
    const skipped = await call<ImportView>(`/api/imports/${first.id}/rows/15`, { body: { skip: true }, cookie: treasurer.cookie })
    expect(skipped.status).toBe(200)
    expect(skipped.body.counts).toEqual({ create: 5, update: 8, unchanged: 4, ambiguous: 0, error: 3 })

    const committed = await call<ImportView>(`/api/imports/${first.id}/commit`, { method: 'POST', cookie: treasurer.cookie })
    expect(committed.status).toBe(202)
    // Committing again while it runs (or once done) changes nothing.
    expect((await call(`/api/imports/${first.id}/commit`, { method: 'POST', cookie: treasurer.cookie })).status).toBe(202)
    const done = await settledImport(treasurer.cookie, first.id)
    expect(done).toMatchObject({ status: 'done', progress: 1 })
    expect(done.rows.filter((row) => row.giftId).length).toBeGreaterThanOrEqual(13)

    const n1 = await contactOf(people.n1, treasurer.cookie)
    expect(n1).toMatchObject({ totalDonationAmount: 120 })
    expect(await isLybunt(n1!.id, treasurer.cookie)).toBe(true)
    expect((await contactOf(people.n2, treasurer.cookie))?.totalDonationAmount).toBe(1300)
    expect((await contactOf(people.a1, treasurer.cookie))?.totalDonationAmount).toBe(161)
    expect((await contactOf(people.b, treasurer.cookie))?.totalDonationAmount).toBe(161)
    expect((await contactOf(people.micah, treasurer.cookie))?.totalDonationAmount).toBe(90)
    expect((await contactOf(people.amelia2, treasurer.cookie))?.totalDonationAmount).toBe(25)
    expect((await contactOf(people.jordan1, treasurer.cookie))?.totalDonationAmount).toBe(0)
    const statement = await statementOf(await testPayload(), people.n1, LY)
    expect(statement?.gifts.map((gift) => gift.amountCents)).toEqual([10000, 2000])
    const { rows: imported } = await (await pool()).query<{ source: string; import_id: string; external_gift_id: string | null }>(
      `SELECT source, import_id, external_gift_id FROM donations WHERE lower(email) = $1 ORDER BY created_at`,
      [people.n1],
    )
    expect(imported).toEqual([
      { source: 'import', import_id: String(first.id), external_gift_id: `ch_${tag}_1` },
      { source: 'import', import_id: String(first.id), external_gift_id: `ch_${tag}_4` },
    ])
    // The old tool thanked them: no receipt, no thank-you.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    for (const email of [people.n1, people.n2, people.n3, people.micah, people.bAlt, people.b]) expect(await sentMail({ to: email })).toHaveLength(0)

    // The same file again: every row it imported is unchanged, nothing new is written.
    const gifts = (await ledgerCounts()).gifts
    const again = await dryRun(treasurer.cookie, FILE, { source: `donorbox-${tag}` })
    expect(again.counts).toMatchObject({ create: 0, update: 0, error: 2 })
    for (const row of done.rows.filter((r) => r.label === 'create' || r.label === 'update')) {
      expect(again.rows.find((r) => r.row === row.row)?.label, `row ${row.row}`).toBe('unchanged')
    }
    await committedImport(treasurer.cookie, again.id)
    expect((await ledgerCounts()).gifts).toBe(gifts)
    expect((await contactOf(people.n1, treasurer.cookie))?.totalDonationAmount).toBe(120)

    // Undo: as before the import.
    const undone = await call<ImportView>(`/api/imports/${first.id}/undo`, { method: 'POST', cookie: admin.cookie })
    expect(undone.status).toBe(202)
    expect(undone.body.status).toBe('undone')
    expect(await contactOf(people.n1, treasurer.cookie)).toBeNull()
    expect(await contactOf(people.n2, treasurer.cookie)).toBeNull()
    expect(await contactOf(people.a1, treasurer.cookie)).toMatchObject({ totalDonationAmount: 40, firstName: a1Before!.firstName })
    expect(await contactOf(people.micah, treasurer.cookie)).toMatchObject({ totalDonationAmount: 0, firstName: micahBefore!.firstName })
    expect((await contactOf(people.b, treasurer.cookie))?.totalDonationAmount).toBe(0)
    expect(await ledgerCounts()).toEqual(before)
    // Again: the same answer, nothing more.
    expect((await call(`/api/imports/${first.id}/undo`, { method: 'POST', cookie: admin.cookie })).status).toBe(202)
    const payload = await testPayload()
    const audit = await payload.find({ collection: 'audit-log', where: { recordId: { equals: String(first.id) }, targetCollection: { equals: 'imports' } }, overrideAccess: true })
    expect(audit.docs.map((row) => row.action).sort()).toEqual(['import-commit', 'import-undo', 'import-upload'])
  })

  it('refuses to undo an import one of whose gifts was receipted since, naming the gift', async () => {
    const email = uniqueEmail('imp-receipted')
    const other = uniqueEmail('imp-receipted2')
    const file = [
      DONORBOX_HEADERS,
      donorboxRow({ first: 'Rita', last: surname('Receipt'), email, amount: '45.00', date: `${LY}-09-01`, charge: `ch_${tag}_r1` }),
      donorboxRow({ first: 'Remy', last: surname('Receipt'), email: other, amount: '55.00', date: `${LY}-10-01`, charge: `ch_${tag}_r2` }),
    ].join('\n')
    const ready = await dryRun(treasurer.cookie, file, { source: `receipts-${tag}` })
    expect(ready.counts.create).toBe(2)
    const done = await committedImport(treasurer.cookie, ready.id)
    // Staff ask for receipts of September's gifts only.
    const receipted = await call<{ receipted: number }>(`/api/imports/${ready.id}/receipts`, { body: { from: `${LY}-09-01`, to: `${LY}-09-30` }, cookie: treasurer.cookie })
    expect(receipted).toMatchObject({ status: 200, body: { receipted: 1 } })
    await waitForMail({ to: email, subject: /^Your receipt / })
    expect(await sentMail({ to: other })).toHaveLength(0)

    const refused = await call<{ message: string; blockingGifts: Array<{ giftId: number; row: number; reason: string }> }>(`/api/imports/${ready.id}/undo`, {
      method: 'POST',
      cookie: treasurer.cookie,
    })
    expect(refused.status).toBe(409)
    expect(refused.body.blockingGifts).toEqual([{ giftId: done.rows[0].giftId, row: 2, reason: 'Receipted since it was imported.' }])
    expect((await contactOf(email, treasurer.cookie))?.totalDonationAmount).toBe(45)
    expect((await contactOf(other, treasurer.cookie))?.totalDonationAmount).toBe(55)
    expect((await settledImport(treasurer.cookie, ready.id)).status).toBe('done')

    // An imported gift recorded wrong is voided like a gift entered by hand (no receipt: no notice),
    // and then it stands in the way of the undo too.
    const voided = await call<{ voidNoticeSent: boolean }>(`/api/donations/${done.rows[1].giftId}/void`, { body: { reason: 'Recorded twice in the old tool' }, cookie: treasurer.cookie })
    expect(voided).toMatchObject({ status: 200, body: { voidNoticeSent: false } })
    expect((await contactOf(other, treasurer.cookie))?.totalDonationAmount).toBe(0)
    const again = await call<{ blockingGifts: Array<{ row: number; reason: string }> }>(`/api/imports/${ready.id}/undo`, { method: 'POST', cookie: treasurer.cookie })
    expect(again.status).toBe(409)
    expect(again.body.blockingGifts.map((gift) => [gift.row, gift.reason])).toEqual([
      [2, 'Receipted since it was imported.'],
      [3, 'Voided since it was imported.'],
    ])
  })

  it('downloads the rows not imported with the reason in a last column', async () => {
    const answer = await fetch(`${process.env.APP_URL || 'http://localhost:3000'}/api/imports/${first.id}/rejects.csv`, {
      headers: { cookie: treasurer.cookie, 'sec-fetch-site': 'same-origin' },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/)
    const lines = (await answer.text()).replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toBe(`${DONORBOX_HEADERS.split(',').map((header) => `"${header}"`).join(',')},"Row","Reason"`)
    expect(lines).toHaveLength(4)
    expect(lines[1]).toMatch(/,15,"Skipped by staff/)
    expect(lines[2]).toMatch(/twenty.*,16,".*is not an amount/)
    expect(lines[3]).toMatch(/,17,".*could be read two ways/)
  })
})

describe('imports: recurring donors come along', () => {
  it('adopts a live subscription named by an imported row; its next invoice.paid is a renewal on the imported donor', async () => {
    const created = await fetch(`${FAKE_STRIPE_URL}/__fake/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 2500 }),
    })
    const subscription = (await created.json()) as { id: string }
    const email = uniqueEmail('imp-monthly')
    const file = [
      'First Name,Last Name,Email,Amount,Date,Payment Method,Transaction ID,Stripe Subscription ID',
      `Mona,${surname('Monthly')},${email},25.00,${LY}-11-01,card,gb_${tag}_m1,${subscription.id}`,
      `Mona,${surname('Monthly')},${email},25.00,${LY}-12-01,card,gb_${tag}_m2,${subscription.id}`,
    ].join('\n')
    const ready = await dryRun(treasurer.cookie, file, { source: `givebutter-${tag}` })
    expect(ready.counts.create).toBe(2)
    const done = await committedImport(treasurer.cookie, ready.id)
    expect(done.rows[1].reason).toMatch(/Recurring gift adopted/)
    const { rows: recurring } = await (await pool()).query<{ email: string; status: string; amount_cents: string; import_id: string }>(
      `SELECT email, status, amount_cents, import_id FROM recurring_gifts WHERE subscription_id = $1`,
      [subscription.id],
    )
    expect(recurring).toEqual([{ email, status: 'active', amount_cents: '2500', import_id: String(ready.id) }])

    const renewal = await fetch(`${FAKE_STRIPE_URL}/__fake/subscriptions/${subscription.id}/renew`, { method: 'POST' })
    const event = (await renewal.json()) as { type: string; data: { object: unknown } }
    expect((await sendStripeEvent({ ...event, id: eventId() })).status).toBe(200)
    const { rows: gifts } = await (await pool()).query<{ source: string; amount_cents: string; is_recurring: boolean }>(
      `SELECT source, amount_cents, is_recurring FROM donations WHERE stripe_subscription_id = $1 AND source <> 'import'`,
      [subscription.id],
    )
    expect(gifts).toEqual([{ source: 'donation_form', amount_cents: '2500', is_recurring: true }])
    expect((await contactOf(email, treasurer.cookie))?.totalDonationAmount).toBe(75)
    await waitForMail({ to: email, subject: /^Your receipt / })
  })
})
