import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteServerArgs } from '../../../scripts/lib/site-server.mjs'
import { call, uniqueEmail } from '../../support/api'
import { eventually } from '../../support/cluster'
import { FAKE_STRIPE_URL } from '../../support/money/stripe'

/**
 * One more production server on the test build, whose PostgreSQL connections pass through a
 * relay this test can cut: the health check must say 503 while the database is gone and 200
 * once it is back, and SIGTERM must let a request already inside the app finish.
 */
const port = Number(process.env.PORT || 3100) + 51
const url = `http://127.0.0.1:${port}`

/** A TCP relay to the real database that can refuse and drop every connection on demand. */
function databaseRelay(target: URL) {
  const sockets = new Set<net.Socket>()
  let open = true
  const server = net.createServer((client) => {
    if (!open) return client.destroy()
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => socket.destroy())
    }
    client.pipe(upstream).pipe(client)
  })
  return {
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))),
    cut() {
      open = false
      for (const socket of sockets) socket.destroy()
    },
    restore() {
      open = true
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const target = new URL(process.env.DATABASE_URL ?? '')
const relay = databaseRelay(target)
let server: ChildProcess
let exited: Promise<number | null>

beforeAll(async () => {
  const relayPort = await relay.listen()
  const viaRelay = new URL(target)
  viaRelay.hostname = '127.0.0.1'
  viaRelay.port = String(relayPort)
  server = spawn(process.execPath, siteServerArgs({ port, hostname: '127.0.0.1' }), {
    env: { ...process.env, DATABASE_URL: viaRelay.toString(), NODE_ENV: 'production', PORT: String(port), REDIS_URL: '' },
    stdio: 'ignore',
  })
  exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))))
  await eventually('the relayed server', async () => ((await fetch(`${url}/api/health`)).status === 200 ? true : undefined), 180_000)
}, 200_000)

afterAll(async () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
  await relay.close()
})

type Health = { status: string; database: string; cache: string }

describe('the health check', () => {
  it('answers 503 while the database is unreachable and 200 again once it is back, never cached', async () => {
    const up = await call<Health>(`${url}/api/health`)
    expect(up.status).toBe(200)
    // Each process renders a page once with its own address (scripts/lib/fresh-pages.mjs), then
    // serves it from its cache: a page it has rendered needs no database query after that.
    expect((await fetch(`${url}/staying-safe-online`)).status).toBe(200)
    expect(up.body).toEqual({ status: 'ok', database: 'ok', cache: 'disabled' })

    relay.cut()
    const down = await call<Health>(`${url}/api/health`)
    expect(down.status).toBe(503)
    expect(down.body).toEqual({ status: 'unavailable', database: 'down', cache: 'disabled' })
    expect(down.headers.get('cache-control')).toContain('no-store')
    // The instance itself stays up: pages already rendered still answer.
    expect((await fetch(`${url}/staying-safe-online`)).status).toBe(200)

    relay.restore()
    await eventually('health back to 200', async () => ((await call(`${url}/api/health`)).status === 200 ? true : undefined), 30_000)
  }, 60_000)
})

describe('SIGTERM', () => {
  it('lets a request already inside the app finish before the server exits, and takes no new ones', async () => {
    const email = uniqueEmail('sigterm')
    await fetch(`${FAKE_STRIPE_URL}/__fake/hold`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ contains: email }) })
    try {
      // The gift's call to Stripe is parked in the fake, so the request is in flight in the app.
      const inFlight = call<{ clientSecret?: string }>(`${url}/api/create-donation-intent`, {
        body: { amount: '30.00', donationType: 'one_time', firstName: 'Sig', lastName: 'Term', email },
      })
      await eventually('the Stripe call parked', async () => {
        const { held } = (await (await fetch(`${FAKE_STRIPE_URL}/__fake/held`)).json()) as { held: number }
        return held > 0 ? true : undefined
      })

      server.kill('SIGTERM')
      // It stops taking connections, but does not exit while the request is unanswered.
      await eventually('new connections refused', async () => {
        try {
          await fetch(`${url}/api/health`)
          return undefined
        } catch {
          return true
        }
      })
      expect(server.exitCode).toBeNull()
      expect(server.signalCode).toBeNull()

      await fetch(`${FAKE_STRIPE_URL}/__fake/release`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ contains: email }) })
      const answer = await inFlight
      expect(answer.status).toBe(200)
      expect(answer.body.clientSecret).toMatch(/^pi_.+_secret_/)
      // Next exits with 128 + SIGTERM's number after a clean shutdown.
      expect(await exited).toBe(143)
    } finally {
      await fetch(`${FAKE_STRIPE_URL}/__fake/release`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ contains: email }) })
    }
  }, 60_000)
})
