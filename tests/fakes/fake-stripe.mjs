/**
 * A local stand-in for the parts of Stripe's API the app calls. The server SDK reaches it
 * through STRIPE_API_URL; tests read what it received at GET /__fake/requests.
 *
 * Add a resource by adding a route to `routes` below. Idempotency-Key replays return the
 * first answer, as Stripe does.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'

const requests = []
const idempotent = new Map()
const store = new Map()

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

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
  res.end(JSON.stringify(body))
}

function notFound(res, path) {
  send(res, 404, { error: { type: 'invalid_request_error', message: `No such resource: ${path}` } })
}

function saved(kind) {
  if (!store.has(kind)) store.set(kind, new Map())
  return store.get(kind)
}

const routes = [
  {
    method: 'POST',
    pattern: /^\/v1\/payment_intents$/,
    handle: ({ body }) => {
      const intent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: body.currency ?? 'usd',
        status: 'requires_payment_method',
        metadata: body.metadata ?? {},
        customer: body.customer ?? null,
        description: body.description ?? null,
        receipt_email: body.receipt_email ?? null,
        created: Math.floor(Date.now() / 1000),
      }
      intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`
      saved('payment_intents').set(intent.id, intent)
      return [200, intent]
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/payment_intents\/([^/]+)$/,
    handle: ({ match, res, path }) => {
      const intent = saved('payment_intents').get(match[1])
      return intent ? [200, intent] : notFound(res, path)
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
    handle: ({ match, res, path }) => {
      const intent = saved('payment_intents').get(match[1])
      if (!intent) return notFound(res, path)
      intent.status = 'canceled'
      return [200, intent]
    },
  },
]

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
      const body = req.method === 'GET' ? Object.fromEntries(url.searchParams) : parseForm(text)
      const key = req.headers['idempotency-key']
      requests.push({ method: req.method, path, body, idempotencyKey: key ?? null, at: Date.now() })
      const replayKey = key ? `${req.method} ${path} ${key}` : null
      if (replayKey && idempotent.has(replayKey)) {
        const [status, answer] = idempotent.get(replayKey)
        return send(res, status, answer)
      }
      const route = routes.find((r) => r.method === req.method && r.pattern.test(path))
      if (!route) return notFound(res, path)
      const result = route.handle({ body, match: path.match(route.pattern), req, res, path, store: saved })
      if (!result) return
      const [status, answer] = result
      if (replayKey) idempotent.set(replayKey, [status, answer])
      send(res, status, answer)
    })
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.FAKE_STRIPE_PORT || 12111)
  createFakeStripe().listen(port, '127.0.0.1', () => console.log(`[fake-stripe] listening on ${port}`))
}
