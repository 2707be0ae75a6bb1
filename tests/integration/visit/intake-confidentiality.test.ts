import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { BASE_URL, call, signIn } from '../../support/api'
import { uniqueAddress, validIntake } from '../../support/forms'
import { waitForMail } from '../../support/mail'
import { intakeRequestsByEmail, testPayload } from '../../support/payload'

/** Where the test server sends staff notices (STAFF_NOTIFICATION_EMAIL in scripts/test.mjs). */
const STAFF_ADDRESS = process.env.STAFF_NOTIFICATION_EMAIL || 'staff@bloomhope.test'

const address = uniqueAddress()
const marker = `Zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
const answers = validIntake({
  firstName: `Maya${marker}`,
  specificNeeds: `Needs-${marker}`,
  additionalInfo: `Leaving a violent home ${marker}`,
  referralSource: `Ref-${marker}`,
})

function serverLog() {
  const file = process.env.SERVER_LOG_FILE
  if (!file) throw new Error('SERVER_LOG_FILE is not set: run through npm test')
  return readFileSync(file, 'utf8')
}


describe('the confidential intake', () => {
  let id: number | string

  it('serves its page uncached, unindexed and with no third-party script', async () => {
    const response = await fetch(`${BASE_URL}/intake-form`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const html = await response.text()
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1])
    expect(sources.length).toBeGreaterThan(0)
    expect(sources.filter((src) => /^(https?:)?\/\//.test(src ?? ''))).toEqual([])
  })

  it('is accepted with Cache-Control: no-store and nothing of it echoed back', async () => {
    const answer = await call('/api/intake', { body: answers, headers: { 'x-forwarded-for': address } })
    expect(answer.status).toBe(201)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(JSON.stringify(answer.body)).not.toContain(marker)
    const docs = await intakeRequestsByEmail(answers.email)
    expect(docs).toHaveLength(1)
    id = docs[0]!.id
  })

  it('cannot be read, changed or deleted anonymously through Payload REST', async () => {
    const list = await call('/api/cms/intake-requests')
    expect(list.status).toBe(403)
    expect(list.headers.get('cache-control')).toBe('no-store')
    const one = await call(`/api/cms/intake-requests/${id}`)
    expect(one.status).toBe(403)
    const counted = await call('/api/cms/intake-requests/count')
    expect(counted.status).toBe(403)
    const changed = await call(`/api/cms/intake-requests/${id}`, { method: 'PATCH', body: { status: 'closed' } })
    expect(changed.status).toBe(403)
    const removed = await call(`/api/cms/intake-requests/${id}`, { method: 'DELETE' })
    expect(removed.status).toBe(403)
    const created = await call('/api/cms/intake-requests', { body: { ...answers, status: 'new', source: 'intake-form' } })
    expect(created.status).toBe(403)
    for (const answer of [list, one, counted, changed, removed]) expect(JSON.stringify(answer.body)).not.toContain(marker)
    const payload = await testPayload()
    const stored = await payload.findByID({ collection: 'intake-requests', id })
    expect(stored.status).toBe('new')
  })

  it('has no GraphQL door: Payload GraphQL is off', async () => {
    const answer = await call('/api/cms/graphql', {
      body: { query: '{ IntakeRequests { docs { id firstName email specificNeeds additionalInfo } } }' },
    })
    expect(answer.status).toBe(404)
    expect(JSON.stringify(answer.body)).not.toContain(marker)
    const single = await call('/api/cms/graphql', { body: { query: `{ IntakeRequest(id: ${JSON.stringify(id)}) { firstName } }` } })
    expect(JSON.stringify(single.body)).not.toContain(marker)
  })

  it('cannot be read anonymously through the contract API or the admin', async () => {
    const contract = await call('/api/intake')
    expect(contract.status).toBe(401)
    expect(contract.headers.get('cache-control')).toBe('no-store')
    expect(JSON.stringify(contract.body)).not.toContain(marker)
    const admin = await call(`/admin/collections/intake-requests/${id}`)
    expect(JSON.stringify(admin.body)).not.toContain(marker)
    expect([200, 302, 303, 307, 308]).toContain(admin.status)
  })

  it('is readable by signed-in staff, with no-store', async () => {
    const cookie = await signIn()
    const rest = await call<{ firstName: string }>(`/api/cms/intake-requests/${id}`, { cookie })
    expect(rest.status).toBe(200)
    expect(rest.headers.get('cache-control')).toBe('no-store')
    expect(rest.body.firstName).toBe(answers.firstName)
    const contract = await call<{ requests: { email: string }[] }>('/api/intake', { cookie })
    expect(contract.status).toBe(200)
    expect(contract.headers.get('cache-control')).toBe('no-store')
    expect(contract.body.requests.some((request) => request.email === answers.email)).toBe(true)
  })

  it('tells staff by e-mail that a request arrived, and where to read it, never what it says', async () => {
    const [mail] = await waitForMail({ to: STAFF_ADDRESS, subject: 'New boutique intake request' })
    expect(mail!.text).toContain('/admin/collections/intake-requests')
    expect(JSON.stringify(mail)).not.toContain(marker)
    expect(JSON.stringify(mail)).not.toContain(answers.email)
  })

  it('never writes its answers, or those of a rejected request, to the server log', async () => {
    const rejected = await call('/api/intake', {
      body: { ...answers, email: `bad-${marker}`, privacyConsent: false },
      headers: { 'x-forwarded-for': address },
    })
    expect(rejected.status).toBe(400)
    const viaContact = await call('/api/contact', {
      body: { firstName: `Lee${marker}`, lastName: 'X', email: answers.email, subject: 'boutique-intake', message: `Needs: ${marker}` },
      headers: { 'x-forwarded-for': address },
    })
    expect(viaContact.status).toBe(201)
    // The staff notice is the last thing the submission does: once both have arrived, whatever
    // the server was going to log about them is in the log.
    const notices = await waitForMail({ to: STAFF_ADDRESS, subject: 'New boutique intake request', count: 2 })
    for (const mail of notices) expect(JSON.stringify(mail)).not.toContain(marker)
    const log = serverLog()
    expect(log).not.toContain(marker)
    expect(log).not.toContain(answers.email)
    expect(log).not.toContain(answers.phone)
  })
})
