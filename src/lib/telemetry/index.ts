import {
  isSpanContextValid,
  metrics,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Counter,
  type Histogram,
  type Meter,
} from '@opentelemetry/api'

/**
 * What the site's code says to OpenTelemetry: spans around the work an operator wants to see
 * (a Stripe call, an e-mail, a job) and the counts Prometheus reads. Only the API is used here:
 * with no SDK registered (neither OTEL_EXPORTER_OTLP_ENDPOINT nor METRICS_TOKEN set, see
 * src/lib/telemetry/setup.ts) every call is a no-op that costs a function call. Attributes
 * never carry personal data; setup.ts scrubs every exported span again all the same.
 */

const SCOPE = 'bloom-foundation-site'

/** Set by setup.ts once a provider is registered, on globalThis: Next may load this module more than once. */
type TelemetryState = { tracing?: boolean; metrics?: boolean; renderMetrics?: () => Promise<string>; shutdown?: () => Promise<void> }
const STATE = Symbol.for('bloom.telemetry')
export function telemetryState(): TelemetryState {
  const store = globalThis as { [STATE]?: TelemetryState }
  return (store[STATE] ??= {})
}

/** Runs `work` in a span named `name`; an error marks the span failed by its type only. */
export async function withSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  if (!telemetryState().tracing) return work()
  return trace.getTracer(SCOPE).startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work()
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR })
      span.setAttribute('error.type', error instanceof Error ? error.name : 'unknown')
      throw error
    } finally {
      span.end()
    }
  })
}

/** The ids a log line carries so it can be found from its trace (src/lib/log.ts). */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const context = trace.getActiveSpan()?.spanContext()
  return context && isSpanContextValid(context) ? { trace_id: context.traceId, span_id: context.spanId } : {}
}

/**
 * The Stripe SDK reports each API call once it is answered (its `response` event): a span is
 * made of it afterwards, named by the method and the path with ids taken out. Never the
 * request's body or query: they carry names and e-mail addresses.
 */
type StripeResponseEvent = { method: string; path: string; status: number; request_start_time: number; request_end_time: number }
export function traceStripeCalls(client: { on(event: 'response', handler: (event: StripeResponseEvent) => void): void }) {
  if (!telemetryState().tracing) return
  client.on('response', (event) => {
    const path = event.path.replace(/[?#].*$/s, '').replace(/\/[a-z]{1,8}_(?=[A-Za-z0-9]*\d)[A-Za-z0-9]+/g, '/{id}')
    const span = trace.getTracer(SCOPE).startSpan(`stripe ${event.method} ${path}`, {
      kind: SpanKind.CLIENT,
      startTime: event.request_start_time,
      attributes: { 'http.request.method': event.method, 'url.template': path, 'http.response.status_code': event.status, 'server.address': 'api.stripe.com' },
    })
    if (event.status >= 400) span.setStatus({ code: SpanStatusCode.ERROR })
    span.end(event.request_end_time)
  })
}

// Instruments are made at their first use: a meter taken before the provider is registered stays a no-op.
let meter: Meter | undefined
let instruments: { mail: Counter; webhookLag: Histogram } | undefined
function instrumentsNow() {
  if (!telemetryState().metrics) return undefined
  meter ??= metrics.getMeter(SCOPE)
  return (instruments ??= {
    mail: meter.createCounter('email.messages', { description: 'E-mails handed to the mail server, by outcome (sent, failed)' }),
    webhookLag: meter.createHistogram('stripe.webhook.lag_seconds', {
      description: 'Seconds from a Stripe event being created to its webhook delivery being applied here',
      unit: 's',
      advice: { explicitBucketBoundaries: [0.5, 1, 2, 5, 10, 30, 60, 300, 900, 3600, 21600, 86400] },
    }),
  })
}

export function countMail(sent: boolean) {
  instrumentsNow()?.mail.add(1, { outcome: sent ? 'sent' : 'failed' })
}

/** `createdSeconds`: the event's `created` (Unix seconds, Stripe's clock). */
export function recordWebhookLag(createdSeconds: number) {
  if (!Number.isFinite(createdSeconds)) return
  instrumentsNow()?.webhookLag.record(Math.max(0, Date.now() / 1000 - createdSeconds))
}

/** The Prometheus text of this instance's metrics, or null when METRICS_TOKEN did not turn them on. */
export function metricsRenderer(): (() => Promise<string>) | null {
  return telemetryState().renderMetrics ?? null
}
