import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import type { CollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { BASE_URL } from '../../support/api'
import { testPayload } from '../../support/payload'
import { staffAccount } from '../../support/staff'
import { stripeRequests } from '../../support/money/stripe'

/**
 * Random and malformed bodies against every public write call. Whatever arrives, the answer is
 * never a 5xx, and a rejected body writes nothing: no row, and no call to Stripe.
 */
type Target = { path: string; writes: CollectionSlug[] }

const TARGETS: Target[] = [
  { path: '/api/newsletter', writes: ['newsletter-subscribers'] },
  { path: '/api/login', writes: [] },
  { path: '/api/orders', writes: ['orders'] },
  { path: '/api/create-payment-intent', writes: [] },
  { path: '/api/create-donation-intent', writes: [] },
]

const jsonValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.constantFrom('', ' ', 'a@b', 'x'.repeat(5000), '75.00', '-1', '0', '1e309', '<script>alert(1)</script>', "'; DROP TABLE orders; --"),
)

const FIELDS = [
  'email', 'firstName', 'lastName', 'source', 'username', 'password', 'amount', 'orderId', 'totalAmount', 'items',
  'donationType', 'subject', 'message', 'phone', 'productId', 'quantity', 'price', 'website', 'driveType', 'location',
]

/** Bodies shaped like the real ones with wrong values, plus arbitrary JSON and plain garbage. */
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), jsonValue, { maxKeys: 8 }).map((value) => JSON.stringify(value)),
  fc.record({ items: fc.array(fc.dictionary(fc.constantFrom('productId', 'quantity', 'price'), jsonValue), { maxLength: 3 }) }).map((v) => JSON.stringify(v)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '[]', 'null', '""', '{"email":', '\u0000', '{"__proto__":{"admin":true}}'),
)

async function rowCounts(slugs: CollectionSlug[]) {
  const payload = await testPayload()
  return Promise.all(slugs.map(async (collection) => (await payload.count({ collection, overrideAccess: true })).totalDocs))
}

describe('fuzzing the public API', () => {
  for (const target of TARGETS) {
    it(`${target.path}: no 5xx, and nothing written for a rejected body`, async () => {
      let seq = 0
      await fc.assert(
        fc.asyncProperty(body, async (text) => {
          seq += 1
          const before = await rowCounts(target.writes)
          // Writes only: the periodic reconciliation may list Stripe's events (GET) at any moment.
          const stripeBefore = (await stripeRequests({ method: 'POST' })).length
          const response = await fetch(`${BASE_URL}${target.path}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              // A distinct client address per request keeps form rate limits out of the way.
              'x-forwarded-for': `198.51.${100 + Math.floor(seq / 250)}.${seq % 250}`,
            },
            body: text,
          })
          const answer = await response.text()
          expect(response.status, `${target.path} ← ${text.slice(0, 120)} → ${answer.slice(0, 200)}`).toBeLessThan(500)
          expect(() => JSON.parse(answer), 'answers JSON').not.toThrow()
          if (response.status >= 400) {
            expect(await rowCounts(target.writes)).toEqual(before)
            expect((await stripeRequests({ method: 'POST' })).length).toBe(stripeBefore)
          }
        }),
        { numRuns: 60 },
      )
    }, 180_000)
  }
})

/**
 * Issue 42: every route of src/app/api, read from the file tree (a route added tomorrow is walked
 * the day it lands), with every body a careless or hostile client sends. No answer is a 5xx; a
 * route that reads a JSON body (`readJson`, `formPost`, `readSubmission`) answers each with a
 * 4xx, anonymous and as an admin.
 */
const API_DIR = path.join(process.cwd(), 'src', 'app', 'api')
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const

type Walked = { file: string; path: string; methods: string[]; json: boolean }

/** A value for each dynamic segment that names nothing, yet passes a route's own format check. */
function segmentValue(segment: string) {
  const name = segment.replace(/^\[+(\.\.\.)?/, '').replace(/\]+$/, '')
  if (name === 'token') return 'x'.repeat(43)
  if (name === 'year') return '2026'
  if (name === 'box') return 'contact-messages'
  if (name === 'action') return 'pause'
  if (name === 'slug') return 'fuzz-walk'
  return '999999999'
}

function walkRoutes(dir = API_DIR): Walked[] {
  const found: Walked[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...walkRoutes(full))
    else if (entry.name === 'route.ts') {
      const source = readFileSync(full, 'utf8')
      const exported = new Set<string>()
      for (const match of source.matchAll(/export (?:const|async function|function) (POST|PUT|PATCH|DELETE)\b/g)) exported.add(match[1])
      for (const match of source.matchAll(/export \{([^}]*)\}/g)) {
        for (const method of WRITE_METHODS) if (new RegExp(`\\b(as )?${method}\\b`).test(match[1])) exported.add(method)
      }
      const segments = path.relative(API_DIR, path.dirname(full)).split(path.sep).filter(Boolean)
      found.push({
        file: path.relative(process.cwd(), full),
        path: `/api/${segments.map((segment) => (segment.startsWith('[') ? segmentValue(segment) : segment)).join('/')}`,
        methods: [...exported],
        json: /\b(readJson|formPost|readSubmission)\b/.test(source),
      })
    }
  }
  return found
}

const huge = 3_000_000_000
const deep = `${'{"a":'.repeat(100)}1${'}'.repeat(100)}`
const BODIES: { name: string; text: string; type?: string }[] = [
  { name: 'an empty body', text: '' },
  { name: 'a body that is not JSON', text: 'this is not JSON' },
  { name: 'JSON with the wrong Content-Type', text: JSON.stringify({ email: 'fuzz@example.org', amount: '10.00' }), type: 'text/plain' },
  { name: 'an array for an object', text: '[]' },
  { name: 'null for an object', text: 'null' },
  { name: 'nesting 100 deep', text: deep },
  { name: 'a 1 MB string', text: JSON.stringify({ message: 'x'.repeat(1_000_000), email: 'x'.repeat(1_000_000) }) },
  { name: 'an unknown field', text: JSON.stringify({ fuzzUnknownField: true }) },
  { name: 'numbers above 2^31', text: JSON.stringify({ id: huge, batchId: huge, amount: huge, rows: huge, count: huge, quantity: huge, months: huge, year: huge }) },
  { name: 'numbers below 0', text: JSON.stringify({ id: -1, batchId: -1, amount: -1, rows: -1, count: -1, quantity: -1, months: -1 }) },
  { name: 'floats for integers', text: JSON.stringify({ id: 1.5, batchId: 1.5, rows: 1.5, count: 1.5, quantity: 1.5, months: 1.5 }) },
  { name: 'strings for numbers', text: JSON.stringify({ id: 'one', batchId: String(huge), rows: 'many', quantity: 'two', months: 'three' }) },
]

/** Real bodies with one field made wrong: the values a schema must refuse, not the database. */
const today = new Date().toISOString().slice(0, 10)
const SHAPED: { path: string; base: Record<string, unknown>; field: string; values: unknown[] }[] = [
  {
    path: '/api/donations/offline',
    base: { donorName: 'Fuzz Walker', amount: '10.00', receivedAt: today, method: 'check', checkNumber: 'FZ-1' },
    field: 'batchId',
    values: [huge, -1, 1.5, String(huge), 'x', [], {}],
  },
  { path: '/api/exports', base: { list: 'donations' }, field: 'rows', values: [huge, -1, 1.5, 'x', [], null] },
  { path: '/api/gift-batches', base: { name: 'Fuzz batch' }, field: 'expectedCount', values: [huge, -1, 1.5, String(huge), 'x', []] },
]

describe('every route of src/app/api, with every bad body', () => {
  const routes = walkRoutes()
  let admin = ''
  beforeAll(async () => {
    admin = (await staffAccount('admin', 'fuzz-walk')).cookie
  })

  it('finds the routes in the file tree', () => {
    expect(routes.length).toBeGreaterThan(50)
    expect(routes.filter((route) => route.json).length).toBeGreaterThan(25)
    expect(routes.find((route) => route.path === '/api/donations/offline')).toMatchObject({ json: true, methods: ['POST'] })
  })

  async function send(method: string, url: string, body: { text: string; type?: string }, cookie?: string, seq = 0) {
    const response = await fetch(`${BASE_URL}${url}`, {
      method,
      headers: {
        'content-type': body.type ?? 'application/json',
        // A distinct client address per request keeps form rate limits out of the way.
        'x-forwarded-for': `203.0.${113 + Math.floor(seq / 250) % 100}.${seq % 250}`,
        ...(cookie ? { cookie, 'sec-fetch-site': 'same-origin' } : {}),
      },
      body: body.text,
      redirect: 'manual',
    })
    const text = await response.text()
    return { status: response.status, text }
  }

  it('answers no 5xx anywhere, and a 4xx from every JSON route, anonymous and as an admin', async () => {
    const failures: string[] = []
    let seq = 0
    for (const route of routes) {
      for (const method of route.methods) {
        // Signing out would end the admin's session for the rest of the walk; non-JSON routes ignore the body.
        const sessions = route.json && !route.path.includes('logout') ? [undefined, admin] : [undefined]
        for (const cookie of sessions) {
          for (const body of BODIES) {
            const answer = await send(method, route.path, body, cookie, seq++)
            const who = cookie ? 'admin' : 'anonymous'
            if (answer.status >= 500 || (route.json && (answer.status < 400 || answer.status >= 500))) {
              failures.push(`${method} ${route.path} (${route.file}, ${who}) with ${body.name} → ${answer.status} ${answer.text.slice(0, 160)}`)
            }
          }
        }
      }
    }
    expect(failures).toEqual([])
  }, 600_000)

  it('refuses out-of-range, negative, fractional and mistyped numbers in real bodies with a 4xx, never the database', async () => {
    const failures: string[] = []
    for (const shaped of SHAPED) {
      for (const value of shaped.values) {
        const answer = await send('POST', shaped.path, { text: JSON.stringify({ ...shaped.base, [shaped.field]: value }) }, admin)
        if (answer.status < 400 || answer.status >= 500) failures.push(`${shaped.path} ${shaped.field}=${JSON.stringify(value)} → ${answer.status} ${answer.text.slice(0, 160)}`)
      }
    }
    expect(failures).toEqual([])
  }, 120_000)
})
