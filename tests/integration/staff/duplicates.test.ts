import { beforeAll, describe, expect, it } from 'vitest'

import { call } from '../../support/api'
import { markedName } from '../../support/markers'
import { testPayload } from '../../support/payload'
import { type StaffAccount, staffOfEveryRole } from '../../support/staff'

/**
 * Duplicate review (issue 21): suggested pairs beyond exact e-mails, a merge where staff choose
 * each detail and both histories stay, "not a duplicate" for good, and the merge history.
 */
type Side = { id: number; email: string; firstName: string | null; lastName: string | null; zipCode: string | null; totalDonationAmount: number }
type Pair = { a: Side; b: Side; reasons: string[] }
type Entry = { kind: string; amount?: string }

let staff: Record<'admin' | 'treasurer' | 'intake' | 'editor', StaffAccount>
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`

async function gift(data: { email: string; firstName: string; lastName: string; amountCents: number; createdAt: string; phone?: string; zipCode?: string }) {
  const payload = await testPayload()
  await payload.create({
    collection: 'donations',
    data: { type: 'one-time', frequency: 'one_time', isRecurring: false, ...data },
    overrideAccess: true,
  })
}

async function consolidate() {
  expect((await call('/api/donor-contacts/consolidate', { method: 'POST', cookie: staff.treasurer.cookie })).status).toBe(200)
}

async function contactByEmail(email: string) {
  const list = await call<{ id: number; email: string; lastName: string; totalDonationAmount: number }[]>(
    `/api/donor-contacts?search=${encodeURIComponent(email)}`,
    { cookie: staff.treasurer.cookie },
  )
  return list.body.find((c) => c.email === email.toLowerCase())
}

async function suggestions() {
  const answer = await call<{ count: number; pairs: Pair[] }>('/api/donor-contacts/duplicates', { cookie: staff.treasurer.cookie })
  expect(answer.status).toBe(200)
  return answer.body.pairs
}

const pairOf = (pairs: Pair[], x: number, y: number) =>
  pairs.find((p) => (p.a.id === x && p.b.id === y) || (p.a.id === y && p.b.id === x))

beforeAll(async () => {
  staff = await staffOfEveryRole('dupes')
})

describe('duplicate suggestions and merges', () => {
  it('suggests addresses that differ by dots, a +tag and a domain typo; a merge with chosen details keeps both histories', async () => {
    const t = tag()
    const main = `maya.brooks.${t}@gmail.com`
    const other = `mayabrooks${t}+gifts@gmial.com`
    const first = markedName('Maya')
    await gift({ email: other, firstName: first, lastName: 'Brooks-Hale', amountCents: 2_000, createdAt: '2026-02-01T15:00:00.000Z', zipCode: '37033' })
    await gift({ email: main, firstName: first, lastName: 'Brooks', amountCents: 5_000, createdAt: '2026-03-01T15:00:00.000Z', phone: '615-555-0101' })
    await consolidate()
    const kept = (await contactByEmail(main))!
    const merged = (await contactByEmail(other))!
    expect(kept && merged).toBeTruthy()

    const pair = pairOf(await suggestions(), kept.id, merged.id)
    expect(pair?.reasons).toContain('email')

    const answer = await call<{ message: string }>('/api/donor-contacts/merges', {
      body: { keepId: kept.id, mergeId: merged.id, fromMerged: ['lastName', 'zipCode'] },
      cookie: staff.treasurer.cookie,
    })
    expect(answer.status).toBe(200)
    expect(answer.body.message).toBe('Contacts merged.')

    const record = await call<{ contact: Record<string, unknown>; timeline: Entry[] }>(`/api/donor-contacts/${kept.id}`, { cookie: staff.treasurer.cookie })
    expect(record.body.contact).toMatchObject({ email: main, lastName: 'Brooks-Hale', phone: '615-555-0101', zipCode: '37033', alternateEmails: [other], totalDonationAmount: 70 })
    expect(record.body.timeline.filter((e) => e.kind === 'gift').map((e) => e.amount).sort()).toEqual(['20.00', '50.00'])
    expect(await contactByEmail(other)).toBeUndefined()
    expect(pairOf(await suggestions(), kept.id, merged.id)).toBeUndefined()

    // Consolidation keeps the one contact and the chosen name, though the latest gift says "Brooks";
    // a later gift from the merged address counts on it.
    await gift({ email: other, firstName: first, lastName: 'Brooks', amountCents: 1_000, createdAt: '2026-04-01T15:00:00.000Z' })
    await consolidate()
    expect(await contactByEmail(other)).toBeUndefined()
    expect(await contactByEmail(main)).toMatchObject({ id: kept.id, lastName: 'Brooks-Hale', totalDonationAmount: 80 })

    const history = await call<{ merges: { keptEmail: string; mergedEmail: string; fieldsFromMerged: string[]; mergedBy: string }[] }>(
      '/api/donor-contacts/merges',
      { cookie: staff.treasurer.cookie },
    )
    expect(history.body.merges.find((m) => m.mergedEmail === other)).toMatchObject({
      keptEmail: main,
      fieldsFromMerged: ['lastName', 'zipCode'],
      mergedBy: staff.treasurer.username,
    })
    const payload = await testPayload()
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'merge' } }, { recordId: { equals: String(kept.id) } }] },
      overrideAccess: true,
    })
    expect(audit.docs).toHaveLength(1)
    expect(JSON.stringify(audit.docs[0])).not.toContain(other)
  })

  it('suggests the same name with the same phone or ZIP; "not a duplicate" keeps a pair from coming back', async () => {
    const t = tag()
    const first = markedName('Rosa')
    const last = `Lind${t}`
    const [one, two, three] = [`rosa.${t}@example.org`, `rl.${t}@example.net`, `lind.family.${t}@example.com`]
    await gift({ email: one, firstName: first, lastName: last, amountCents: 1_500, createdAt: '2026-01-05T15:00:00.000Z', phone: '(615) 555-0199' })
    await gift({ email: two, firstName: first, lastName: last, amountCents: 1_500, createdAt: '2026-01-06T15:00:00.000Z', phone: '+1 615.555.0199', zipCode: '37033' })
    await gift({ email: three, firstName: first, lastName: last, amountCents: 1_500, createdAt: '2026-01-07T15:00:00.000Z', zipCode: '37033-1234' })
    await consolidate()
    const [a, b, c] = await Promise.all([one, two, three].map(async (email) => (await contactByEmail(email))!))

    const pairs = await suggestions()
    expect(pairOf(pairs, a.id, b.id)?.reasons).toEqual(['name-phone'])
    expect(pairOf(pairs, b.id, c.id)?.reasons).toEqual(['name-zip'])
    expect(pairOf(pairs, a.id, c.id)).toBeUndefined()

    const dismissed = await call<{ message: string }>('/api/donor-contacts/duplicates', { body: { contactA: b.id, contactB: a.id }, cookie: staff.treasurer.cookie })
    expect(dismissed.status).toBe(200)
    expect((await call('/api/donor-contacts/duplicates', { body: { contactA: a.id, contactB: b.id }, cookie: staff.treasurer.cookie })).status).toBe(200)
    await consolidate()
    const after = await suggestions()
    expect(pairOf(after, a.id, b.id)).toBeUndefined()
    expect(pairOf(after, b.id, c.id)).toBeDefined()
  })

  it('refuses without a session, to roles without donor data, and bad or unknown pairs, changing nothing', async () => {
    const t = tag()
    await gift({ email: `solo.${t}@example.org`, firstName: 'Solo', lastName: `Keep${t}`, amountCents: 1_000, createdAt: '2026-01-05T15:00:00.000Z' })
    await consolidate()
    const solo = (await contactByEmail(`solo.${t}@example.org`))!

    expect((await call('/api/donor-contacts/duplicates')).status).toBe(401)
    expect((await call('/api/donor-contacts/merges', { body: { keepId: solo.id, mergeId: solo.id + 1 } })).status).toBe(401)
    for (const role of ['intake', 'editor'] as const) {
      expect((await call('/api/donor-contacts/duplicates', { cookie: staff[role].cookie })).status).toBe(403)
      expect((await call('/api/donor-contacts/merges', { body: { keepId: solo.id, mergeId: solo.id + 1 }, cookie: staff[role].cookie })).status).toBe(403)
    }
    const self = await call<{ errors: Record<string, string> }>('/api/donor-contacts/merges', { body: { keepId: solo.id, mergeId: solo.id }, cookie: staff.treasurer.cookie })
    expect(self.status).toBe(400)
    expect(self.body.errors.mergeId).toBe('A contact cannot be merged with itself.')
    const badField = await call('/api/donor-contacts/merges', { body: { keepId: solo.id, mergeId: 999_999_999, fromMerged: ['totalDonationCents'] }, cookie: staff.treasurer.cookie })
    expect(badField.status).toBe(400)
    expect((await call('/api/donor-contacts/merges', { body: { keepId: solo.id, mergeId: 999_999_999 }, cookie: staff.treasurer.cookie })).status).toBe(404)
    expect((await call('/api/donor-contacts/duplicates', { body: { contactA: solo.id, contactB: 999_999_999 }, cookie: staff.treasurer.cookie })).status).toBe(404)
    expect(await contactByEmail(`solo.${t}@example.org`)).toMatchObject({ id: solo.id, totalDonationAmount: 10 })
  })
})
