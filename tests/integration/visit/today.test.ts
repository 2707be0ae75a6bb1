import { beforeAll, describe, expect, it } from 'vitest'

import { call, uniqueEmail } from '../../support/api'
import { uniqueAddress, validIntake } from '../../support/forms'
import { testPayload } from '../../support/payload'
import { type StaffAccount, staffOfEveryRole } from '../../support/staff'

/** The dashboard's today view (issue 21): what needs someone, each count only for its roles. */
type Item = { key: string; label: string; count: number; href: string }

let staff: Record<'admin' | 'treasurer' | 'intake' | 'editor', StaffAccount>

async function today(account: StaffAccount) {
  const answer = await call<{ items: Item[] }>('/api/staff/today', { cookie: account.cookie })
  expect(answer.status).toBe(200)
  expect(answer.headers.get('cache-control')).toContain('no-store')
  return answer.body.items
}

const countOf = (items: Item[], key: string) => items.find((item) => item.key === key)?.count

beforeAll(async () => {
  staff = await staffOfEveryRole('today')
})

describe('the today view', () => {
  it('shows each role only its own counts, each linking to its list', async () => {
    expect((await call('/api/staff/today')).status).toBe(401)
    expect((await today(staff.treasurer)).map((item) => item.key)).toEqual(['orders', 'failed-recurring', 'disputes'])
    expect((await today(staff.intake)).map((item) => item.key)).toEqual(['intake', 'visits-today', 'confirm-text', 'confirm-phone', 'confirm-email', 'cancelled-by-her', 'messages'])
    expect(await today(staff.editor)).toEqual([])
    const admin = await today(staff.admin)
    expect(admin.map((item) => item.key)).toEqual(['intake', 'visits-today', 'confirm-text', 'confirm-phone', 'confirm-email', 'cancelled-by-her', 'messages', 'orders', 'failed-recurring', 'disputes'])
    // The inbox's counts open the inbox (issue 20).
    // Issue 47: each card opens its list filtered to what it counts.
    expect(admin.find((item) => item.key === 'intake')?.href).toBe('/admin?tab=intake&view=new')
    expect(admin.find((item) => item.key === 'confirm-text')?.href).toBe('/admin?tab=appointments&confirm=text')
    expect(admin.find((item) => item.key === 'confirm-phone')?.href).toBe('/admin?tab=appointments&confirm=phone')
    expect(admin.find((item) => item.key === 'visits-today')?.href).toBe('/admin?tab=appointments&day=today')
    expect(admin.find((item) => item.key === 'messages')?.href).toBe('/admin?tab=messages')
    expect(admin.find((item) => item.key === 'disputes')?.href).toBe('/admin?tab=donations&status=disputed')
    expect(admin.find((item) => item.key === 'failed-recurring')?.href).toBe('/admin?tab=recurring&status=past_due')
  })

  it('counts a new intake request, a failed recurring payment and an open dispute, and their lists show them', async () => {
    const before = await today(staff.admin)
    const payload = await testPayload()

    const intake = await call('/api/intake', { body: validIntake(), headers: { 'x-forwarded-for': uniqueAddress() } })
    expect(intake.status).toBeLessThan(300)

    const email = uniqueEmail('today')
    const failing = await payload.create({
      collection: 'recurring-gifts',
      data: { subscriptionId: `sub_today_${Date.now()}`, firstName: 'Ida', lastName: 'Fern', email, amountCents: 2_000, frequency: 'monthly', status: 'past_due', failedPaymentCount: 1 },
      overrideAccess: true,
    })
    const gift = await payload.create({
      collection: 'donations',
      data: { firstName: 'Ida', lastName: 'Fern', email, amountCents: 5_000, type: 'one-time', frequency: 'one_time', isRecurring: false },
      overrideAccess: true,
    })
    await payload.update({ collection: 'donations', id: gift.id, data: { status: 'disputed', disputeStatus: 'open' }, overrideAccess: true })

    const after = await today(staff.admin)
    expect(countOf(after, 'intake')).toBe(countOf(before, 'intake')! + 1)
    expect(countOf(after, 'failed-recurring')).toBe(countOf(before, 'failed-recurring')! + 1)
    expect(countOf(after, 'disputes')).toBe(countOf(before, 'disputes')! + 1)

    const disputed = await call<{ count: number; donations: { id: number; status: string }[] }>('/api/donations?status=disputed&limit=5000', { cookie: staff.treasurer.cookie })
    expect(disputed.status).toBe(200)
    expect(disputed.body.count).toBe(countOf(after, 'disputes'))
    expect(disputed.body.donations.every((d) => d.status === 'disputed')).toBe(true)
    expect(disputed.body.donations.map((d) => d.id)).toContain(gift.id)

    const pastDue = await call<{ count: number; recurringGifts: { id: number; status: string }[] }>('/api/recurring-gifts?status=past_due&limit=5000', { cookie: staff.treasurer.cookie })
    expect(pastDue.body.count).toBe(countOf(after, 'failed-recurring'))
    expect(pastDue.body.recurringGifts.map((r) => r.id)).toContain(failing.id)
    expect(pastDue.body.recurringGifts.every((r) => r.status === 'past_due')).toBe(true)
  })

  it('answers 400 for a status the lists do not know', async () => {
    expect((await call('/api/donations?status=lost', { cookie: staff.treasurer.cookie })).status).toBe(400)
    expect((await call('/api/recurring-gifts?status=late', { cookie: staff.treasurer.cookie })).status).toBe(400)
  })
})
