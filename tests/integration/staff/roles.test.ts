import { beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/access/roles'
import { Users } from '@/collections/Users'

import { call, uniqueEmail } from '../../support/api'
import { validIntake } from '../../support/forms'
import { testPayload } from '../../support/payload'
import { ALL_ROLES, type StaffAccount, staffAccount, staffOfEveryRole } from '../../support/staff'

/** Issue 14's table: which roles may use each kind of staff data. */
const DONOR: Role[] = ['admin', 'treasurer']
const INTAKE: Role[] = ['admin', 'intake']
const CONTENT: Role[] = ['admin', 'editor']
const ADMIN: Role[] = ['admin']
/** Donated goods (issue 46): the boutique's door as much as the books. */
const GOODS: Role[] = ['admin', 'treasurer', 'intake']
const NOBODY: Role[] = []

const REFUSAL = /^Your role \((admin|treasurer|intake|editor)\) does not give access to .+\.$/

let staff: Record<Role, StaffAccount>
let donationId: number
let intakeId: number
let contactId: number

beforeAll(async () => {
  staff = await staffOfEveryRole('doors')
  const payload = await testPayload()
  const donation = await payload.create({
    collection: 'donations',
    overrideAccess: true,
    data: {
      firstName: 'Ledger',
      lastName: 'Person',
      email: uniqueEmail('roles-donor'),
      amountCents: 2500,
      type: 'one-time',
      frequency: 'one_time',
      isRecurring: false,
    },
  })
  donationId = donation.id
  const intake = await payload.create({ collection: 'intake-requests', overrideAccess: true, data: validIntake() as never })
  intakeId = intake.id
  const contact = await payload.create({ collection: 'donor-contacts', overrideAccess: true, data: { email: uniqueEmail('roles-contact') } as never })
  contactId = contact.id
})

type Door = { method: string; path: () => string; body?: unknown; allowed: Role[] }

/** Every staff call of the contract API. */
const contractDoors: Door[] = [
  { method: 'GET', path: () => '/api/donor-contacts', allowed: DONOR },
  { method: 'GET', path: () => '/api/donor-contacts/stats', allowed: DONOR },
  { method: 'POST', path: () => '/api/donor-contacts/consolidate', allowed: DONOR },
  {
    method: 'POST',
    path: () => '/api/donor-contacts/bulk-categorize',
    body: { contactIds: [999_999_999], categoryIds: [999_999_999], assignedBy: 'roles test' },
    allowed: DONOR,
  },
  { method: 'GET', path: () => '/api/donor-categories', allowed: DONOR },
  { method: 'POST', path: () => '/api/donor-categories', body: {}, allowed: DONOR },
  { method: 'PUT', path: () => '/api/donor-categories/999999999', body: { name: 'Nope' }, allowed: DONOR },
  { method: 'DELETE', path: () => '/api/donor-categories/999999999', allowed: DONOR },
  { method: 'GET', path: () => '/api/donations', allowed: DONOR },
  { method: 'GET', path: () => '/api/newsletter-subscribers', allowed: DONOR },
  // Offline gifts, batches and matching gifts (issue 30): bodies that change nothing.
  { method: 'POST', path: () => '/api/donations/offline', body: {}, allowed: DONOR },
  { method: 'POST', path: () => '/api/donations/999999999/void', body: { reason: 'roles test' }, allowed: DONOR },
  { method: 'GET', path: () => '/api/donations/999999999/receipt', allowed: DONOR },
  { method: 'GET', path: () => '/api/gift-batches', allowed: DONOR },
  { method: 'POST', path: () => '/api/gift-batches', body: {}, allowed: DONOR },
  { method: 'POST', path: () => '/api/gift-batches/999999999/close', body: {}, allowed: DONOR },
  { method: 'GET', path: () => '/api/matching-gifts', allowed: DONOR },
  { method: 'POST', path: () => '/api/matching-gifts/999999999', body: { status: 'asked' }, allowed: DONOR },
  { method: 'POST', path: () => '/api/exports', body: { list: 'donations', rows: 0 }, allowed: DONOR },
  { method: 'GET', path: () => '/api/intake', allowed: INTAKE },
  { method: 'GET', path: () => '/api/inbox/intake-requests', allowed: INTAKE },
  { method: 'GET', path: () => '/api/inbox/appointments', allowed: INTAKE },
  { method: 'GET', path: () => '/api/inbox/contact-messages', allowed: INTAKE },
  { method: 'GET', path: () => '/api/inbox/drive-inquiries', allowed: INTAKE },
  { method: 'POST', path: () => '/api/inbox/intake-requests/999999999/status', body: { status: 'contacted' }, allowed: INTAKE },
  { method: 'POST', path: () => '/api/inbox/contact-messages/999999999/notes', body: { body: 'x' }, allowed: INTAKE },
  { method: 'POST', path: () => '/api/inbox/intake-requests/999999999/visit', body: { attended: true }, allowed: INTAKE },
  { method: 'POST', path: () => '/api/in-kind', body: {}, allowed: GOODS },
  { method: 'GET', path: () => '/api/drives', allowed: GOODS },
  { method: 'POST', path: () => '/api/drives', body: {}, allowed: GOODS },
  { method: 'GET', path: () => '/api/drives/999999999', allowed: GOODS },
  { method: 'POST', path: () => '/api/drives/999999999/close', body: {}, allowed: GOODS },
]

type CollectionDoors = { slug: string; read: Role[]; write: Role[]; record?: () => number }

/** The collections `slugs`, each read by the roles `read` and written through /api/cms by the roles `write`. */
const doors = (read: Role[], write: Role[], ...slugs: string[]): CollectionDoors[] => slugs.map((slug) => ({ slug, read, write }))

/** Every collection under /api/cms and who may read and write it; one record of those marked is read too. */
const collections: CollectionDoors[] = [
  { slug: 'donor-contacts', read: DONOR, write: DONOR, record: () => contactId },
  { slug: 'donations', read: DONOR, write: NOBODY, record: () => donationId },
  { slug: 'intake-requests', read: INTAKE, write: INTAKE, record: () => intakeId },
  ...doors(DONOR, DONOR, 'donor-categories', 'newsletter-subscribers'),
  ...doors(DONOR, NOBODY, 'donor-merges', 'receipts', 'gift-batches', 'duplicate-dismissals', 'orders'),
  ...doors(INTAKE, INTAKE, 'contact-messages', 'drive-inquiries', 'feedback'),
  // Case notes are written only through the inbox's calls (issue 20); boutique visits only through
  // the goods calls (issue 46), and what went out is as confidential as the case.
  ...doors(INTAKE, NOBODY, 'case-notes', 'boutique-visits'),
  ...doors(GOODS, NOBODY, 'drives', 'drop-offs'),
  ...doors(ADMIN, NOBODY, 'stripe-events', 'audit-log'),
  ...doors(ALL_ROLES, CONTENT, 'pages', 'products', 'donor-levels', 'donor-roster', 'media'),
]

describe('roles × doors: the contract API', () => {
  for (const door of contractDoors) {
    for (const role of ALL_ROLES) {
      const allowed = door.allowed.includes(role)
      it(`${door.method} ${door.path()} ${allowed ? 'answers' : 'refuses'} ${role}`, async () => {
        const answer = await call<{ message?: string }>(door.path(), { method: door.method, body: door.body, cookie: staff[role].cookie })
        if (allowed) {
          expect([401, 403]).not.toContain(answer.status)
          expect(answer.status).toBeLessThan(500)
        } else {
          expect(answer.status).toBe(403)
          expect(answer.body).toEqual({ message: expect.stringMatching(REFUSAL) })
          expect(answer.body.message).toContain(`(${role})`)
        }
      })
    }
  }

  it('still answers 401 without a session', async () => {
    for (const door of contractDoors) {
      expect((await call(door.path(), { method: door.method, body: door.body })).status, door.path()).toBe(401)
    }
  })
})

describe("roles × doors: Payload's REST API under /api/cms", () => {
  for (const collection of collections) {
    for (const role of ALL_ROLES) {
      const canRead = collection.read.includes(role)
      const canWrite = collection.write.includes(role)
      it(`${collection.slug}: ${role} ${canRead ? 'reads' : 'cannot read'}, ${canWrite ? 'writes' : 'cannot write'}`, async () => {
        const { cookie } = staff[role]
        const list = await call<{ docs?: unknown[] }>(`/api/cms/${collection.slug}?depth=0&limit=5`, { cookie })
        expect(list.status, 'list').toBe(canRead ? 200 : 403)
        if (!canRead) expect(list.body.docs).toBeUndefined()
        if (collection.record) {
          const one = await call<Record<string, unknown>>(`/api/cms/${collection.slug}/${collection.record()}?depth=0`, { cookie })
          expect(one.status, 'one record').toBe(canRead ? 200 : 403)
          if (!canRead) expect(JSON.stringify(one.body)).not.toContain('@example.org')
        }
        // An invalid body: refused before validation (403), or let through to validation (400).
        const created = await call(`/api/cms/${collection.slug}`, { body: { email: 'not-an-email' }, cookie })
        expect(created.status, 'create').toBe(canWrite ? 400 : 403)
        const removed = await call(`/api/cms/${collection.slug}/999999999`, { method: 'DELETE', cookie })
        expect(removed.status, 'delete').toBe(canWrite ? 404 : 403)
      })
    }
  }

  for (const slug of ['site-settings']) {
    for (const role of ALL_ROLES) {
      const canWrite = CONTENT.includes(role)
      it(`global ${slug}: ${role} ${canWrite ? 'may' : 'may not'} update it`, async () => {
        // An invalid value: a permitted update fails validation (400) and changes nothing either way.
        const answer = await call(`/api/cms/globals/${slug}`, { body: { foundationName: '', title: '' }, cookie: staff[role].cookie })
        expect(answer.status).toBe(canWrite ? 400 : 403)
      })
    }
  }
})

describe('no donation for an editor or an intake account, no intake request for a treasurer', () => {
  it('refuses through the contract API and REST, list and single record', async () => {
    for (const role of ['editor', 'intake'] as const) {
      const { cookie } = staff[role]
      expect((await call('/api/donations', { cookie })).status).toBe(403)
      expect((await call(`/api/cms/donations/${donationId}`, { cookie })).status).toBe(403)
      expect((await call('/api/cms/donations', { cookie })).status).toBe(403)
      expect((await call('/api/donor-contacts', { cookie })).status).toBe(403)
    }
    const { cookie } = staff.treasurer
    expect((await call('/api/intake', { cookie })).status).toBe(403)
    expect((await call(`/api/cms/intake-requests/${intakeId}`, { cookie })).status).toBe(403)
    expect((await call('/api/cms/intake-requests', { cookie })).status).toBe(403)
  })
})

describe('staff accounts and the role field', () => {
  it('shows a non-admin only its own account', async () => {
    for (const role of ['treasurer', 'intake', 'editor'] as const) {
      const list = await call<{ docs: { id: number }[] }>('/api/cms/users?depth=0', { cookie: staff[role].cookie })
      expect(list.status).toBe(200)
      expect(list.body.docs.map((d) => d.id)).toEqual([staff[role].id])
      expect((await call(`/api/cms/users/${staff.admin.id}`, { cookie: staff[role].cookie })).status).not.toBe(200)
    }
    const all = await call<{ totalDocs: number }>('/api/cms/users?depth=0', { cookie: staff.admin.cookie })
    expect(all.body.totalDocs).toBeGreaterThanOrEqual(4)
  })

  it('lets no account raise its own role, and only an admin create accounts', async () => {
    const payload = await testPayload()
    for (const role of ['treasurer', 'intake', 'editor'] as const) {
      const { id, cookie } = staff[role]
      await call(`/api/cms/users/${id}`, { method: 'PATCH', body: { role: 'admin' }, cookie })
      expect((await payload.findByID({ collection: 'users', id, depth: 0 })).role).toBe(role)
      const created = await call('/api/cms/users', { body: { username: `sneaky-${role}-${Date.now()}`, password: 'Tp-ALongEnoughSneakyPass-9', role: 'admin' }, cookie })
      expect(created.status).toBe(403)
    }
  })

  it('lets an admin give a role, which the account then has', async () => {
    const target = await staffAccount('editor', 'promote')
    const answer = await call(`/api/cms/users/${target.id}`, { method: 'PATCH', body: { role: 'treasurer' }, cookie: staff.admin.cookie })
    expect(answer.status).toBe(200)
    expect((await call('/api/donations', { cookie: target.cookie })).status).toBe(200)
  })

  it('the seeded first account is an admin', async () => {
    const payload = await testPayload()
    const found = await payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, depth: 0 })
    expect(found.docs[0]?.role).toBe('admin')
  })

  it('gives an account created without a role the least-privileged one', async () => {
    const payload = await testPayload()
    const later = await payload.create({
      collection: 'users',
      data: { username: `norole-${Date.now()}`, password: 'Tp-AnotherLongPassword-42' } as never,
    })
    expect(later.role).toBe('editor')
  })

  it("makes the very first account an admin (Payload's create-first-user screen sends no role)", async () => {
    const hook = Users.hooks?.beforeChange?.[0]
    if (!hook) throw new Error('users has no beforeChange hook')
    const run = (totalDocs: number) =>
      hook({
        data: { username: 'first', role: 'editor' },
        operation: 'create',
        req: { payload: { count: async () => ({ totalDocs }) } },
      } as never)
    expect(await run(0)).toMatchObject({ role: 'admin' })
    expect(await run(3)).toMatchObject({ role: 'editor' })
  })
})
