import { beforeAll, describe, expect, it } from 'vitest'

import { call } from '../../support/api'
import { storedDonor } from '../../support/contacts'
import { testPayload } from '../../support/payload'
import { type StaffAccount, staffOfEveryRole } from '../../support/staff'

type Entry = { kind: string; date: string } & Record<string, unknown>
type Record_ = { contact: { id: number; email: string }; timeline: Entry[]; ordersShown: boolean }

let staff: Record<'admin' | 'treasurer' | 'intake' | 'editor', StaffAccount>

async function contactWithHistory() {
  const payload = await testPayload()
  const { id, email, gift } = await storedDonor('Rec', 'record')
  await gift(4_000, '2026-03-02T15:00:00.000Z')
  const refunded = await gift(2_500, '2026-05-09T15:00:00.000Z')
  await payload.update({ collection: 'donations', id: refunded.id, data: { status: 'refunded', refundedAmountCents: 2_500, netAmountCents: 0 }, overrideAccess: true })
  await payload.create({
    collection: 'recurring-gifts',
    data: { subscriptionId: `sub_rec_${Date.now()}`, firstName: 'Rec', lastName: 'Donor', email, amountCents: 1_500, frequency: 'monthly', status: 'past_due', failedPaymentCount: 1, startedAt: '2026-04-01T15:00:00.000Z' },
    overrideAccess: true,
  })
  expect((await call('/api/newsletter', { body: { email, source: 'footer' } })).status).toBeLessThan(300)
  return { id, email }
}

beforeAll(async () => {
  staff = await staffOfEveryRole('record')
})

describe('a donor record', () => {
  it('shows the contact and one timeline of gifts (with refund states), recurring gifts and the newsletter, newest first', async () => {
    const { id, email } = await contactWithHistory()
    const answer = await call<Record_>(`/api/donor-contacts/${id}`, { cookie: staff.treasurer.cookie })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toContain('no-store')
    expect(answer.body.contact).toMatchObject({ id, email })
    const kinds = answer.body.timeline.map((e) => e.kind)
    expect(kinds.filter((k) => k === 'gift')).toHaveLength(2)
    expect(kinds).toContain('recurring')
    expect(kinds).toContain('newsletter')
    const dates = answer.body.timeline.map((e) => e.date)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(answer.body.timeline.find((e) => e.kind === 'gift' && e.amount === '25.00')).toMatchObject({ status: 'refunded', netAmount: '0.00' })
    expect(answer.body.timeline.find((e) => e.kind === 'recurring')).toMatchObject({ status: 'past_due', failedPaymentCount: 1, amount: '15.00' })
    expect(answer.body.ordersShown).toBe(true)
  })

  it('takes a dated note signed by the staff member, and refuses an empty one', async () => {
    const { id } = await contactWithHistory()
    const added = await call<{ body: string; author: string }>(`/api/donor-contacts/${id}/notes`, {
      body: { body: 'Prefers a call in December.\nThanked at the spring lunch.' },
      cookie: staff.treasurer.cookie,
    })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ body: 'Prefers a call in December.\nThanked at the spring lunch.', author: staff.treasurer.username })
    const empty = await call<{ errors: Record<string, string> }>(`/api/donor-contacts/${id}/notes`, { body: { body: '   ' }, cookie: staff.treasurer.cookie })
    expect(empty.status).toBe(400)
    expect(empty.body.errors.body).toBe('Please write the note.')
    const record = await call<Record_>(`/api/donor-contacts/${id}`, { cookie: staff.admin.cookie })
    expect(record.body.timeline.filter((e) => e.kind === 'note')).toEqual([
      expect.objectContaining({ body: 'Prefers a call in December.\nThanked at the spring lunch.', author: staff.treasurer.username }),
    ])
  })

  it('is only for roles with donor data, records each look in the audit log, and answers 404 for an unknown contact', async () => {
    const { id } = await contactWithHistory()
    expect((await call(`/api/donor-contacts/${id}`)).status).toBe(401)
    expect((await call(`/api/donor-contacts/${id}`, { cookie: staff.editor.cookie })).status).toBe(403)
    expect((await call(`/api/donor-contacts/${id}`, { cookie: staff.intake.cookie })).status).toBe(403)
    expect((await call(`/api/donor-contacts/${id}/notes`, { body: { body: 'x' }, cookie: staff.editor.cookie })).status).toBe(403)
    expect((await call(`/api/donor-contacts/999999999`, { cookie: staff.admin.cookie })).status).toBe(404)
    expect((await call(`/api/donor-contacts/not-a-number`, { cookie: staff.admin.cookie })).status).toBe(404)

    expect((await call(`/api/donor-contacts/${id}`, { cookie: staff.admin.cookie })).status).toBe(200)
    const payload = await testPayload()
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'donor-view' } }, { recordId: { equals: String(id) } }, { userId: { equals: staff.admin.id } }] },
      overrideAccess: true,
    })
    expect(audit.docs).toHaveLength(1)
  })

  it('keeps its notes when consolidation merges a duplicate contact into the older one', async () => {
    const payload = await testPayload()
    const { id: keeper, email } = await contactWithHistory()
    const duplicate = await payload.create({
      collection: 'donor-contacts',
      data: { email: email.toUpperCase(), firstName: 'Dup', lastName: 'Donor', totalDonationCents: 0, donationCount: 0, isMonthlyDonor: false, isActive: true, source: 'manual' },
      overrideAccess: true,
    })
    expect((await call(`/api/donor-contacts/${duplicate.id}/notes`, { body: { body: 'Met at the market.' }, cookie: staff.admin.cookie })).status).toBe(201)
    expect((await call('/api/donor-contacts/consolidate', { method: 'POST', cookie: staff.admin.cookie })).status).toBe(200)
    expect((await call(`/api/donor-contacts/${duplicate.id}`, { cookie: staff.admin.cookie })).status).toBe(404)
    const kept = await call<Record_>(`/api/donor-contacts/${keeper}`, { cookie: staff.admin.cookie })
    expect(kept.body.timeline.filter((e) => e.kind === 'note').map((e) => e.body)).toEqual(['Met at the market.'])
  })
})
