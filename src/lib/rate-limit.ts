import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { ApiError } from '@/lib/http'

/**
 * Counters shared by every app instance (they live in PostgreSQL's rate_limits table) and who is
 * asking: the building blocks of the public forms' limits, the login and password-reset limits
 * and the payment limits.
 */

const LOCAL_KEY = 'local'

export function positiveInt(value: string | undefined, fallback: number) {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback
}

/** How many proxies of our own sit in front of the app (each appends one X-Forwarded-For hop). */
export function trustedProxyHops() {
  return positiveInt(process.env.TRUST_PROXY_HOPS, 1)
}

/**
 * Who is asking. Route handlers never see the socket address, and X-Forwarded-For is whatever
 * the client wrote plus one hop appended by each proxy on the way, so it counts only with
 * TRUST_PROXY=true, and then only from the right: with TRUST_PROXY_HOPS=n (default 1) the
 * address is the n-th hop from the right, the one our outermost proxy saw. Hops further left
 * were written by the client and change nothing. Otherwise every visitor shares one fixed key.
 */
export function clientAddress(headers: Headers): string {
  if (process.env.TRUST_PROXY !== 'true') return LOCAL_KEY
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  if (hops.length) {
    // Fewer hops than proxies: the request skipped a proxy; the left-most hop is all we have.
    const hop = hops[Math.max(0, hops.length - trustedProxyHops())]
    return hop.slice(0, 64)
  }
  const real = headers.get('x-real-ip')?.trim()
  return real ? real.slice(0, 64) : LOCAL_KEY
}

/**
 * True when the address is a real client's: not the shared key every visitor gets without a
 * proxy, and not loopback (Next's server fills X-Forwarded-For with the socket address when it
 * is missing, so a health check, a local script or a proxy that forgot the header shows up as
 * the machine itself, which would otherwise make one per-address limit for everyone).
 */
export function isKnownAddress(address: string) {
  return address !== LOCAL_KEY && !/^(127\.|::1$|::ffff:127\.)/.test(address)
}

export type Hit = { count: number; retryAfter: number }

/**
 * Counts one event under `key` in the current fixed window of `windowSeconds`. One
 * INSERT … ON CONFLICT statement, so concurrent requests on any instance cannot both read the
 * same old count.
 */
export async function countHit(payload: Payload, key: string, windowSeconds: number): Promise<Hit> {
  const windowMs = windowSeconds * 1000
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs)
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const result = await db.execute<{ count: string | number }>(sql`
    INSERT INTO rate_limits (key, window_start, count, updated_at, created_at)
    VALUES (${key}, ${windowStart.toISOString()}, 1, now(), now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start = EXCLUDED.window_start THEN rate_limits.count + 1 ELSE 1 END,
      window_start = EXCLUDED.window_start,
      updated_at = now()
    RETURNING count`)
  const count = Number(result.rows[0]?.count ?? 0)
  const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - Date.now()) / 1000))
  return { count, retryAfter }
}

export function tooMany(message: string, retryAfter: number) {
  return new ApiError(429, message, undefined, { 'Retry-After': String(retryAfter) })
}
