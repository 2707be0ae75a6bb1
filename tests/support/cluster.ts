import { readFileSync } from 'node:fs'
import path from 'node:path'

// The same library `npm run cluster` uses, so the tests run the topology a developer runs.
import { startCluster } from '../../scripts/lib/cluster.mjs'

export type Cluster = Awaited<ReturnType<typeof startCluster>>

/** Test ports live in TEST_PORT+10…+49 so parallel checkouts never collide. */
export const testPort = (offset: number) => Number(process.env.PORT || process.env.TEST_PORT || 3100) + offset

/**
 * Two (or more) instances of the test build behind nginx, on the test database, with a private
 * Redis and s3rver. Periodic jobs run every JOBS_PERIOD_MS so a test sees several periods.
 */
export function startTestCluster({ instances = 2, jobsPeriodMs = 3000, env = {} as Record<string, string> } = {}) {
  return startCluster({
    port: testPort(10),
    instances,
    redisPort: testPort(18),
    s3Port: testPort(19),
    distDir: process.env.NEXT_DIST_DIR || '.next-test',
    dir: path.join(process.cwd(), 'test-results', 'cluster'),
    log: () => {},
    env: {
      // Always the private Redis and S3 the cluster starts, whatever the developer's shell says.
      REDIS_URL: '',
      S3_ENDPOINT: '',
      S3_BUCKET: 'media-test',
      SITE_URL: `http://127.0.0.1:${testPort(10)}`,
      JOBS_PERIOD_MS: String(jobsPeriodMs),
      ...env,
    },
  })
}

export function instanceLog(cluster: Cluster, index: number): string {
  try {
    return readFileSync(cluster.instances[index].logFile, 'utf8')
  } catch {
    return ''
  }
}

/** Polls `check` until it returns a value other than undefined; throws after `timeoutMs`. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<{ value: T; ms: number }> {
  const started = Date.now()
  let last: unknown
  while (Date.now() - started < timeoutMs) {
    try {
      const value = await check()
      if (value !== undefined) return { value, ms: Date.now() - started }
    } catch (error) {
      last = error
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what}: not seen within ${timeoutMs / 1000} s${last ? ` (last error: ${String(last)})` : ''}`)
}
