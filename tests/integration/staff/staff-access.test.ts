import { describe, expect, it } from 'vitest'

import { call, signIn } from '../../support/api'
import { testPayload } from '../../support/payload'

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
    // GraphQL is off for everyone, staff included (issue 13): nothing in the admin needs it.
    const graphql = await call('/api/cms/graphql', { body: { query: '{ DonorContacts { docs { id email } } }' }, cookie })
    expect(graphql.status).toBe(404)
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

  it("has no GraphQL door to any staff collection: Payload's GraphQL is off", async () => {
    const queries = [
      '{ DonorContacts { docs { id email totalDonationCents } } }',
      '{ Orders { docs { id email } } }',
      'mutation { createDonorCategory(data: { name: "Sneaky" }) { id } }',
    ]
    for (const query of queries) {
      const answer = await call('/api/cms/graphql', { body: { query } })
      expect(answer.status, query).toBe(404)
    }
    const payload = await testPayload()
    expect((await payload.count({ collection: 'donor-categories', where: { name: { equals: 'Sneaky' } } })).totalDocs).toBe(0)
  })
})
