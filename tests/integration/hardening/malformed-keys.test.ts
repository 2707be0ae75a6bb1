import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { call, signIn, uniqueEmail } from '../../support/api'
import { sentMail, waitForMail } from '../../support/mail'
import { testPayload } from '../../support/payload'
import { intentIdOfSecret, sendStripeEvent, succeedPaymentIntent } from '../../support/money/stripe'

/**
 * A malformed key is a missing record (issue 27): every `[param]` route under src/app/api, found
 * from the file tree (a new route is walked without touching this file), and Payload's
 * `/api/cms/<collection>/<id>` for every collection with numeric keys answer 404 — never a 500
 * from a query run with NaN or an out-of-range number — to staff and to a signed-in donor.
 */
const MALFORMED = ['not-a-key', '-1', '1e9', '9'.repeat(300)]

/** Route parameters that are not keys: a valid value, so the key is what the route judges. */
const FIXED_PARAMS: Record<string, string> = { box: 'contact-messages', action: 'cancel' }

const API_ROOT = path.join(process.cwd(), 'src', 'app', 'api')

type KeyedRoute = { file: string; pattern: string[]; methods: string[] }

function keyedRoutes(dir = API_ROOT, segments: string[] = []): KeyedRoute[] {
  const found: KeyedRoute[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      // A catch-all ([...slug]) is the unknown-path 404, not a keyed route.
      if (!entry.name.startsWith('[...')) found.push(...keyedRoutes(full, [...segments, entry.name]))
    } else if (entry.name === 'route.ts' && segments.some((s) => s.startsWith('['))) {
      const source = readFileSync(full, 'utf8')
      const methods = [...source.matchAll(/export (?:const|async function) (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1])
      found.push({ file: path.relative(process.cwd(), full), pattern: segments, methods })
    }
  }
  return found
}

function address(route: KeyedRoute, key: string) {
  return (
    '/api/' +
    route.pattern
      .map((segment) => {
        const param = /^\[(\w+)\]$/.exec(segment)?.[1]
        if (!param) return segment
        return encodeURIComponent(FIXED_PARAMS[param] ?? key)
      })
      .join('/')
  )
}

let cookie = ''

/** The admin's session and a donor's My giving session, sent together: each route reads its own. */
beforeAll(async () => {
  const staff = await signIn()
  const email = uniqueEmail('keys')
  const intent = await call<{ clientSecret: string }>('/api/create-donation-intent', {
    body: { amount: '15.00', donationType: 'one_time', firstName: 'Kay', lastName: 'Reed', email },
  })
  expect(intent.status).toBe(200)
  expect((await sendStripeEvent(await succeedPaymentIntent(intentIdOfSecret(intent.body.clientSecret)))).status).toBe(200)
  const before = (await sentMail({ to: email, subject: /^Manage your giving/ })).length
  expect((await call('/api/donor-portal/link', { body: { email }, headers: { 'x-forwarded-for': '198.51.100.227' } })).status).toBe(202)
  const mails = await waitForMail({ to: email, subject: /^Manage your giving/, count: before + 1 })
  const token = /\/my-giving\/open\?token=([A-Za-z0-9_-]+)/.exec(mails[mails.length - 1].text)![1]
  const opened = await call(`/my-giving/open?token=${token}`)
  expect(opened.status).toBe(303)
  const donor = opened.headers.getSetCookie().find((c) => c.startsWith('donor-portal='))!.split(';')[0]
  cookie = `${staff}; ${donor}`
}, 60_000)

describe('malformed keys', () => {
  const routes = keyedRoutes()

  it('finds the keyed routes in the file tree', () => {
    expect(routes.map((r) => r.file)).toEqual(expect.arrayContaining([expect.stringMatching(/orders\/\[id\]\/refund/), expect.stringMatching(/donor-portal\/statements\/\[year\]/)]))
    for (const route of routes) expect(route.methods.length, `${route.file} exports no method`).toBeGreaterThan(0)
    // A new parameter must be listed as fixed or be a key: the walk would otherwise guess wrong.
    const params = new Set(routes.flatMap((r) => r.pattern.map((s) => /^\[(\w+)\]$/.exec(s)?.[1]).filter(Boolean)))
    // `token`: an opaque link token (a finish-later reminder's, a staff calendar feed's), judged like a key: unknown → 404.
    // `month` (a closed accounting month, YYYY-MM), `slug` (a campaign's) and `row` (an import's row
    // number) are keys too: unknown → 404.
    expect([...params].filter((p) => !FIXED_PARAMS[p!] && !['id', 'number', 'year', 'token', 'month', 'slug', 'row'].includes(p!))).toEqual([])
  })

  it('answer 404 on every custom [param] route', async () => {
    const answers: string[] = []
    for (const route of routes) {
      if (!route.pattern.some((s) => /^\[(id|number|year|token|month|slug|row)\]$/.test(s))) continue
      for (const method of route.methods) {
        for (const key of MALFORMED) {
          const target = address(route, key)
          const answer = await call(target, { method, cookie, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) })
          if (answer.status !== 404) answers.push(`${method} ${target.slice(0, 80)} → ${answer.status}`)
        }
      }
    }
    expect(answers).toEqual([])
  })

  it('answer 404 on /api/cms/<collection>/<id> for every collection with numeric keys, for GET, PATCH and DELETE', async () => {
    const payload = await testPayload()
    const numeric = Object.entries(payload.collections)
      .filter(([, collection]) => (collection.customIDType ?? 'number') === 'number')
      // Only collections whose REST serves /<id>: Payload's migrations have no REST at all, and its
      // preferences answer /payload-preferences/<key> by a preference's name, not a row key.
      .filter(([, collection]) => {
        const paths = ((collection.config.endpoints || []) as { path: string }[]).map((e) => e.path)
        return paths.includes('/:id') && !paths.some((p) => /^\/:(?!id\b)\w+\??$/.test(p))
      })
      .map(([slug]) => slug)
    expect(numeric).toEqual(expect.arrayContaining(['orders', 'donations', 'users', 'media', 'intake-requests']))
    const answers: string[] = []
    for (const slug of numeric) {
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        for (const key of MALFORMED) {
          const target = `/api/cms/${slug}/${encodeURIComponent(key)}`
          const answer = await call(target, { method, cookie, ...(method === 'PATCH' ? { body: {} } : {}) })
          if (answer.status !== 404) answers.push(`${method} ${target.slice(0, 80)} → ${answer.status}`)
        }
      }
      // A well-formed key that no row has is Payload's own answer: 404, or 403 for a collection
      // no one may read over REST (rate-limits, job runs): never a 500 either way.
      const wellFormed = (await call(`/api/cms/${slug}/2147483647`, { cookie })).status
      expect([403, 404], `${slug} → ${wellFormed}`).toContain(wellFormed)
    }
    expect(answers).toEqual([])
  })

  it('leaves the collections’ own endpoints alone', async () => {
    expect((await call('/api/cms/users/me', { cookie })).status).toBe(200)
    expect((await call('/api/cms/orders/count', { cookie })).status).toBe(200)
  })
})
