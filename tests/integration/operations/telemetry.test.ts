import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteServerArgs } from '../../../scripts/lib/site-server.mjs'
import { call, uniqueEmail } from '../../support/api'
import { eventually, testPort } from '../../support/cluster'
import { uniqueAddress, validIntake } from '../../support/forms'
import { markedName } from '../../support/markers'
import { sendStripeEvent, succeedPaymentIntent } from '../../support/money/stripe'

/**
 * Traces and metrics (issue 48). Two more production servers on the test build:
 * - `traced`, with OTEL_EXPORTER_OTLP_ENDPOINT pointing at an OTLP/HTTP JSON receiver of this
 *   test and METRICS_TOKEN set: a donation intent, its webhook and an intake submission must
 *   arrive as spans (request, database, Stripe) holding nothing the visitor submitted;
 * - `quiet`, without OTEL_EXPORTER_OTLP_ENDPOINT (its traces-only variable pointed at a second
 *   receiver, so an export would be seen): it must send nothing.
 * The suite's own server has no METRICS_TOKEN: its /api/metrics does not exist.
 */

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number; arrayValue?: { values: OtlpValue[] } }
type OtlpAttribute = { key: string; value: OtlpValue }
type OtlpSpan = {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  kind: number
  attributes?: OtlpAttribute[]
  events?: { name: string; attributes?: OtlpAttribute[] }[]
  status?: { code?: number; message?: string }
}
type Span = OtlpSpan & { scope: string; attrs: Record<string, unknown> }

function plain(value: OtlpValue): unknown {
  if (value.arrayValue) return value.arrayValue.values.map(plain)
  return value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : undefined) ?? value.boolValue ?? value.doubleValue
}

/** An OTLP/HTTP receiver (JSON encoding) that keeps every span it is sent. */
function otlpReceiver() {
  const spans: Span[] = []
  let requests = 0
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      requests += 1
      try {
        const parsed = JSON.parse(body) as { resourceSpans?: { scopeSpans?: { scope?: { name?: string }; spans?: OtlpSpan[] }[] }[] }
        for (const resource of parsed.resourceSpans ?? []) {
          for (const scoped of resource.scopeSpans ?? []) {
            for (const span of scoped.spans ?? []) {
              spans.push({ ...span, scope: scoped.scope?.name ?? '', attrs: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, plain(a.value)])) })
            }
          }
        }
      } catch {
        // Not JSON: counted as a request all the same.
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  return {
    spans,
    requests: () => requests,
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Everything of a span that is text an operator would read: names, attribute values, events, status. */
function spanText(span: Span) {
  return JSON.stringify([span.name, span.attributes, span.events, span.status])
}

const traced = { port: testPort(61), log: '' }
const quiet = { port: testPort(62), log: '' }
const receiver = otlpReceiver()
const quietReceiver = otlpReceiver()
const METRICS_TOKEN = `metrics-${Math.random().toString(36).slice(2)}`
const servers: ChildProcess[] = []

function startServer(target: { port: number; log: string }, env: Record<string, string>) {
  const child = spawn(process.execPath, siteServerArgs({ port: target.port, hostname: '127.0.0.1' }), {
    env: {
      ...process.env,
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
      METRICS_TOKEN: '',
      ...env,
      NODE_ENV: 'production',
      PORT: String(target.port),
      SITE_URL: `http://127.0.0.1:${target.port}`,
      REDIS_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (target.log += chunk.toString('utf8')))
  child.stderr?.on('data', (chunk: Buffer) => (target.log += chunk.toString('utf8')))
  servers.push(child)
  return eventually(`the server on ${target.port}`, async () => ((await fetch(`http://127.0.0.1:${target.port}/api/health`).catch(() => null))?.status === 200 ? true : undefined), 240_000)
}

beforeAll(async () => {
  const [endpoint, quietEndpoint] = await Promise.all([receiver.listen(), quietReceiver.listen()])
  await Promise.all([
    startServer(traced, { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '200', METRICS_TOKEN }),
    startServer(quiet, { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${quietEndpoint}/v1/traces`, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '200' }),
  ])
}, 300_000)

afterAll(async () => {
  for (const child of servers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  await Promise.all([receiver.close(), quietReceiver.close()])
})

/** What a donor and a woman asking for help submit; none of it may reach a span. */
const marker = `Tl${Date.now().toString(36)}`
const gift = { amount: '73.19', donationType: 'one_time', firstName: markedName(`Ada${marker}`), lastName: markedName(`Lane${marker}`), email: uniqueEmail(`otel${marker}`) }
const intake = validIntake({ firstName: markedName(`Maya${marker}`), phone: '(931) 555-0173', specificNeeds: markedName(`Needs${marker}`), email: uniqueEmail(`otelintake${marker}`) })
const portalToken = `tok${marker}${Math.random().toString(36).slice(2)}`
const SECRETS = [gift.email, intake.email, `Ada${marker}`, `Lane${marker}`, `Maya${marker}`, `Needs${marker}`, '555-0173', '73.19', '7319', portalToken, 'qzvpersonal']

/** Does what a visitor does on `base`: a gift (intent, then Stripe's webhook), an intake, a portal link. */
async function visit(base: string) {
  const intent = await call<{ clientSecret: string }>(`${base}/api/create-donation-intent`, { body: gift, headers: { 'x-forwarded-for': uniqueAddress() } })
  expect(intent.status).toBe(200)
  const paymentIntent = intent.body.clientSecret.split('_secret_')[0]!
  const event = await succeedPaymentIntent(paymentIntent)
  const webhook = await sendStripeEvent(event, { base })
  expect(webhook.status).toBe(200)
  const submitted = await call(`${base}/api/intake`, { body: intake, headers: { 'x-forwarded-for': uniqueAddress() } })
  expect(submitted.status).toBe(201)
  const portal = await fetch(`${base}/my-giving/open?token=${portalToken}&email=${encodeURIComponent(gift.email)}`, { redirect: 'manual' })
  expect(portal.status).toBeLessThan(500)
}

describe('traces over OTLP/HTTP', () => {
  const base = `http://127.0.0.1:${traced.port}`

  it('exports spans for each request, its database statements and its Stripe calls, holding nothing submitted', async () => {
    await visit(base)
    const routes = ['/api/create-donation-intent', '/api/stripe/webhook', '/api/intake']
    await eventually(
      'the request spans',
      async () => (routes.every((route) => receiver.spans.some((span) => span.kind === 2 && span.attrs['http.route'] === route)) ? true : undefined),
      20_000,
    ).catch((error: Error) => {
      const servers = receiver.spans.filter((span) => span.kind === 2).map((span) => `${span.scope} ${span.name} ${JSON.stringify(span.attrs)}`)
      throw new Error(`${error.message}; server spans seen: ${servers.slice(-12).join('\n')}`)
    })

    const requestSpan = (route: string) => receiver.spans.find((span) => span.kind === 2 && span.scope === 'bloom-foundation-site/http' && span.attrs['http.route'] === route)!
    for (const route of routes) {
      const span = requestSpan(route)
      expect(span, route).toBeDefined()
      expect(span.name).toBe(`POST ${route}`)
      expect(span.attrs['http.response.status_code']).toBe(route === '/api/intake' ? 201 : 200)
      // Each request's trace holds its database statements, with placeholders for their values.
      const statements = receiver.spans.filter((s) => s.traceId === span.traceId && s.attrs['db.system.name'] === 'postgresql')
      expect(statements.length, route).toBeGreaterThan(0)
      expect(statements.some((s) => /\$1/.test(String(s.attrs['db.query.text'])))).toBe(true)
    }
    const donationTrace = requestSpan('/api/create-donation-intent').traceId
    expect(receiver.spans.filter((s) => s.traceId === donationTrace).map((s) => s.name)).toContain('stripe POST /v1/payment_intents')

    // The portal link's token and e-mail were in its query string: neither is exported.
    expect(receiver.spans.some((s) => s.kind === 2 && s.attrs['url.path'] === '/my-giving/open')).toBe(true)
    const leaks = receiver.spans.flatMap((span) => SECRETS.filter((secret) => spanText(span).includes(secret)).map((secret) => `${span.name}: ${secret}`))
    expect(leaks).toEqual([])
  }, 60_000)

  it('writes the trace id on the log lines of a request', async () => {
    const span = receiver.spans.find((s) => s.scope === 'bloom-foundation-site/http' && s.attrs['http.route'] === '/api/intake')!
    const line = traced.log.split('\n').find((l) => l.includes('"path":"/api/intake"') && l.includes('[api] request'))
    expect(line).toBeDefined()
    expect(JSON.parse(line!).trace_id).toBe(span.traceId)
  })

  it('sends nothing when OTEL_EXPORTER_OTLP_ENDPOINT is unset', async () => {
    await visit(`http://127.0.0.1:${quiet.port}`)
    // Both servers batch spans for 200 ms: two exports of the traced server after the visit are
    // the measure of "long enough" for the quiet one to have sent its own, had it any to send.
    for (let round = 0; round < 2; round += 1) {
      const before = receiver.requests()
      await call(`${base}/api/health`)
      await eventually('an export of the traced server', async () => (receiver.requests() > before ? true : undefined), 10_000)
    }
    expect(quietReceiver.requests()).toBe(0)
    expect(quietReceiver.spans).toEqual([])
  }, 60_000)
})

function metricValue(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) return Number(line.trim().split(/\s+/).at(-1))
  }
  return undefined
}

describe('GET /api/metrics', () => {
  const url = `http://127.0.0.1:${traced.port}/api/metrics`

  it('does not exist without METRICS_TOKEN and refuses a wrong or missing token', async () => {
    expect((await call('/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404)
    expect((await call(url)).status).toBe(401)
    expect((await call(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}x` } })).status).toBe(401)
    expect((await call(url, { headers: { authorization: 'Bearer ' } })).status).toBe(401)
  })

  it('reports the request histogram by route and status class, the job queue and the pool, and counts each request', async () => {
    const scrape = async () => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/plain')
      return response.text()
    }
    const labels = { 'http_route': '/api/products', 'http_response_status_class': '2xx', 'http_request_method': 'GET' }
    const before = metricValue(await scrape(), 'http_server_request_duration_seconds_count', labels) ?? 0
    expect((await call(`http://127.0.0.1:${traced.port}/api/products`)).status).toBe(200)
    const text = await scrape()
    expect(text).toContain('# TYPE http_server_request_duration_seconds histogram')
    expect(metricValue(text, 'http_server_request_duration_seconds_count', labels)).toBe(before + 1)
    expect(metricValue(text, 'http_server_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 1)
    expect(metricValue(text, 'jobs_queue_depth', {})).toBeGreaterThanOrEqual(0)
    expect(metricValue(text, 'jobs_queue_oldest_age_seconds', {})).toBeGreaterThanOrEqual(0)
    expect(metricValue(text, 'db_client_connection_count', { state: 'used' })).toBeGreaterThanOrEqual(0)
    expect(metricValue(text, 'db_client_connection_pending_requests', {})).toBeGreaterThanOrEqual(0)
    // The visit of the test above: a webhook applied (its lag) and the intake's staff e-mail sent.
    expect(metricValue(text, 'stripe_webhook_lag_seconds_count', {})).toBeGreaterThanOrEqual(1)
    await eventually('the e-mails sent', async () => ((metricValue(await scrape(), 'email_messages_total', { outcome: 'sent' }) ?? 0) >= 1 ? true : undefined))
    expect(text).not.toContain('qzvpersonal')
  })

  it('has every metric the Grafana dashboard reads', async () => {
    const dashboard = JSON.parse(readFileSync('deploy/grafana/bloom-site-dashboard.json', 'utf8')) as { panels: { targets: { expr: string }[] }[] }
    const names = new Set(
      dashboard.panels.flatMap((panel) =>
        panel.targets.flatMap((target) => [...target.expr.replace(/\{[^}]*\}/g, '').replace(/\b(?:by|ignoring|group_left)\s*\([^)]*\)/g, '').matchAll(/\b[a-z]+_[a-z0-9_]+\b/g)].map((m) => m[0])),
      ),
    )
    for (const keyword of ['histogram_quantile', 'group_left', 'group_right']) names.delete(keyword)
    const text = await (await fetch(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
    // The shared cache counts only with REDIS_URL, which this server has not.
    const missing = [...names].filter((name) => name !== 'cache_shared_lookups_total' && !new RegExp(`^${name}[{ ]`, 'm').test(text))
    expect(names.size).toBeGreaterThan(5)
    expect(missing).toEqual([])
  })
})
