import { beforeAll, describe, expect, it } from 'vitest'

import type { Donation, DonorContact } from '@/features/staff/parts/api'
import { contactsCsv, ordersCsv } from '@/features/staff/parts/exports'
import { donationsCsv } from '@/domain/donations/ledger-csv'
import type { QueueOrder } from '@/server/shop/fulfilment'

import { call, uniqueEmail } from '../../support/api'
import { parseCsv } from '../../support/csv'
import { uniqueAddress, validContact, validIntake } from '../../support/forms'
import { markedName } from '../../support/markers'
import { testPayload } from '../../support/payload'
import { createTestProduct, orderBody, TEST_ADDRESS, type TestProduct } from '../../support/shop'
import { type StaffAccount, staffAccount, staffOfEveryRole } from '../../support/staff'
import { fakeStripeEvents, intentIdOfSecret, sendStripeEvent, stripeRequests, succeedPaymentIntent } from '../../support/money/stripe'

/** Issue 34: locks, refunds raced, CSV cells and inputs that still reached a 500. */

const LOCKS = '/api/cms/payload-locked-documents'

async function deliver(event: Parameters<typeof sendStripeEvent>[0]) {
  expect((await sendStripeEvent(event)).status).toBe(200)
}

/** An order of one `product` from the buyer `fields` describe, placed and paid by card; answers its public id and PaymentIntent. */
async function paidOrder(product: TestProduct, fields: Record<string, unknown>) {
  const order = await call<{ id: string }>('/api/orders', { body: orderBody(product, 1, fields) })
  expect(order.status).toBe(201)
  const intent = await call<{ clientSecret: string }>('/api/create-payment-intent', { body: { orderId: order.body.id, amount: (product.priceCents / 100).toFixed(2) } })
  const intentId = intentIdOfSecret(intent.body.clientSecret)
  await deliver(await succeedPaymentIntent(intentId))
  return { id: order.body.id, intentId }
}

describe('document locks follow the role of the locked collection', () => {
  let editor: StaffAccount
  let intake: StaffAccount
  let admin: StaffAccount
  let requestId: number
  beforeAll(async () => {
    editor = await staffAccount('editor', 'locks')
    intake = await staffAccount('intake', 'locks')
    admin = await staffAccount('admin', 'locks')
    const payload = await testPayload()
    requestId = (await payload.create({ collection: 'intake-requests', overrideAccess: true, data: validIntake() as never })).id
  })

  const lockOf = (relationTo: string, value: number, user: StaffAccount) => ({
    document: { relationTo, value },
    user: { relationTo: 'users', value: user.id },
  })

  it('refuses an editor who locks an intake request or an account, in anyone’s name, and intake staff still edit the request', async () => {
    for (const user of [intake, editor]) {
      const answer = await call(LOCKS, { body: lockOf('intake-requests', requestId, user), cookie: editor.cookie })
      expect(answer.status, `intake lock in the name of ${user.role}`).toBe(403)
    }
    for (const user of [admin, editor]) {
      const answer = await call(LOCKS, { body: lockOf('users', admin.id, user), cookie: editor.cookie })
      expect(answer.status, `account lock in the name of ${user.role}`).toBe(403)
    }

    const edited = await call(`/api/cms/intake-requests/${requestId}`, { method: 'PATCH', body: { status: 'contacted' }, cookie: intake.cookie })
    expect(edited.status).toBe(200)
    const renamed = await call(`/api/cms/users/${admin.id}`, { method: 'PATCH', body: { name: markedName('Admin') }, cookie: admin.cookie })
    expect(renamed.status).toBe(200)
  })

  it('lets each account lock what it may edit, in its own name only', async () => {
    const page = (await (await testPayload()).find({ collection: 'pages', limit: 1, overrideAccess: true })).docs[0]
    expect((await call(LOCKS, { body: lockOf('pages', page.id, admin), cookie: editor.cookie })).status).toBe(403)
    const own = await call<{ doc: { id: number } }>(LOCKS, { body: lockOf('pages', page.id, editor), cookie: editor.cookie })
    expect(own.status).toBe(201)
    expect((await call(`${LOCKS}/${own.body.doc.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(200)

    const intakeLock = await call<{ doc: { id: number } }>(LOCKS, { body: lockOf('intake-requests', requestId, intake), cookie: intake.cookie })
    expect(intakeLock.status).toBe(201)
  })

  it('hides intake and account locks from an editor, who can neither change nor remove them', async () => {
    const payload = await testPayload()
    const lock = await payload.create({
      collection: 'payload-locked-documents',
      overrideAccess: true,
      data: { document: { relationTo: 'intake-requests', value: requestId }, user: { relationTo: 'users', value: intake.id } },
    })
    const accountLock = await payload.create({
      collection: 'payload-locked-documents',
      overrideAccess: true,
      data: { document: { relationTo: 'users', value: admin.id }, user: { relationTo: 'users', value: admin.id } },
    })

    type LockList = { docs: { id: number; document?: { relationTo: string; value: unknown } }[] }
    const seenByEditor = await call<LockList>(`${LOCKS}?limit=1000&depth=0`, { cookie: editor.cookie })
    expect(seenByEditor.status).toBe(200)
    const ids = seenByEditor.body.docs.map((doc) => doc.id)
    expect(ids).not.toContain(lock.id)
    expect(ids).not.toContain(accountLock.id)
    expect(seenByEditor.body.docs.filter((doc) => ['intake-requests', 'users'].includes(doc.document?.relationTo ?? ''))).toEqual([])
    const seenByIntake = await call<LockList>(`${LOCKS}?limit=1000&depth=0`, { cookie: intake.cookie })
    expect(seenByIntake.body.docs.map((doc) => doc.id)).toContain(lock.id)

    for (const id of [lock.id, accountLock.id]) {
      expect([403, 404]).toContain((await call(`${LOCKS}/${id}`, { cookie: editor.cookie })).status)
      const moved = await call(`${LOCKS}/${id}`, { method: 'PATCH', body: { user: { relationTo: 'users', value: editor.id } }, cookie: editor.cookie })
      expect([403, 404]).toContain(moved.status)
      expect([403, 404]).toContain((await call(`${LOCKS}/${id}`, { method: 'DELETE', cookie: editor.cookie })).status)
      const kept = await payload.findByID({ collection: 'payload-locked-documents', id, depth: 0, overrideAccess: true })
      expect(kept.user).toMatchObject({ value: id === lock.id ? intake.id : admin.id })
    }
    // Nor can intake staff write the lock over in another account's name.
    const inAdminsName = await call(`${LOCKS}/${lock.id}`, { method: 'PATCH', body: { user: { relationTo: 'users', value: admin.id } }, cookie: intake.cookie })
    expect(inAdminsName.status).toBe(403)
  })
})

describe('refunds raced', () => {
  let cookie: string
  beforeAll(async () => {
    cookie = (await staffAccount('treasurer', 'refunds')).cookie
  })

  async function refundsAsked(intentId: string) {
    const asked = (await stripeRequests({ method: 'POST', path: '/v1/refunds' })).filter((r) => r.body.payment_intent === intentId)
    return { count: asked.length, cents: asked.reduce((sum, r) => sum + Number(r.body.amount), 0) }
  }

  /** Ten requests for $10.00–$19.00 and ten for "whatever is left", all at once. */
  function twentyAtOnce(path: string) {
    const bodies = [...Array.from({ length: 10 }, (_, i) => ({ amount: `${10 + i}.00` })), ...Array.from({ length: 10 }, () => ({}))]
    return Promise.all(bodies.map((body) => call(path, { body, cookie })))
  }

  it('20 concurrent refunds of a $50 gift ask Stripe for at most $50.00; the others answer 409; the row shows it pending until the webhook', async () => {
    const email = uniqueEmail('raced-gift')
    const answer = await call<{ clientSecret: string }>('/api/create-donation-intent', {
      body: { amount: '50.00', donationType: 'one_time', firstName: markedName('Rae'), lastName: markedName('Moss'), email },
    })
    expect(answer.status).toBe(200)
    const intentId = intentIdOfSecret(answer.body.clientSecret)
    await deliver(await succeedPaymentIntent(intentId))
    const payload = await testPayload()
    const [gift] = (await payload.find({ collection: 'donations', where: { stripePaymentIntentId: { equals: intentId } }, overrideAccess: true })).docs

    const answers = await twentyAtOnce(`/api/donations/${gift.id}/refund`)
    const accepted = answers.filter((a) => a.status === 202).length
    expect(answers.every((a) => a.status === 202 || a.status === 409)).toBe(true)
    expect(accepted).toBeGreaterThan(0)
    const asked = await refundsAsked(intentId)
    expect(asked.cents).toBeLessThanOrEqual(5_000)
    expect(asked.count).toBe(accepted)

    type List = { donations: Donation[] }
    const row = async () => (await call<List>('/api/donations?limit=5000', { cookie })).body.donations.find((d) => d.id === gift.id)!
    expect(await row()).toMatchObject({ status: 'paid', refundedAmount: '0.00', refundPending: (asked.cents / 100).toFixed(2) })
    expect((await call(`/api/donations/${gift.id}/refund`, { body: {}, cookie })).status).toBe(409)

    // Stripe's events settle the reservations: the newest carries the cumulative amount.
    const events = (await fakeStripeEvents('charge.refunded')).filter((e) => e.data.object.payment_intent === intentId)
    for (const event of events) await deliver(event)
    expect(await row()).toMatchObject({ refundedAmount: (asked.cents / 100).toFixed(2), refundPending: '0.00' })
  })

  it('20 concurrent refunds of a $50 order ask Stripe for at most $50.00; the others answer 409', async () => {
    const product = await createTestProduct({ priceCents: 5_000, inventory: 5 })
    const email = uniqueEmail('raced-order')
    const { id: orderId, intentId } = await paidOrder(product, { email, firstName: markedName('Ona'), lastName: markedName('Park') })

    const answers = await twentyAtOnce(`/api/orders/${orderId}/refund`)
    const accepted = answers.filter((a) => a.status === 202).length
    expect(answers.every((a) => a.status === 202 || a.status === 409)).toBe(true)
    const asked = await refundsAsked(intentId)
    expect(asked.cents).toBeLessThanOrEqual(5_000)
    expect(asked.count).toBe(accepted)
    const queued = (await call<{ orders: QueueOrder[] }>('/api/orders', { cookie })).body.orders.find((o) => o.id === orderId)
    expect(queued).toMatchObject({ refundedAmount: '0.00', refundPending: (asked.cents / 100).toFixed(2) })
  })

  it('releases the reservation of a refund Stripe refused, so the money can be asked for again', async () => {
    const payload = await testPayload()
    // A gift whose payment Stripe does not know: every refund of it is refused.
    const intentId = `pi_unknown_${Date.now()}`
    const gift = await payload.create({
      collection: 'donations',
      overrideAccess: true,
      data: {
        firstName: markedName('Uma'),
        lastName: markedName('Reyes'),
        email: uniqueEmail('refused-refund'),
        amountCents: 3_000,
        netAmountCents: 3_000,
        type: 'one-time',
        frequency: 'one_time',
        isRecurring: false,
        stripePaymentIntentId: intentId,
      },
    })
    for (let attempt = 1; attempt <= 2; attempt++) {
      const refused = await call<{ message: string }>(`/api/donations/${gift.id}/refund`, { body: { amount: '30.00' }, cookie })
      expect(refused.status).toBe(409)
      expect(refused.body.message).toMatch(/^Stripe refused the refund/)
      expect((await refundsAsked(intentId)).count).toBe(attempt)
    }
    const { donations } = (await call<{ donations: Donation[] }>('/api/donations?limit=5000', { cookie })).body
    expect(donations.find((d) => d.id === gift.id)?.refundPending).toBe('0.00')
  })
})

describe('CSV exports of formula-looking fields', () => {
  const DANGEROUS = /(^|[;,\t\r\n])[=+\-@\t\r]/

  /** Every cell a spreadsheet could run: it must be quoted in the file and start each piece with an apostrophe. */
  function expectNeutralised(csv: string, expected: Record<string, string>, only?: (row: string[]) => boolean) {
    const [header, ...all] = parseCsv(csv)
    const rows = only ? all.filter(only) : all
    expect(rows).toHaveLength(1)
    for (const [column, value] of Object.entries(expected)) {
      const cell = rows[0][header.indexOf(column)]
      expect(cell, column).toBe(value)
      expect(DANGEROUS.test(cell), column).toBe(false)
      expect(csv, column).toContain(`"${value.replace(/"/g, '""')}"`)
    }
  }

  it('quotes and neutralises them in the donations, contacts and orders exports', async () => {
    const cookie = (await staffAccount('treasurer', 'csv')).cookie
    const email = uniqueEmail('csv-donor')
    const answer = await call<{ clientSecret: string }>('/api/create-donation-intent', {
      body: {
        amount: '25.00',
        donationType: 'one_time',
        firstName: `@Ann ${markedName('x')}`,
        lastName: `-Lee ${markedName('y')}`,
        email,
        phone: '+1 555 0100',
        address: ';=1+1',
        zipCode: ";=cmd|'/C calc'!A0",
        city: 'Town;\t=2',
        organizationName: 'Org,-3',
        comments: 'note\n@SUM(A1)',
      },
    })
    expect(answer.status).toBe(200)
    await deliver(await succeedPaymentIntent(intentIdOfSecret(answer.body.clientSecret)))

    const { donations } = (await call<{ donations: Donation[] }>('/api/donations?limit=5000', { cookie })).body
    const gift = donations.filter((d) => d.email === email)
    const giftCells = {
      donorName: `'@Ann ${markedName('x')} -Lee ${markedName('y')}`,
      phone: "'+1 555 0100",
      address: ";'=1+1",
      zipCode: ";'=cmd|'/C calc'!A0",
      city: "Town;'\t'=2",
      organizationName: "Org,'-3",
      comments: "note\n'@SUM(A1)",
    }
    expectNeutralised(donationsCsv(gift, 'America/Chicago'), giftCells)
    // The same file built by the server for scripts (`?format=csv`).
    const served = await call<string>('/api/donations?format=csv', { cookie })
    expect(served.status).toBe(200)
    expectNeutralised(String(served.body), giftCells, (row) => row.includes(email))

    expect((await call('/api/donor-contacts/consolidate', { method: 'POST', cookie })).status).toBe(200)
    const contacts = (await call<DonorContact[]>(`/api/donor-contacts?search=${encodeURIComponent(email)}`, { cookie })).body
    expectNeutralised(contactsCsv(contacts.filter((c) => c.email === email)), {
      firstName: `'@Ann ${markedName('x')}`,
      lastName: `'-Lee ${markedName('y')}`,
      phone: "'+1 555 0100",
    })

    const product = await createTestProduct({ priceCents: 1_000 })
    const buyer = uniqueEmail('csv-buyer')
    const order = await paidOrder(product, { email: buyer, firstName: `=Bo ${markedName('z')}`, lastName: markedName('Ng'), shippingAddress: { ...TEST_ADDRESS, line1: ';=1+1', line2: '@2' } })
    const queue = (await call<{ orders: QueueOrder[] }>('/api/orders', { cookie })).body.orders.filter((o) => o.id === order.id)
    expectNeutralised(ordersCsv(queue), {
      customerName: `'=Bo ${markedName('z')} ${markedName('Ng')}`,
      // The parts are joined by ", ": "@2" follows a space, which no spreadsheet reads as a formula's start.
      shippingAddress: `${TEST_ADDRESS.name}, ;'=1+1, @2, ${TEST_ADDRESS.city}, ${TEST_ADDRESS.state} ${TEST_ADDRESS.postalCode}`,
    })
  })
})

describe('inputs that reached a 500', () => {
  it('answers a malformed donor-portal cookie as no session: 401 on the overview, the link form on /my-giving', async () => {
    for (const value of ['%zz', '%E0%A4%A']) {
      const cookie = `donor-portal=${value}`
      const overview = await call<{ message: string }>('/api/donor-portal/overview', { cookie })
      expect(overview.status, value).toBe(401)
      expect(overview.body.message).toBe('Please request a new link to manage your giving.')
      const page = await call<string>('/my-giving', { cookie })
      expect(page.status, value).toBe(200)
      expect(String(page.body)).toContain('send you a link')
    }
  })

  it('refuses a lone surrogate in every text field of a gift (400) and asks Stripe for nothing', async () => {
    const before = (await stripeRequests()).length
    const gift: Record<string, string> = {
      amount: '25.00',
      donationType: 'one_time',
      firstName: markedName('Ada'),
      lastName: markedName('Lane'),
      email: uniqueEmail('surrogate'),
      phone: '555 0100',
      address: '1 Main St',
      city: 'Town',
      state: 'TN',
      zipCode: '37201',
      organizationName: 'Org',
      comments: 'Thanks',
    }
    const address = uniqueAddress()
    for (const field of Object.keys(gift).filter((key) => key !== 'amount' && key !== 'donationType')) {
      for (const lone of ['\ud800', '\udfff']) {
        const body = { ...gift, [field]: `${gift[field]}${lone}` }
        const answer = await call('/api/create-donation-intent', { body, headers: { 'x-forwarded-for': address } })
        expect(answer.status, field).toBe(400)
      }
    }
    expect((await stripeRequests()).length).toBe(before)
    // The other forms share the rule.
    const contact = await call('/api/contact', { body: { ...validContact(), message: 'Hello \ud800 there' }, headers: { 'x-forwarded-for': address } })
    expect(contact.status).toBe(400)
  })

  it('answers the versions of collections that keep none with 404, for every staff role', async () => {
    const staff = await staffOfEveryRole('versions')
    for (const role of Object.values(staff)) {
      for (const slug of ['contact-messages', 'pages', 'donations']) {
        const answer = await call(`/api/cms/${slug}/versions`, { cookie: role.cookie })
        expect(answer.status, `${role.role} ${slug}`).toBe(404)
      }
    }
  })
})

describe('smaller leaks', () => {
  it('sends Referrer-Policy: no-referrer on /my-giving/open, whose address carries the token', async () => {
    // A token that opens nothing sends her to the page that offers a new link (issue 33).
    const answer = await call('/my-giving/open?token=not-a-token')
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toMatch(/\/my-giving\?link=expired$/)
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
  })
})
