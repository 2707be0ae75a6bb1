import { context, metrics, propagation, SpanKind, SpanStatusCode, trace, type Attributes as ApiAttributes } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { ExportResultCode, W3CTraceContextPropagator, type ExportResult } from '@opentelemetry/core'
import { PrometheusExporter, PrometheusSerializer } from '@opentelemetry/exporter-prometheus'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { MeterProvider } from '@opentelemetry/sdk-metrics'
import { BatchSpanProcessor, TracerProvider, type ReadableSpan, type SpanExporter, type SpanProcessor } from '@opentelemetry/sdk-trace'

import { scrubAttributes, scrubEvent, scrubSpanName, scrubStatement, type Attributes } from './scrub'
import { telemetryState } from './index'

/**
 * Turns OpenTelemetry on, once per process, from src/instrumentation.ts, which imports this
 * module only when one of these is set (otherwise nothing of the SDK is loaded):
 * - OTEL_EXPORTER_OTLP_ENDPOINT: traces go there over OTLP/HTTP, `http/protobuf` (the default)
 *   or `http/json` after OTEL_EXPORTER_OTLP_PROTOCOL. Every span is scrubbed first (./scrub.ts).
 * - METRICS_TOKEN: metrics are kept for GET /api/metrics (Prometheus' text format).
 * Each request is one server span opened by scripts/serve.mjs (Next names its route template on
 * it) with Next's own spans below; database statements are traced by the patch of pg below;
 * Stripe calls, e-mails and jobs by our code (./index.ts). The W3C trace context propagator is
 * registered because Next passes a request through itself twice (proxy, then render) and links
 * the two through it.
 */
export async function startTelemetry({ traces, metrics: withMetrics }: { traces: boolean; metrics: boolean }) {
  const state = telemetryState()
  if (state.tracing || state.metrics) return
  const resource = resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'bloom-foundation-site' })

  let meterProvider: MeterProvider | undefined
  if (withMetrics) {
    const reader = new PrometheusExporter({ preventServerStart: true, withoutScopeInfo: true })
    meterProvider = new MeterProvider({
      resource,
      readers: [reader],
      // Prometheus' conventional name for OpenTelemetry's request duration (seconds, a histogram).
      views: [{ instrumentName: 'http.server.request.duration', name: 'http_server_request_duration_seconds' }],
    })
    metrics.setGlobalMeterProvider(meterProvider)
    const serializer = new PrometheusSerializer(undefined, false, undefined, true, true)
    state.renderMetrics = async () => serializer.serialize((await reader.collect()).resourceMetrics)
    state.metrics = true
  }

  const spanProcessors: SpanProcessor[] = []
  if (withMetrics) spanProcessors.push(requestDurationRecorder())
  if (traces) spanProcessors.push(new BatchSpanProcessor({ exporter: new ScrubbingExporter(await otlpExporter()), scheduledDelayMillis: envNumber('OTEL_BSP_SCHEDULE_DELAY', 5000) }))
  if (spanProcessors.length === 0) return
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  propagation.setGlobalPropagator(new W3CTraceContextPropagator())
  const tracerProvider = new TracerProvider({ resource, spanProcessors })
  trace.setGlobalTracerProvider(tracerProvider)
  if (traces) {
    state.tracing = true
    await traceDatabaseStatements()
  }
  // A stopping instance sends what it still holds (scripts/serve.mjs calls this before it exits).
  state.shutdown = async () => {
    await Promise.allSettled([tracerProvider.shutdown(), meterProvider?.shutdown()])
  }
}

function envNumber(name: string, fallback: number) {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

async function otlpExporter(): Promise<SpanExporter> {
  const protocol = process.env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || process.env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/protobuf'
  if (protocol === 'http/json') return new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter()
  if (protocol !== 'http/protobuf') console.warn(`[telemetry] OTEL_EXPORTER_OTLP_PROTOCOL=${protocol} is not supported: using http/protobuf`)
  return new (await import('@opentelemetry/exporter-trace-otlp-proto')).OTLPTraceExporter()
}

/** Every span passes through scrub.ts on its way out; nothing else reaches the collector. */
class ScrubbingExporter implements SpanExporter {
  constructor(private readonly inner: SpanExporter) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void) {
    try {
      this.inner.export(spans.map(scrubSpan), done)
    } catch {
      done({ code: ExportResultCode.FAILED })
    }
  }

  shutdown() {
    return this.inner.shutdown()
  }

  forceFlush() {
    return this.inner.forceFlush?.() ?? Promise.resolve()
  }
}

function scrubSpan(span: ReadableSpan): ReadableSpan {
  return {
    name: scrubSpanName(span.name),
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    // A status message is an error's message: left out, the code says enough.
    status: { code: span.status.code },
    attributes: scrubAttributes(span.attributes as Attributes) as ApiAttributes,
    links: span.links.map((link) => ({ ...link, attributes: link.attributes && (scrubAttributes(link.attributes as Attributes) as ApiAttributes) })),
    events: span.events.map((event) => scrubEvent(event as { name: string; attributes?: Attributes }) as ReadableSpan['events'][number]),
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  }
}

/** The tracer name of scripts/serve.mjs's request spans. */
const REQUEST_SCOPE = 'bloom-foundation-site/http'
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * `http.server.request.duration` from the span scripts/serve.mjs opens around each request:
 * Next sets the route template on it (`/product/[id]`, never the id). The status is kept as its
 * class (2xx, 4xx …) and an unknown route as `unmatched`, so the number of series stays small.
 */
function requestDurationRecorder(): SpanProcessor {
  const histogram = metrics.getMeter('bloom-foundation-site').createHistogram('http.server.request.duration', {
    description: 'Duration of HTTP requests, by route template, method and status class',
    unit: 's',
    advice: { explicitBucketBoundaries: [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10] },
  })
  return {
    onStart() {},
    onEnd(span) {
      if (span.kind !== SpanKind.SERVER || span.instrumentationScope.name !== REQUEST_SCOPE) return
      const status = Number(span.attributes['http.response.status_code'])
      const method = String(span.attributes['http.request.method'] ?? '')
      const route = span.attributes['http.route']
      histogram.record(span.duration[0] + span.duration[1] / 1e9, {
        'http.request.method': METHODS.has(method) ? method : '_OTHER',
        'http.route': typeof route === 'string' && route ? route : 'unmatched',
        'http.response.status_class': Number.isInteger(status) && status >= 100 ? `${Math.floor(status / 100)}xx` : 'unknown',
      })
    },
    forceFlush: () => Promise.resolve(),
    shutdown: () => Promise.resolve(),
  }
}

type QueryCallback = (error: Error | null, result?: unknown) => void
type PgQuery = (this: unknown, ...args: unknown[]) => unknown
const PATCHED = Symbol.for('bloom.telemetry.pg')

/**
 * A span for each statement Payload, Drizzle or our code sends to PostgreSQL: its text (with its
 * `$1` placeholders, never the values bound to them, and scrubbed of literals) and its outcome.
 * The pg client is patched where every query passes (pg is loaded by Node, outside Next's
 * bundles, so this is the copy Payload's pool uses). OpenTelemetry's own pg instrumentation
 * needs a require hook that Payload's ESM import of pg bypasses.
 */
async function traceDatabaseStatements() {
  const pg = (await import('pg')).default as unknown as { Client: { prototype: { query: PgQuery; [PATCHED]?: true } } }
  const prototype = pg.Client.prototype
  if (prototype[PATCHED]) return
  prototype[PATCHED] = true
  const original = prototype.query
  const tracer = trace.getTracer('bloom-foundation-site')
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0]
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text
    // A cursor or stream (an object with `submit`) is left alone: it reports on its own schedule.
    if (typeof text !== 'string' || typeof (config as { submit?: unknown } | null)?.submit === 'function') {
      return original.apply(this, args)
    }
    const operation = /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY'
    const span = tracer.startSpan(operation, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': scrubStatement(text) },
    })
    const finish = (error: unknown) => {
      if (error) {
        span.setStatus({ code: SpanStatusCode.ERROR })
        const code = (error as { code?: unknown }).code
        span.setAttribute('error.type', typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown')
      }
      span.end()
    }
    const callbackAt = typeof args[2] === 'function' ? 2 : typeof args[1] === 'function' ? 1 : -1
    if (callbackAt >= 0) {
      const given = args[callbackAt] as QueryCallback
      args[callbackAt] = (error: Error | null, result?: unknown) => {
        finish(error)
        given(error, result)
      }
      return original.apply(this, args)
    }
    const result = original.apply(this, args)
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      ;(result as Promise<unknown>).then(
        () => finish(null),
        (error: unknown) => finish(error ?? new Error('query failed')),
      )
    } else finish(null)
    return result
  }
}
