/**
 * Runs once when a server process starts: turns OpenTelemetry on when OTEL_EXPORTER_OTLP_ENDPOINT
 * (traces) or METRICS_TOKEN (GET /api/metrics) is set — neither set, none of its SDK is loaded —
 * refuses to serve in production without a usable intake
 * encryption key (a visitor's intake answers would otherwise fail to save, or worse) or without
 * PAYLOAD_SECRET (every instance must sign sessions with the same one), puts the shared Redis cache
 * in Next's place when REDIS_URL is set, then starts the periodic jobs (src/server/jobs.ts), so a
 * running site needs no external scheduler.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const traces = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT)
  const withMetrics = Boolean(process.env.METRICS_TOKEN)
  if (traces || withMetrics) await (await import('./lib/telemetry/setup')).startTelemetry({ traces, metrics: withMetrics })
  // Several instances share one cache through Redis; without REDIS_URL, Next's own per-process cache.
  if (process.env.REDIS_URL) (await import('./lib/shared-cache/handler.mjs')).installAsNextCache()
  if (process.env.NODE_ENV === 'production' && !process.env.PAYLOAD_SECRET) {
    console.error('[start] PAYLOAD_SECRET is not set: every instance needs the same secret. Refusing to start.')
    process.exit(1)
  }
  const { keyringFromEnv } = await import('./lib/intake-crypto')
  try {
    keyringFromEnv()
  } catch (error) {
    if (process.env.NODE_ENV === 'production') {
      console.error(`[startup] ${error instanceof Error ? error.message : 'intake encryption key unusable'}`)
      process.exit(1)
    }
  }
  // Each e-mail sent or refused counts toward the e-mail outage alert.
  const { observeMail } = await import('./email/transport')
  const { noteMail } = await import('./server/alerts/alerts')
  observeMail((payload, sent) => noteMail(payload, sent))
  const { startJobs } = await import('./server/jobs')
  const { getPayload } = await import('./server/payload')
  if (withMetrics) (await import('./server/operations-metrics')).observeOperations(getPayload)
  startJobs(getPayload)
}
