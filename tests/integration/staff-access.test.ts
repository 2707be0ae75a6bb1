import { describe, expect, it } from 'vitest'

import { call, signIn } from '../support/api'

const DONOR_AUTH = 'Authentication required. Please log in to access donor data.'

const staffCalls: { method: string; path: string; body?: unknown; message?: string }[] = [
  { method: 'GET', path: '/api/donor-contacts', message: DONOR_AUTH },
  { method: 'GET', path: '/api/donor-contacts?search=a&isActive=true', message: DONOR_AUTH },
  { method: 'GET', path: '/api/donor-contacts/stats', message: DONOR_AUTH },
  { method: 'POST', path: '/api/donor-contacts/consolidate', message: DONOR_AUTH },
  {
    method: 'POST',
    path: '/api/donor-contacts/bulk-categorize',
    body: { contactIds: [1], categoryIds: [1], assignedBy: 'admin' },
    message: DONOR_AUTH,
  },
  { method: 'GET', path: '/api/donor-categories', message: DONOR_AUTH },
  { method: 'POST', path: '/api/donor-categories', body: { name: 'Sneaky' }, message: DONOR_AUTH },
  { method: 'PUT', path: '/api/donor-categories/1', body: { name: 'Sneaky' }, message: DONOR_AUTH },
  { method: 'DELETE', path: '/api/donor-categories/1', message: DONOR_AUTH },
  { method: 'GET', path: '/api/donations' },
  { method: 'GET', path: '/api/newsletter-subscribers' },
]

const staffCollections = ['donor-contacts', 'donor-categories', 'donations', 'newsletter-subscribers', 'orders']

describe('staff data is closed to anonymous visitors', () => {
  it('answers 401 to every staff call without a session, with the donor-data message on donor calls', async () => {
    for (const { method, path, body, message } of staffCalls) {
      const answer = await call(path, { method, body })
      expect(answer.status, `${method} ${path}`).toBe(401)
      if (message) expect(answer.body, `${method} ${path}`).toEqual({ message })
    }
  })

  it('answers those calls for signed-in staff', async () => {
    const cookie = await signIn()
    for (const path of ['/api/donor-contacts', '/api/donor-contacts/stats', '/api/donor-categories', '/api/donations', '/api/newsletter-subscribers']) {
      expect((await call(path, { cookie })).status, path).toBe(200)
    }
    // The same GraphQL queries the anonymous test sends do work with a session, so their refusal is access.
    for (const query of ['{ DonorContacts { docs { id email } } }', '{ Donations { docs { id amountCents } } }']) {
      const answer = await call<{ errors?: unknown[] }>('/api/cms/graphql', { body: { query }, cookie })
      expect(answer.body.errors, query).toBeUndefined()
    }
  })

  it("refuses anonymous reads and writes of every staff collection through Payload's REST API", async () => {
    for (const slug of staffCollections) {
      const list = await call<{ docs?: unknown[] }>(`/api/cms/${slug}`)
      expect(list.status, `GET /api/cms/${slug}`).toBe(403)
      expect(list.body.docs, slug).toBeUndefined()
      expect((await call(`/api/cms/${slug}/1`)).status, `GET /api/cms/${slug}/1`).toBe(403)
      const created = await call(`/api/cms/${slug}`, { body: { email: 'x@example.org', name: 'x' } })
      expect(created.status, `POST /api/cms/${slug}`).toBe(403)
      expect((await call(`/api/cms/${slug}/1`, { method: 'PATCH', body: { name: 'x' } })).status).toBe(403)
      expect((await call(`/api/cms/${slug}/1`, { method: 'DELETE' })).status).toBe(403)
    }
  })

  it("refuses anonymous reads and writes of every staff collection through Payload's GraphQL API", async () => {
    const queries = [
      '{ DonorContacts { docs { id email totalDonationCents } } }',
      '{ DonorCategories { docs { id name } } }',
      '{ Donations { docs { id email amountCents } } }',
      '{ NewsletterSubscribers { docs { id email } } }',
      '{ Orders { docs { id email } } }',
      'mutation { createDonorCategory(data: { name: "Sneaky" }) { id } }',
      'mutation { createDonorContact(data: { email: "sneaky@example.org" }) { id } }',
    ]
    for (const query of queries) {
      const answer = await call<{ data?: Record<string, unknown> | null; errors?: { message: string }[] }>('/api/cms/graphql', {
        body: { query },
      })
      expect(answer.body.errors?.length ?? 0, query).toBeGreaterThan(0)
      const values = Object.values(answer.body.data ?? {})
      expect(values.every((value) => value === null), query).toBe(true)
    }
  })
})
