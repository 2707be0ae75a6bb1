import { readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import tls from 'node:tls'

import { sql } from '@payloadcms/db-postgres/drizzle'

import { getPayload } from '@/server/payload'

import { runSql } from '@/lib/db'

const CHECK_TIMEOUT_MS = 2000
/** The cache is asked for less than a second: a check that waits longer on it would hold the balancer's probe. */
const CACHE_CHECK_TIMEOUT_MS = 800

function withTimeout<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms)
  })
  return Promise.race([work.catch(() => fallback), timeout]).finally(() => clearTimeout(timer))
}

let build: string | undefined
/**
 * The id of the build this instance serves (its `BUILD_ID`), for the health check's `X-Build-Id`:
 * during a rolling replacement it tells which instances already run the new release.
 */
export function buildId(): string {
  if (build === undefined) {
    try {
      build = readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim()
    } catch {
      build = 'unknown'
    }
  }
  return build
}

/** True when PostgreSQL answers a trivial query in time. */
export function databaseAnswers(): Promise<boolean> {
  return withTimeout(
    getPayload().then(async (payload) => (await runSql(payload, undefined, sql`SELECT 1 AS ok`)).length === 1),
    CHECK_TIMEOUT_MS,
    false,
  )
}

/**
 * Whether the shared Next cache (Redis) answers PING: `disabled` without REDIS_URL, `degraded`
 * when it does not answer (pages are then served from each instance's memory or rendered afresh,
 * so the instance stays healthy). A plain RESP exchange on its own short-lived socket, so the
 * check never waits on the cache handler's reconnect loop and never touches cached data.
 */
export async function sharedCacheStatus(redisUrl = process.env.REDIS_URL): Promise<'ok' | 'degraded' | 'disabled'> {
  if (!redisUrl) return 'disabled'
  let url: URL
  try {
    url = new URL(redisUrl)
  } catch {
    return 'degraded'
  }
  const options = { host: url.hostname || '127.0.0.1', port: Number(url.port || 6379) }
  const commands: string[][] = []
  if (url.password) commands.push(url.username ? ['AUTH', decodeURIComponent(url.username), decodeURIComponent(url.password)] : ['AUTH', decodeURIComponent(url.password)])
  commands.push(['PING'])
  const payload = commands.map((parts) => `*${parts.length}\r\n${parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join('')}`).join('')

  const ping = new Promise<'ok' | 'degraded'>((resolve) => {
    const socket = url.protocol === 'rediss:' ? tls.connect({ ...options, servername: options.host }) : net.connect(options)
    let answer = ''
    const done = (status: 'ok' | 'degraded') => {
      socket.destroy()
      resolve(status)
    }
    socket.setTimeout(CACHE_CHECK_TIMEOUT_MS, () => done('degraded'))
    socket.on('error', () => done('degraded'))
    socket.on(url.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => socket.write(payload))
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8')
      if (answer.startsWith('-')) done('degraded')
      else if (answer.includes('+PONG')) done('ok')
    })
  })
  return withTimeout(ping, CACHE_CHECK_TIMEOUT_MS + 200, 'degraded')
}
