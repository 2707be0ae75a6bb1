import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { newOrderPublicId } from '@/collections/Orders'

import type { DonorContact } from '@/payload-types'

import { call, signIn, uniqueEmail } from '../../support/api'
import { testPayload } from '../../support/payload'

type Summary = { uniqueContactsCreated: number; contactsUpdated: number; duplicatesMerged: number }

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

async function donation(payload: Payload, data: Record<string, unknown>) {
  return payload.create({
    collection: 'donations',
    overrideAccess: true,
    data: {
      firstName: 'Test',
      lastName: 'Donor',
      type: 'one-time',
      frequency: 'one_time',
      isRecurring: false,
      ...data,
    } as never,
  })
}

function subscribe(payload: Payload, email: string, source: string) {
  return payload.create({
    collection: 'newsletter-subscribers',
    overrideAccess: true,
    data: { email, source, isActive: true, subscribedAt: new Date().toISOString() },
  })
}

function contact(payload: Payload, data: { email: string; firstName?: string; categories?: number[] }) {
  return payload.create({
    collection: 'donor-contacts',
    overrideAccess: true,
    data: { source: 'manual', totalDonationCents: 0, donationCount: 0, isMonthlyDonor: false, isActive: true, ...data },
  })
}

/** Payload's e-mail field refuses surrounding spaces; older rows and imports can still have them. */
async function padEmail(payload: Payload, table: 'donations' | 'newsletter_subscribers', id: number) {
  await (payload.db as unknown as { pool: Pool }).pool.query(`UPDATE ${table} SET email = '  ' || email || ' ' WHERE id = $1`, [id])
}

async function contactByEmail(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'donor-contacts',
    where: { email: { equals: email } },
    depth: 1,
    overrideAccess: true,
  })
  return docs as DonorContact[]
}

describe('donor contact consolidation', () => {
  let cookie: string
  const consolidate = () => call<Summary>('/api/donor-contacts/consolidate', { method: 'POST', cookie })

  beforeAll(async () => {
    cookie = await signIn()
    // Other test files leave people behind; absorb them first so the counts below are ours alone.
    expect((await consolidate()).status).toBe(200)
  })

  it('builds one contact per person from gifts, paid orders and subscribers, and is stable on a second run', async () => {
    const payload = await testPayload()
    const ann = uniqueEmail('ann')
    const bea = uniqueEmail('bea')
    const cat = uniqueEmail('cat')
    const dan = uniqueEmail('dan')
    const eve = uniqueEmail('eve')
    const fay = uniqueEmail('fay')
    const gus = uniqueEmail('gus')
    const sub = `sub_${Date.now()}`

    // Ann: a one-time gift and an active monthly gift under differently typed addresses, and a subscription.
    await donation(payload, { firstName: 'Ann', lastName: 'Old', email: ann.toUpperCase(), amountCents: 5000, city: 'Nashville', createdAt: daysAgo(5) })
    await donation(payload, {
      firstName: 'Ann',
      lastName: 'Lee',
      email: ann.replace(/^a/, 'A'),
      amountCents: 2500,
      type: 'monthly',
      frequency: 'monthly',
      isRecurring: true,
      stripeSubscriptionId: sub,
      subscriptionStatus: 'active',
      createdAt: daysAgo(1),
    })
    await padEmail(payload, 'newsletter_subscribers', (await subscribe(payload, ann, 'footer')).id)
    // Bea: a recurring gift whose subscription was later cancelled is no longer a monthly donor.
    const beaSub = `${sub}_bea`
    await donation(payload, { firstName: 'Bea', lastName: 'Ray', email: bea, amountCents: 4000, isRecurring: true, type: 'monthly', frequency: 'monthly', stripeSubscriptionId: beaSub, subscriptionStatus: 'active', createdAt: daysAgo(40) })
    await donation(payload, { firstName: 'Bea', lastName: 'Ray', email: bea, amountCents: 4000, isRecurring: true, type: 'monthly', frequency: 'monthly', stripeSubscriptionId: beaSub, subscriptionStatus: 'cancelled', createdAt: daysAgo(10) })
    // Cat bought in the shop; Dan's order was never paid.
    const line = { productId: 'p', productName: 'Candle', quantity: 1, unitPriceCents: 3000 }
    await payload.create({ collection: 'orders', overrideAccess: true, data: { publicId: newOrderPublicId(), email: cat.toUpperCase(), firstName: 'Cat', lastName: 'Sun', lines: [line], totalCents: 3000, status: 'paid', paidAt: daysAgo(2) } })
    await payload.create({ collection: 'orders', overrideAccess: true, data: { publicId: newOrderPublicId(), email: dan, firstName: 'Dan', lastName: 'Pending', lines: [line], totalCents: 3000, status: 'pending' } })
    // Eve only subscribed.
    await subscribe(payload, eve, 'store')
    // Fay has two contacts already (one typed in capitals), each tagged: they merge, keeping both tags.
    const [tagA, tagB] = await Promise.all(
      ['Gala', 'Board'].map((name) =>
        payload.create({ collection: 'donor-categories', overrideAccess: true, data: { name: `${name} ${Date.now()} ${Math.random()}` } }),
      ),
    )
    await contact(payload, { email: fay, categories: [tagA.id] })
    await contact(payload, { email: fay.toUpperCase(), categories: [tagB.id] })
    // Gus was entered by hand before his first gift arrived.
    await contact(payload, { email: gus, firstName: 'Gus' })
    const gusGift = await donation(payload, { firstName: 'Gus', lastName: 'Hill', email: gus.toUpperCase(), amountCents: 10000, organizationName: 'Hill & Co', createdAt: daysAgo(3) })
    await padEmail(payload, 'donations', gusGift.id)

    const first = await consolidate()
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ uniqueContactsCreated: 4, contactsUpdated: 1, duplicatesMerged: 1 })

    const [annContact, ...annOthers] = await contactByEmail(payload, ann)
    expect(annOthers).toHaveLength(0)
    expect(annContact).toMatchObject({ firstName: 'Ann', lastName: 'Lee', city: 'Nashville', source: 'donation', isMonthlyDonor: true, isActive: true })
    expect(Number(annContact.totalDonationCents)).toBe(7500)
    expect(Number(annContact.donationCount)).toBe(2)
    expect(new Date(annContact.lastDonationDate!).getTime()).toBeGreaterThan(Date.now() - 2 * 86_400_000)

    const [beaContact] = await contactByEmail(payload, bea)
    expect(beaContact).toMatchObject({ isMonthlyDonor: false })
    expect(Number(beaContact.totalDonationCents)).toBe(8000)

    const [catContact] = await contactByEmail(payload, cat)
    expect(catContact).toMatchObject({ firstName: 'Cat', lastName: 'Sun', source: 'order', isMonthlyDonor: false })
    expect(Number(catContact.totalDonationCents)).toBe(0)

    expect(await contactByEmail(payload, dan)).toHaveLength(0)
    expect((await contactByEmail(payload, eve))[0]).toMatchObject({ source: 'newsletter' })

    const fays = await contactByEmail(payload, fay)
    expect(fays).toHaveLength(1)
    expect((fays[0].categories ?? []).map((c) => (typeof c === 'object' ? c.id : c)).sort()).toEqual([tagA.id, tagB.id].sort())
    expect(await contactByEmail(payload, fay.toUpperCase())).toHaveLength(0)

    const [gusContact] = await contactByEmail(payload, gus)
    expect(gusContact).toMatchObject({ firstName: 'Gus', lastName: 'Hill', organizationName: 'Hill & Co', source: 'manual' })
    expect(Number(gusContact.totalDonationCents)).toBe(10000)

    // The API speaks dollars; the list finds Ann by a mixed-case search and by the monthly filter.
    const listed = await call<{ email: string; totalDonationAmount: number; isMonthlyDonor: boolean }[]>(
      `/api/donor-contacts?search=${encodeURIComponent(ann.toUpperCase())}&isMonthlyDonor=true`,
      { cookie },
    )
    expect(listed.body).toEqual([expect.objectContaining({ email: ann, totalDonationAmount: 75, isMonthlyDonor: true })])

    const second = await consolidate()
    expect(second.body).toEqual({ uniqueContactsCreated: 0, contactsUpdated: 0, duplicatesMerged: 0 })
  })

  it('filters by category name and tags contacts in bulk without duplicating a tag', async () => {
    const payload = await testPayload()
    const name = `Volunteers ${Date.now()}`
    const created = await call<{ id: number; name: string; description?: string }>('/api/donor-categories', {
      body: { name: `  ${name}  `, description: '   ' },
      cookie,
    })
    expect(created.status).toBe(201)
    expect(created.body).toEqual({ id: expect.any(Number), name })
    const duplicate = await call('/api/donor-categories', { body: { name: name.toUpperCase() }, cookie })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body).toEqual({ message: 'A category with this name already exists.' })
    expect((await call('/api/donor-categories', { body: { name: '   ' }, cookie })).status).toBe(400)

    const people = await Promise.all(
      [uniqueEmail('tag1'), uniqueEmail('tag2')].map((email) => contact(payload, { email })),
    )
    // The client's assignedBy is not trusted: the record names the signed-in staff member.
    const body = { contactIds: people.map((p) => p.id), categoryIds: [created.body.id], assignedBy: 'someone-else' }
    for (let i = 0; i < 2; i++) {
      const tagged = await call('/api/donor-contacts/bulk-categorize', { body, cookie })
      expect(tagged.status).toBe(200)
    }
    for (const person of people) {
      const row = await payload.findByID({ collection: 'donor-contacts', id: person.id, depth: 0, overrideAccess: true })
      expect(row.lastTaggedBy).toBe('admin')
    }
    const filtered = await call<{ id: number; categories: { name: string }[] }[]>(
      `/api/donor-contacts?category=${encodeURIComponent(name)}`,
      { cookie },
    )
    expect(filtered.body.map((c) => c.id).sort()).toEqual(body.contactIds.sort())
    expect(filtered.body.every((c) => c.categories.filter((k) => k.name === name).length === 1)).toBe(true)

    const missing = await call('/api/donor-contacts/bulk-categorize', { body: { ...body, categoryIds: [999_999] }, cookie })
    expect(missing.status).toBe(404)
    const empty = await call('/api/donor-contacts/bulk-categorize', { body: { ...body, contactIds: [] }, cookie })
    expect(empty.status).toBe(400)

    expect((await call(`/api/donor-categories/${created.body.id}`, { method: 'DELETE', cookie })).status).toBe(200)
    const after = await call<unknown[]>(`/api/donor-contacts?category=${encodeURIComponent(name)}`, { cookie })
    expect(after.body).toEqual([])
  })
})
