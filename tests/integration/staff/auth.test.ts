import { describe, expect, it } from 'vitest'

import { call, cookieFrom, signIn } from '../../support/api'
import { testPayload } from '../../support/payload'

async function makeStaff(prefix: string) {
  const payload = await testPayload()
  const username = `${prefix}-${Date.now()}`
  const password = 'a-long-test-password'
  await payload.create({ collection: 'users', data: { username, password, role: 'editor' } })
  return { username, password }
}

describe('staff sign-in', () => {
  it('signs in the seeded account with an HttpOnly, SameSite=Lax session cookie', async () => {
    const answer = await call('/api/login', { body: { username: 'admin', password: 'test-admin-password' } })
    expect(answer.status).toBe(200)
    const setCookie = answer.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
    expect(setCookie).toMatch(/; HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const me = await call('/api/user', { cookie: cookieFrom(answer.headers) })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ user: { username: 'admin' } })
  })

  it('answers 401 with a message for a wrong password or unknown user, and 400 for missing fields', async () => {
    const wrong = await call('/api/login', { body: { username: 'admin', password: 'nope' } })
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({ message: 'Invalid username or password.' })
    const unknown = await call('/api/login', { body: { username: 'nobody-here', password: 'whatever' } })
    expect(unknown.status).toBe(401)
    expect(unknown.body).toEqual({ message: 'Invalid username or password.' })
    const missing = await call('/api/login', { body: { username: '' } })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ errors: { username: 'Username is required', password: 'Password is required' } })
  })

  it('GET /api/user is 401 without a session', async () => {
    const answer = await call('/api/user')
    expect(answer.status).toBe(401)
  })

  it('logout ends the session on the server, not only in the browser', async () => {
    const cookie = await signIn()
    expect((await call('/api/user', { cookie })).status).toBe(200)
    const out = await call('/api/logout', { method: 'POST', cookie })
    expect(out.status).toBe(200)
    expect(out.headers.getSetCookie().join()).toMatch(/payload-token=;/)
    expect((await call('/api/user', { cookie })).status).toBe(401)
  })

  it('locks an account for 10 minutes after 5 failed sign-ins, even with the right password', async () => {
    const { username, password } = await makeStaff('lockout')
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await call('/api/login', { body: { username, password: 'wrong-password' } })
      expect(answer.status).toBe(401)
    }
    const locked = await call('/api/login', { body: { username, password } })
    expect(locked.status).toBe(429)
    expect(locked.body).toEqual({ message: 'Too many failed sign-in attempts. Please try again in 10 minutes.' })

    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'users', where: { username: { equals: username } }, showHiddenFields: true })
    const lockUntil = new Date(docs[0].lockUntil as string).getTime()
    expect(lockUntil - Date.now()).toBeGreaterThan(9 * 60 * 1000)
    expect(lockUntil - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000)
  })

  it("keeps staff data out of Payload's REST for anonymous callers, and GraphQL is off", async () => {
    expect((await call('/api/cms/users')).status).toBe(403)
    expect((await call('/api/cms/newsletter-subscribers')).status).toBe(403)
    const graphql = await call('/api/cms/graphql', {
      body: { query: '{ NewsletterSubscribers { docs { email } } Users { docs { username } } }' },
    })
    expect(graphql.status).toBe(404)
    expect(JSON.stringify(graphql.body)).not.toContain('@')
  })
})

describe('newsletter', () => {
  it('stores the address trimmed and lower-cased; a repeat sign-up gets the very same answer and adds no row', async () => {
    const local = `Repeat.qzvpersonal.${Date.now()}`
    const first = await call('/api/newsletter', { body: { email: `  ${local}@Example.ORG `, source: 'store' } })
    expect(first.status).toBe(201)
    expect(first.body).toEqual({ message: "Thank you for signing up! We'll keep you updated." })
    const again = await call('/api/newsletter', { body: { email: `${local.toUpperCase()}@example.org`, source: 'footer' } })
    // Byte for byte the first answer: nobody learns whether an address is subscribed.
    expect(again.status).toBe(first.status)
    expect(again.body).toEqual(first.body)

    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: `${local.toLowerCase()}@example.org` } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ source: 'store', isActive: true })
  })
})
