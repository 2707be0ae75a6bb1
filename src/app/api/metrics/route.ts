import { timingSafeEqual } from 'node:crypto'

import { jsonError, route } from '@/lib/http'
import { metricsRenderer } from '@/lib/telemetry'

export const dynamic = 'force-dynamic'

function tokenMatches(given: string, expected: string) {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * For Prometheus: this instance's metrics in the text exposition format (the request-duration
 * histogram, webhook lag, the job queue, the database pool, the shared cache, e-mails). Only
 * with `Authorization: Bearer $METRICS_TOKEN`; with METRICS_TOKEN unset the route does not exist
 * (404, as any unknown path). Counts and durations only, never personal data. Each instance
 * answers for itself: Prometheus scrapes every instance (see deploy/grafana).
 */
export const GET = route(async (request) => {
  const expected = process.env.METRICS_TOKEN
  const render = metricsRenderer()
  if (!expected || !render) return jsonError(404, 'Not found.')
  const given = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim() ?? ''
  if (!tokenMatches(given, expected)) {
    return jsonError(401, 'A valid metrics token is required.', undefined, { 'WWW-Authenticate': 'Bearer realm="metrics"' })
  }
  return new Response(await render(), {
    headers: { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8', 'Cache-Control': 'no-store' },
  })
})
