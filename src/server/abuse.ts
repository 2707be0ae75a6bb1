import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { HONEYPOT_FIELD } from '@/features/forms/schemas'
import { ApiError } from '@/lib/http'

/**
 * Abuse resistance shared by every public form: a honeypot field and a per-address rate limit
 * whose counters live in PostgreSQL, so all app instances count together.
 */

export type PublicForm = 'newsletter' | 'contact' | 'drive-inquiry' | 'intake' | 'feedback'

export const RATE_LIMIT_MESSAGE = 'Too many submissions from your connection. Please wait a few minutes and try again.'

const LOCAL_KEY = 'local'

function positiveInt(value: string | undefined, fallback: number) {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback
}

/** Read per call so a test server (or an operator) can change them by environment. */
export function rateLimitSettings() {
  return {
    max: positiveInt(process.env.RATE_LIMIT_FORMS_MAX, 10),
    windowSeconds: positiveInt(process.env.RATE_LIMIT_FORMS_WINDOW_SECONDS, 600),
  }
}

/**
 * Who is asking. Route handlers never see the socket address, and X-Forwarded-For is whatever
 * the client wrote unless a proxy we trust rewrote it, so it counts only with TRUST_PROXY=true
 * (first hop: the address our proxy saw). Otherwise every visitor shares one fixed key.
 */
export function clientAddress(headers: Headers): string {
  if (process.env.TRUST_PROXY !== 'true') return LOCAL_KEY
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  if (forwarded) return forwarded.slice(0, 64)
  const real = headers.get('x-real-ip')?.trim()
  return real ? real.slice(0, 64) : LOCAL_KEY
}

/**
 * Counts one submission for this form and address in the current fixed window and throws 429
 * once the count passes the limit. One INSERT … ON CONFLICT statement, so concurrent requests
 * on any instance cannot both read the same old count.
 */
export async function enforceRateLimit(payload: Payload, form: PublicForm, headers: Headers) {
  const { max, windowSeconds } = rateLimitSettings()
  const windowMs = windowSeconds * 1000
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs)
  const key = `${form}:${clientAddress(headers)}`
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
  if (count > max) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - Date.now()) / 1000))
    throw new ApiError(429, RATE_LIMIT_MESSAGE, undefined, { 'Retry-After': String(retryAfter) })
  }
}

/** Drops counters of windows long gone, so the table stays as small as the current traffic. */
export async function pruneRateLimits(payload: Payload) {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`)
}

/** True when the hidden field people never see came back filled: a bot. */
export function isBot(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD]
  return value !== undefined && value !== null && value !== '' && value !== false
}
