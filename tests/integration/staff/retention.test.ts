import { beforeAll, describe, expect, it } from 'vitest'

import { call, signIn, uniqueEmail } from '../../support/api'
import { markedName } from '../../support/markers'
import { testPayload } from '../../support/payload'

/**
 * LYBUNT / SYBUNT and the retention rate, "as of" a year long past so no other test's gifts
 * (all dated now) fall into the figures: 2001–2003 here, as of 2003.
 */
const AS_OF = 2003
let cookie: string
const people: Record<string, { email: string; id: number }> = {}

async function donor(label: string) {
  const payload = await testPayload()
  const email = uniqueEmail(`retention-${label}`)
  const contact = await payload.create({
    collection: 'donor-contacts',
    data: { email, firstName: markedName('Ret'), lastName: label, totalDonationCents: 0, donationCount: 0, isMonthlyDonor: false, isActive: true, source: 'donation' },
    overrideAccess: true,
  })
  people[label] = { email, id: contact.id }
  return email
}

/** A gift on a date (noon UTC, well inside the foundation's day, unless a time is given), refunded in full when asked. */
async function gift(email: string, date: string, { refunded = false } = {}) {
  const payload = await testPayload()
  const row = await payload.create({
    collection: 'donations',
    data: {
      firstName: 'Ret',
      lastName: 'Donor',
      email,
      amountCents: 5_000,
      status: refunded ? ('refunded' as const) : ('paid' as const),
      refundedAmountCents: refunded ? 5_000 : 0,
      netAmountCents: refunded ? 0 : 5_000,
      type: 'one-time',
      frequency: 'one_time',
      isRecurring: false,
      createdAt: date.includes('T') ? date : `${date}T12:00:00.000Z`,
    },
    overrideAccess: true,
  })
  // A gift is created whole (net = amount); a refund lowers it afterwards, as the ledger does.
  if (refunded) await payload.update({ collection: 'donations', id: row.id, data: { netAmountCents: 0 }, overrideAccess: true })
  return row.id
}

beforeAll(async () => {
  cookie = await signIn()
  // lapsed: gave last year only → LYBUNT. retained: last year and this year → neither.
  // early: only before last year → SYBUNT. both: before last year and last year → LYBUNT.
  // refunded: last year's only gift was refunded → counts nowhere. ontime: this year only → neither.
  await gift(await donor('lapsed'), '2002-05-10')
  const retained = await donor('retained')
  await gift(retained, '2002-03-01')
  await gift(retained, '2003-02-14')
  await gift(await donor('early'), '2001-11-30')
  const both = await donor('both')
  await gift(both, '2001-06-01')
  await gift(both, '2002-12-20')
  await gift(await donor('refunded'), '2002-07-04', { refunded: true })
  await gift(await donor('ontime'), '2003-01-15')
  // 2001's donors: early and both; of them, both gave again in 2002.
})

async function segment(name: string) {
  const answer = await call<{ id: number }[]>(`/api/donor-contacts?segment=${name}&year=${AS_OF}&limit=1000`, { cookie })
  expect(answer.status).toBe(200)
  const ours = new Set(Object.values(people).map((p) => p.id))
  return answer.body
    .filter((c) => ours.has(c.id))
    .map((c) => Object.entries(people).find(([, p]) => p.id === c.id)![0])
    .sort()
}

describe('donor retention', () => {
  it('lists LYBUNT and SYBUNT contacts as of a year, net of refunds', async () => {
    expect(await segment('lybunt')).toEqual(['both', 'lapsed'])
    expect(await segment('sybunt')).toEqual(['early'])
  })

  it('gives the retention rate with the year before beside it, and the segment sizes', async () => {
    const answer = await call<Record<string, unknown>>(`/api/donor-contacts/retention?year=${AS_OF}`, { cookie })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toContain('no-store')
    // 2002's donors (refunded excluded): lapsed, retained, both → one gave again in 2003.
    expect(answer.body).toMatchObject({
      year: AS_OF,
      thisYear: { year: 2003, donorsYearBefore: 3, retained: 1, rate: 33.3 },
      lastYear: { year: 2002, donorsYearBefore: 2, retained: 1, rate: 50 },
      segments: { lybunt: 2, sybunt: 1 },
    })
  })

  it('refuses a bad segment with 400, and anyone without donor data', async () => {
    const bad = await call<{ message: string }>(`/api/donor-contacts?segment=lapsed`, { cookie })
    expect(bad.status).toBe(400)
    expect((await call('/api/donor-contacts/retention')).status).toBe(401)
  })

  it('follows every later change of the ledger: a refund, a merged address, a new time zone', async () => {
    // A gift counted in 2002, refunded afterwards: the donor leaves LYBUNT at once.
    const late = await donor('late-refund')
    const lateGift = await gift(late, '2002-08-01')
    expect(await segment('lybunt')).toContain('late-refund')
    const payload = await testPayload()
    await payload.update({ collection: 'donations', id: lateGift, data: { status: 'refunded', refundedAmountCents: 5_000, netAmountCents: 0 }, overrideAccess: true })
    expect(await segment('lybunt')).not.toContain('late-refund')

    // A gift made under an address staff later merged into a contact counts for that contact.
    await donor('merged')
    const alias = uniqueEmail('retention-alias')
    await gift(alias, '2002-09-09')
    await payload.update({ collection: 'donor-contacts', id: people.merged.id, data: { alternateEmails: [{ email: alias }] }, overrideAccess: true })
    expect(await segment('lybunt')).toContain('merged')

    // New Year's Eve, 11:30 pm in Chicago, is already 2003 in London: the year follows the zone.
    await donor('eve')
    await gift(people.eve.email, '2003-01-01T05:30:00.000Z')
    const before = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })).timeZone
    await payload.updateGlobal({ slug: 'site-settings', data: { timeZone: 'America/Chicago' }, overrideAccess: true })
    try {
      expect(await segment('lybunt')).toContain('eve')
      await payload.updateGlobal({ slug: 'site-settings', data: { timeZone: 'Europe/London' }, overrideAccess: true })
      expect(await segment('lybunt')).not.toContain('eve')
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { timeZone: before ?? 'America/Chicago' }, overrideAccess: true })
    }
  })
})
