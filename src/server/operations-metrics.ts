import { metrics } from '@opentelemetry/api'
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { databasePool, runSql } from '@/lib/db'

import { jobSchedule } from './jobs'

/**
 * The gauges GET /api/metrics reports that are read when Prometheus asks rather than counted as
 * things happen (src/instrumentation.ts registers them when METRICS_TOKEN is set):
 * - the job queue: periodic jobs whose period has begun with no instance having claimed it
 *   (`jobs_queue_depth`), and how long the longest-waiting one has waited
 *   (`jobs_queue_oldest_age_seconds`). Every instance reads the same rows (job_runs), so the
 *   values agree across instances; a healthy site shows 0 most of the time.
 * - this instance's database pool: connections in use and idle (`db_client_connection_count`
 *   by `state`) and queries waiting for one (`db_client_connection_pending_requests`).
 * A failed read reports nothing for that scrape rather than failing it.
 */
export function observeOperations(getPayload: () => Promise<Payload>) {
  const meter = metrics.getMeter('bloom-foundation-site')
  const depth = meter.createObservableGauge('jobs.queue.depth', { description: 'Periodic jobs due and not yet claimed by any instance' })
  const oldest = meter.createObservableGauge('jobs.queue.oldest_age_seconds', { description: 'Seconds the longest-waiting due job has waited', unit: 's' })
  meter.addBatchObservableCallback(
    async (result) => {
      const queue = await jobQueue(await getPayload()).catch(() => null)
      if (!queue) return
      result.observe(depth, queue.depth)
      result.observe(oldest, queue.oldestAgeSeconds)
    },
    [depth, oldest],
  )

  const connections = meter.createObservableGauge('db.client.connection.count', { description: 'Database pool connections of this instance, by state (used, idle)' })
  const pending = meter.createObservableGauge('db.client.connection.pending_requests', { description: 'Queries of this instance waiting for a pool connection' })
  meter.addBatchObservableCallback(
    async (result) => {
      const pool = await getPayload()
        .then((payload) => databasePool(payload))
        .catch(() => undefined)
      if (!pool) return
      result.observe(connections, pool.totalCount - pool.idleCount, { state: 'used' })
      result.observe(connections, pool.idleCount, { state: 'idle' })
      result.observe(pending, pool.waitingCount)
    },
    [connections, pending],
  )
}

/** Due jobs from job_runs (the start of each job's last claimed period) and the database's clock. */
export async function jobQueue(payload: Payload): Promise<{ depth: number; oldestAgeSeconds: number }> {
  const rows = await runSql<{ name: string; period: string; now: string }>(
    payload,
    undefined,
    sql`SELECT "name", "period", floor(extract(epoch from clock_timestamp()) * 1000) AS "now" FROM "job_runs"`,
  )
  const claimed = new Map(rows.map((row) => [row.name, Number(row.period)]))
  const now = rows.length ? Number(rows[0].now) : Date.now()
  let depth = 0
  let oldestAgeMs = 0
  for (const job of jobSchedule()) {
    const period = claimed.get(job.name)
    // Never run yet: due, with no age to tell (a fresh database, before the first tick).
    const dueSince = period === undefined ? now : period + job.everyMs
    if (now < dueSince && period !== undefined) continue
    depth += 1
    oldestAgeMs = Math.max(oldestAgeMs, now - dueSince)
  }
  return { depth, oldestAgeSeconds: oldestAgeMs / 1000 }
}
