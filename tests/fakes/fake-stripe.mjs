/**
 * A local stand-in for the parts of Stripe's API the app calls. The server SDK reaches it
 * through STRIPE_API_URL; tests read what it received at GET /__fake/requests.
 *
 * Add a resource by adding a route to `routes` below. Idempotency-Key replays return the
 * first answer, as Stripe does.
 *
 * A test can keep a call in flight: POST /__fake/hold {contains} parks every call whose body
 * contains that text until POST /__fake/release {contains}; GET /__fake/held counts parked calls
 * (how the shutdown test knows a request is inside the app when it sends SIGTERM).
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'

import { bankPaymentRoutes } from './stripe-routes/bank-payments.mjs'
import { billingRoutes } from './stripe-routes/billing.mjs'
import { eventRoutes } from './stripe-routes/events.mjs'
import { paymentIntentRoutes } from './stripe-routes/payment-intents.mjs'
import { payoutRoutes } from './stripe-routes/payouts.mjs'

const requests = []
const idempotent = new Map()
const store = new Map()
/** Parked calls by the text that parks them: each entry's functions answer its calls. */
const holds = new Map()

export function id(prefix) {
  return `${prefix}_${randomBytes(12).toString('hex')}`
}

/** Stripe's form encoding (`a[b][0][c]=1`) to nested objects and arrays. */
export function parseForm(text) {
  const out = {}
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.replace(/\]/g, '').split('[')
    let node = out
    parts.forEach((part, index) => {
      const last = index === parts.length - 1
      const nextIsIndex = !last && /^\d+$/.test(parts[index + 1])
      if (last) node[part] = value
      else node = node[part] ??= nextIsIndex ? [] : {}
    })
  }
  return out
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers })
  res.end(JSON.stringify(body))
}

function notFound(res, path) {
  send(res, 404, { error: { type: 'invalid_request_error', message: `No such resource: ${path}` } })
}

function saved(kind) {
  if (!store.has(kind)) store.set(kind, new Map())
  return store.get(kind)
}

/**
 * The handler of a route whose path names a stored object of `kind` (the pattern's first group):
 * Stripe's 404 when there is none, else what `act(found, request)` answers (by default the object).
 */
function onSaved(kind, act = (found) => [200, found]) {
  return (request) => {
    const found = saved(kind).get(request.match[1])
    return found ? act(found, request) : notFound(request.res, request.path)
  }
}

/** The handler of a create call: stores the object `build(request)` makes, under its id, and answers it. */
function created(kind, build) {
  return (request) => {
    const object = build(request)
    saved(kind).set(object.id, object)
    return [200, object]
  }
}

/** What a route module gets: id maker, per-kind storage, a 404 answer, handlers for retrieve and create calls. */
const helpers = { id, saved, notFound, randomBytes, onSaved, created }

/** Each Stripe area keeps its routes in its own module (payment intents, billing, …). */
const routes = [...paymentIntentRoutes(helpers), ...billingRoutes(helpers), ...eventRoutes(helpers), ...bankPaymentRoutes(helpers), ...payoutRoutes(helpers)]

export function createFakeStripe() {
  return http.createServer((req, res) => {
    let text = ''
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const path = url.pathname
      if (path === '/__fake/requests') {
        if (req.method === 'DELETE') requests.length = 0
        return send(res, 200, { requests })
      }
      const isJson = String(req.headers['content-type'] ?? '').startsWith('application/json')
      const body = req.method === 'GET' ? Object.fromEntries(url.searchParams) : isJson ? JSON.parse(text || '{}') : parseForm(text)
      if (path === '/__fake/hold' && req.method === 'POST') {
        if (!holds.has(body.contains)) holds.set(body.contains, [])
        return send(res, 200, { holding: body.contains })
      }
      if (path === '/__fake/release' && req.method === 'POST') {
        const parked = holds.get(body.contains) ?? []
        holds.delete(body.contains)
        for (const resume of parked) resume()
        return send(res, 200, { released: parked.length })
      }
      if (path === '/__fake/held') {
        return send(res, 200, { held: [...holds.values()].reduce((sum, parked) => sum + parked.length, 0) })
      }
      const serialized = JSON.stringify(body)
      const parking = [...holds.entries()].find(([contains]) => serialized.includes(contains))
      if (parking) {
        parking[1].push(() => answer(req, res, path, body))
        return
      }
      answer(req, res, path, body)
    })
  })
}

/** Records the call and answers it from its route (a replayed Idempotency-Key gets the first answer). */
function answer(req, res, path, body) {
  const key = req.headers['idempotency-key']
  // Test controls (/__fake/…) are not calls the site made, so they are not recorded.
  if (!path.startsWith('/__fake/')) requests.push({ method: req.method, path, body, idempotencyKey: key ?? null, at: Date.now() })
  const replayKey = key ? `${req.method} ${path} ${key}` : null
  if (replayKey && idempotent.has(replayKey)) {
    const [status, first] = idempotent.get(replayKey)
    // As Stripe marks a replayed answer.
    return send(res, status, first, { 'idempotent-replayed': 'true' })
  }
  const route = routes.find((r) => r.method === req.method && r.pattern.test(path))
  if (!route) return notFound(res, path)
  const result = route.handle({ body, match: path.match(route.pattern), req, res, path, store: saved })
  if (!result) return
  const [status, answered] = result
  if (replayKey) idempotent.set(replayKey, [status, answered])
  send(res, status, answered)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.FAKE_STRIPE_PORT || 12111)
  createFakeStripe().listen(port, '127.0.0.1', () => console.log(`[fake-stripe] listening on ${port}`))
}
