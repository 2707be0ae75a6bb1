#!/usr/bin/env node
/**
 * The production server: `next start` with one step of our own on the way out. Every place that
 * runs the built site goes through here (scripts/run.mjs, the cluster, the test harness, the
 * bench), so what is measured and tested is what is deployed.
 *
 *   node scripts/serve.mjs [-p PORT] [-H HOSTNAME] [--keepAliveTimeout MS]
 *
 * The step: a page's framework scripts are moved behind its first paint (scripts/lib/
 * defer-scripts.mjs). That needs the HTML before it is compressed, so compression happens here
 * (the `compression` middleware Next itself uses, with `compress: false` in next.config.ts) and
 * the rewrite sits between Next and it. Everything else is Next's own request handler, as
 * `next start` runs it, and its shutdown: on SIGTERM stop accepting, finish what is in flight
 * (and its after() work), then exit.
 */
// First: an older Node stops here with a clear message (see scripts/lib/node-version.mjs).
import './lib/require-node.mjs'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { Duplex } from 'node:stream'
import { parseArgs } from 'node:util'

import compression from 'compression'
import next from 'next'

import { createScriptDeferrer } from './lib/defer-scripts.mjs'
import { expirePagesRenderedBefore } from './lib/fresh-pages.mjs'

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: process.env.PORT || '3000' },
    hostname: { type: 'string', short: 'H' },
    keepAliveTimeout: { type: 'string' },
  },
})
const port = Number(values.port)
process.env.NODE_ENV = 'production'
process.env.NEXT_PRIVATE_START_TIME ??= String(Date.now())

// A build made before next.config.ts turned Next's compression off would compress inside the
// rewrite: such a build is served as `next start` serves it, and says so.
const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next')
const buildCompresses = (() => {
  try {
    return JSON.parse(readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8')).config?.compress !== false
  } catch {
    return false
  }
})()
// SERVE_DEFER_SCRIPTS=0 serves pages as Next writes them (compressed all the same): bench/taps.mjs
// measures the same build both ways, side by side, to see whether the rewrite earns its keep.
const deferring = process.env.SERVE_DEFER_SCRIPTS !== '0'
if (buildCompresses) console.warn(`[serve] ${distDir} was built with Next's compression on: scripts are not deferred; rebuild.`)

/**
 * With telemetry on (src/lib/telemetry/setup.ts: OTEL_EXPORTER_OTLP_ENDPOINT or METRICS_TOKEN),
 * each request is one server span from its arrival to its last byte; Next's own spans nest in it
 * and Next writes the route template on it (`http.route`), which the request-duration histogram
 * reads. Without either variable nothing is loaded and requests pass straight through.
 */
async function requestTracer() {
  const { context, trace, SpanKind, SpanStatusCode } = await import('@opentelemetry/api')
  const tracer = trace.getTracer('bloom-foundation-site/http')
  return (req, res, run) => {
    const method = req.method ?? 'GET'
    // The path only: a query string can carry a token or what a visitor typed.
    const span = tracer.startSpan(method, {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': method, 'url.path': (req.url ?? '/').replace(/[?#].*$/s, '') },
    })
    // Ended once the answer is out and Next's handler has returned: Next writes the route on the
    // span only after the response, in its handler's last step.
    let waiting = 2
    const end = () => {
      if (--waiting > 0) return
      span.setAttribute('http.response.status_code', res.statusCode)
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
      if (!res.writableFinished) span.setAttribute('error.type', 'aborted')
      const route = span.attributes?.['http.route']
      if (typeof route === 'string') span.updateName(`${method} ${route}`)
      span.end()
    }
    res.once('close', end)
    const handled = context.with(trace.setSpan(context.active(), span), run)
    Promise.resolve(handled).finally(end)
    return handled
  }
}
const app = next({ dev: false, dir: process.cwd(), hostname: values.hostname, port })
await app.prepare()
// Pages rendered before this start carry the SITE_URL they were rendered with (see fresh-pages.mjs).
if (!process.env.REDIS_URL) expirePagesRenderedBefore()
// After prepare(): src/instrumentation.ts has registered the tracer provider by then. A tracer
// taken earlier would stay a no-op (this script's copy of the API keeps its own placeholder).
const traceRequest = process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.METRICS_TOKEN ? await requestTracer() : null
const handle = app.getRequestHandler()
const compress = buildCompresses ? undefined : compression()

/** Payload's admin is not the visitors' site: its pages are served as Payload builds them. */
const isVisitorPage = (req) => req.method === 'GET' && !req.url?.startsWith('/admin')

/**
 * Rewrites a 200 HTML answer as Next writes it. Installed after the compression middleware, so
 * Next's writes reach the rewriter first and the compressor gets the rewritten text.
 */
function deferScripts(res) {
  const write = res.write
  const end = res.end
  const writeHead = res.writeHead
  let deferrer

  // Decided when the headers go out, before any body: the length changes, so it is dropped.
  res.writeHead = function (...args) {
    const type = String(res.getHeader('content-type') ?? '')
    if ((args[0] ?? res.statusCode) === 200 && type.startsWith('text/html')) {
      deferrer = createScriptDeferrer()
      res.removeHeader('content-length')
      if (args[1] && typeof args[1] === 'object' && !Array.isArray(args[1])) {
        for (const key of Object.keys(args[1])) if (key.toLowerCase() === 'content-length') delete args[1][key]
      }
    }
    return writeHead.apply(this, args)
  }
  const bytes = (chunk, encoding) => (typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))

  /**
   * Sends the pieces on through the compressor (whose write takes no callback: Next waits on the
   * answer and 'drain', never on a callback). The last write's answer is what Next sees.
   */
  function send(self, pieces) {
    let ok = true
    for (const piece of pieces) ok = write.call(self, piece)
    return ok
  }

  res.write = function (chunk, encoding, callback) {
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding]
    if (!res.headersSent) res.writeHead(res.statusCode)
    if (!deferrer || chunk == null || chunk.length === 0) return write.call(this, chunk, encoding, callback)
    return send(this, deferrer.push(bytes(chunk, encoding)))
  }
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk]
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding]
    if (!res.headersSent) res.writeHead(res.statusCode)
    if (!deferrer) return end.call(this, chunk, encoding, callback)
    if (chunk != null && chunk.length) send(this, deferrer.push(bytes(chunk, encoding)))
    send(this, deferrer.end())
    if (callback) res.once('finish', callback)
    return end.call(this)
  }
}

/**
 * A client that hangs up mid-answer leaves the middleware's zlib stream open, and it is never
 * collected (Next's own server does the same). The middleware hands the stream out only as the
 * return value of `res.on('drain')`.
 */
function releaseCompression(res) {
  const noop = () => {}
  const stream = res.on('drain', noop)
  if (stream === res || !(stream instanceof Duplex)) {
    res.off('drain', noop)
    return
  }
  stream.destroy()
}

let stopping = false
async function serve(req, res) {
  // Once stopping, a request that still arrives on a kept-alive connection is answered and its
  // connection closed after, so the client (or the balancer) opens its next one elsewhere.
  if (stopping) res.shouldKeepAlive = false
  try {
    if (compress) {
      compress(req, res, () => {})
      res.once('close', () => {
        if (!res.writableFinished) releaseCompression(res)
      })
      if (deferring && isVisitorPage(req)) deferScripts(res)
    }
    await handle(req, res)
  } catch (error) {
    // Next answers its own errors; this is only for a failure of this wrapper. No request data is
    // logged: a URL can carry a visitor's details.
    console.error('[serve] request failed:', error instanceof Error ? error.name : 'error')
    if (!res.headersSent) res.statusCode = 500
    res.end()
  }
}
const server = http.createServer(traceRequest ? (req, res) => traceRequest(req, res, () => serve(req, res)) : serve)
if (Number(values.keepAliveTimeout) > 0) server.keepAliveTimeout = Number(values.keepAliveTimeout)
server.on('error', (error) => {
  console.error('[serve] failed to start:', error.message)
  process.exit(1)
})
server.listen(port, values.hostname, () => {
  console.log(`[serve] ready on http://${values.hostname ?? 'localhost'}:${port}`)
})

function stop(signal) {
  if (stopping) return
  stopping = true
  // Requests in flight finish first: they may schedule after() work that app.close() waits for.
  // Idle kept-alive connections close now (a client would otherwise keep sending on them).
  server.close(() => {
    app
      .close()
      .catch(() => {})
      // Spans and metrics still held are sent (src/lib/telemetry/setup.ts), at most 2 s.
      .then(() => Promise.race([globalThis[Symbol.for('bloom.telemetry')]?.shutdown?.(), new Promise((resolve) => setTimeout(resolve, 2000).unref())]))
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  })
  server.closeIdleConnections()
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
