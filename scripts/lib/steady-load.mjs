import http from 'node:http'
import { randomUUID } from 'node:crypto'

/**
 * A steady load of `perSecond` requests a second (each gift from the address `email()` gives), round-robin over `/`, `/store`,
 * `/api/products` and a donation intent, for a rolling replacement to run under (the cluster
 * test and `node bench/roll.mjs` both use it, so the test and the figure see the same load).
 *
 * Each request goes on a connection of its own, as a crowd of browsers sends them: a browser
 * also retries a request a reused connection lost before any answer, and a load on fresh
 * connections has no such retry to hide behind.
 */
export function steadyLoad(base, { perSecond = 50, email = () => `roll-${randomUUID()}@example.test` } = {}) {
  const gift = () => ({ amount: '25.00', donationType: 'one_time', firstName: 'Roll', lastName: 'Load', email: email() })
  const targets = [
    () => request(base, '/'),
    () => request(base, '/store'),
    () => request(base, '/api/products'),
    () => request(base, '/api/create-donation-intent', gift()),
  ]
  const pending = []
  let sent = 0
  const timer = setInterval(() => pending.push(targets[sent++ % targets.length]()), 1000 / perSecond)
  return {
    sent: () => sent,
    /** Stops sending; resolves with every request's outcome `{ what, status, ms, error? }`. */
    stop: async () => {
      clearInterval(timer)
      return Promise.all(pending)
    },
  }
}

function request(base, what, body) {
  const started = performance.now()
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve) => {
    const done = (status, error) => resolve({ what, status, ms: performance.now() - started, ...(error ? { error } : {}) })
    const req = http.request(
      `${base}${what}`,
      { method: payload ? 'POST' : 'GET', agent: false, headers: payload ? { 'content-type': 'application/json' } : {}, timeout: 10_000 },
      (res) => {
        res.resume()
        res.on('end', () => done(res.statusCode ?? 0))
        res.on('error', (error) => done(0, error.message))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (error) => done(0, error.message))
    req.end(payload)
  })
}

/** What a load's outcomes come to: how many, how many failed, the slowest and the 99th percentile. */
export function summarize(outcomes) {
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b)
  const failed = outcomes.filter((o) => o.status !== 200)
  return {
    requests: outcomes.length,
    failed: failed.length,
    failures: [...new Set(failed.map((o) => `${o.what} ${o.status || o.error}`))],
    slowestMs: times.at(-1) ?? 0,
    p99Ms: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0,
    over2s: outcomes.filter((o) => o.ms > 2000).length,
  }
}
