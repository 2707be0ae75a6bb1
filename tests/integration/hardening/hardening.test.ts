import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { BASE_URL, call, cookieFrom, signIn, uniqueEmail } from '../../support/api'
import { uniqueAddress, validContact, validDrive, validFeedback, validIntake } from '../../support/forms'
import { markedName } from '../../support/markers'
import { testPayload } from '../../support/payload'

/** Issue 13: what a script tried against the production build, each now refused. */

const NUL = '\u0000'

/** Every string (nested ones too) of a body, each in turn with a NUL character inside. */
function withNulInEachField(body: Record<string, unknown>): { field: string; body: Record<string, unknown> }[] {
  const variants: { field: string; body: Record<string, unknown> }[] = []
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') variants.push({ field: key, body: { ...body, [key]: `${value || 'x'}${NUL}y` } })
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const inner of withNulInEachField(value as Record<string, unknown>)) {
        variants.push({ field: `${key}.${inner.field}`, body: { ...body, [key]: inner.body } })
      }
    }
  }
  return variants
}

describe('control characters', () => {
  it('answers 400 for a NUL in every public form field and writes nothing', async () => {
    const payload = await testPayload()
    const forms = [
      { path: '/api/contact', body: validContact(), collection: 'contact-messages' as const },
      { path: '/api/drive-inquiry', body: validDrive(), collection: 'drive-inquiries' as const },
      { path: '/api/intake', body: validIntake(), collection: 'intake-requests' as const },
      { path: '/api/feedback', body: validFeedback({ email: uniqueEmail('feedback') }), collection: 'feedback' as const },
      { path: '/api/newsletter', body: { email: uniqueEmail('news'), source: 'footer' }, collection: 'newsletter-subscribers' as const },
    ]
    const address = uniqueAddress()
    for (const form of forms) {
      const before = (await payload.count({ collection: form.collection, overrideAccess: true })).totalDocs
      for (const variant of withNulInEachField(form.body)) {
        const answer = await call(form.path, { body: variant.body, headers: { 'x-forwarded-for': address } })
        expect(answer.status, `${form.path} ${variant.field}`).toBe(400)
      }
      expect((await payload.count({ collection: form.collection, overrideAccess: true })).totalDocs, form.path).toBe(before)
    }
    const gift = { amount: '25.00', donationType: 'one_time', firstName: markedName('Ada'), lastName: markedName('Lane'), email: uniqueEmail('gift') }
    for (const variant of withNulInEachField(gift)) {
      const answer = await call('/api/create-donation-intent', { body: variant.body, headers: { 'x-forwarded-for': address } })
      expect(answer.status, `donation ${variant.field}`).toBe(400)
    }
  })

  it('answers 400 for a NUL in the staff search', async () => {
    const cookie = await signIn()
    for (const query of [`search=${encodeURIComponent(`ann${NUL}`)}`, `category=${encodeURIComponent(NUL)}`]) {
      const answer = await call(`/api/donor-contacts?${query}`, { cookie })
      expect(answer.status, query).toBe(400)
    }
    expect((await call('/api/login', { body: { username: `admin${NUL}`, password: 'x' } })).status).toBe(400)
  })
})

describe('GraphQL', () => {
  it('is off: a 500-alias query is refused, and a concurrent GET /robots.txt is answered', async () => {
    const aliases = Array.from({ length: 500 }, (_, i) => `a${i}: Products { docs { id name } }`).join(' ')
    const [graphql, robots] = await Promise.all([
      call('/api/cms/graphql', { body: { query: `{ ${aliases} }` } }),
      fetch(`${BASE_URL}/robots.txt`),
    ])
    expect(graphql.status).toBe(404)
    expect(robots.status).toBe(200)
    expect(await robots.text()).toContain('Disallow: /admin')
    expect((await call('/api/cms/graphql-playground')).status).toBe(404)
  })
})

function folderSize(dir: string): number {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) total += folderSize(full)
    else if (entry.isFile()) total += statSync(full).size
  }
  return total
}

describe('unknown product pages', () => {
  it('200 made-up ids answer the Product Not Found page with 404 and grow the build folder by less than 200 KB', async () => {
    const dist = path.resolve(process.env.NEXT_DIST_DIR || '.next-test')
    const before = folderSize(dist)
    for (let i = 0; i < 200; i++) {
      const id = i % 2 ? `no-such-product-${Date.now()}-${i}` : `Weird_${i}_${Math.random().toString(36).slice(2)}`
      const response = await fetch(`${BASE_URL}/product/${id}`)
      expect(response.status, id).toBe(404)
      const html = await response.text()
      if (i < 2) expect(html).toContain('Product Not Found')
    }
    expect(folderSize(dist) - before).toBeLessThan(200 * 1024)
  })
})

describe('staff sign-in', () => {
  async function makeStaff() {
    const payload = await testPayload()
    const username = `guard-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
    await payload.create({ collection: 'users', data: { username, password: 'a-long-test-password', role: 'editor' } })
    return username
  }

  it('answers an unknown user and a wrong password byte for byte alike on both login routes, lock included', async () => {
    const username = await makeStaff()
    for (const [route, body] of [
      ['/api/login', (name: string) => ({ username: name, password: 'wrong-password-here' })],
      ['/api/cms/users/login', (name: string) => ({ username: name, password: 'wrong-password-here' })],
    ] as const) {
      const wrong = await fetch(`${BASE_URL}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body(username)) })
      const unknown = await fetch(`${BASE_URL}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body(`nobody-${Date.now()}`)),
      })
      expect(unknown.status, route).toBe(wrong.status)
      expect(await unknown.text(), route).toBe(await wrong.text())
    }

    // After as many failures as lock a real account, an unknown name gets the same lock answer.
    const ghost = `ghost-${Date.now()}`
    const real = await makeStaff()
    const answers: { ghost: string; real: string }[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const g = await call('/api/login', { body: { username: ghost, password: 'wrong-password-here' } })
      const r = await call('/api/login', { body: { username: real, password: 'wrong-password-here' } })
      answers.push({ ghost: `${g.status} ${JSON.stringify(g.body)}`, real: `${r.status} ${JSON.stringify(r.body)}` })
    }
    for (const answer of answers) expect(answer.ghost).toBe(answer.real)
    expect(answers[5].real).toMatch(/^429/)
  })

  it('refuses a short or common password when staff create an account or change one', async () => {
    const cookie = await signIn()
    for (const password of ['short-pw-1', 'password1234', '123456789012']) {
      const answer = await call('/api/cms/users', { body: { username: `weak-${Date.now()}`, password }, cookie })
      expect(answer.status, password).toBe(400)
      expect(JSON.stringify(answer.body), password).toMatch(/at least 12 characters|most common/)
    }
    const created = await call<{ doc: { id: number } }>('/api/cms/users', { body: { username: `strong-${Date.now()}`, password: 'violet-harbor-lantern-42' }, cookie })
    expect(created.status).toBe(201)
    const changed = await call(`/api/cms/users/${created.body.doc.id}`, { method: 'PATCH', body: { password: 'password1234' }, cookie })
    expect(changed.status).toBe(400)
  })

  it('returns no token in login or me bodies, and every staff answer is no-store', async () => {
    const login = await call('/api/login', { body: { username: 'admin', password: process.env.ADMIN_PASSWORD || 'test-admin-password' } })
    expect(login.status).toBe(200)
    expect(JSON.stringify(login.body)).not.toMatch(/token/i)
    const cms = await call('/api/cms/users/login', { body: { username: 'admin', password: process.env.ADMIN_PASSWORD || 'test-admin-password' } })
    expect(cms.status).toBe(200)
    expect(cms.body).not.toHaveProperty('token')
    const cookie = cookieFrom(cms.headers)
    const me = await call('/api/cms/users/me', { cookie })
    expect(me.status).toBe(200)
    expect(me.body).not.toHaveProperty('token')
    for (const answer of [login, cms, me]) expect(answer.headers.get('cache-control')).toBe('no-store')
    for (const pathname of ['/api/user', '/api/cms/users', '/api/cms/donor-contacts', '/api/cms/donations', '/api/cms/orders', '/api/cms/newsletter-subscribers', '/api/cms/intake-requests', '/api/donor-contacts', '/api/donations']) {
      for (const session of [cookie, undefined]) {
        const answer = await call(pathname, { cookie: session })
        expect(answer.headers.get('cache-control'), `${pathname} ${session ? 'staff' : 'anonymous'}`).toBe('no-store')
      }
    }
  })
})

describe('cross-site writes without Origin', () => {
  it('refuses Sec-Fetch-Site: cross-site like a foreign Origin and writes nothing', async () => {
    const email = uniqueEmail('fetchsite')
    const answer = await call('/api/newsletter', { body: { email, source: 'footer' }, headers: { 'sec-fetch-site': 'cross-site' } })
    expect(answer.status).toBe(403)
    const payload = await testPayload()
    expect((await payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })
})

describe('the server log', () => {
  it('records an anonymous 403 as one line, without a stack trace', async () => {
    const file = process.env.SERVER_LOG_FILE
    if (!file) throw new Error('SERVER_LOG_FILE is not set: run through npm test')
    const start = statSync(file).size
    const answer = await call('/api/cms/donor-contacts')
    expect(answer.status).toBe(403)
    // Give the server a bounded moment to write whatever it writes about the refusal.
    let added = ''
    for (let i = 0; i < 20 && !added; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      added = readFileSync(file).subarray(start).toString('utf8')
    }
    expect(added.split('\n').filter(Boolean).length).toBeLessThanOrEqual(1)
    expect(added).not.toMatch(/\bat .+\(.+:\d+:\d+\)/)
    expect(added).not.toContain('"stack"')
  })
})
