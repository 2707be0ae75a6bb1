import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { HONEYPOT_FIELD } from '@/domain/forms/schemas'
import { clientAddress, countHit, positiveInt, tooMany } from '@/lib/rate-limit'

/**
 * Abuse resistance shared by every public form: a honeypot field and a per-address rate limit
 * whose counters live in PostgreSQL, so all app instances count together.
 */

export type PublicForm = 'newsletter' | 'contact' | 'drive-inquiry' | 'intake' | 'feedback' | 'gift-reminder' | 'boutique-slots' | 'visit-link'

export const RATE_LIMIT_MESSAGE = 'Too many submissions from your connection. Please wait a few minutes and try again.'

/** Read per call so a test server (or an operator) can change them by environment. */
export function rateLimitSettings() {
  return {
    max: positiveInt(process.env.RATE_LIMIT_FORMS_MAX, 10),
    windowSeconds: positiveInt(process.env.RATE_LIMIT_FORMS_WINDOW_SECONDS, 600),
  }
}

/**
 * Counts one submission for this form and address in the current window and throws 429 once
 * the count passes the limit.
 */
export async function enforceRateLimit(payload: Payload, form: PublicForm, headers: Headers) {
  const { max, windowSeconds } = rateLimitSettings()
  const { count, retryAfter } = await countHit(payload, `${form}:${clientAddress(headers)}`, windowSeconds)
  if (count > max) throw tooMany(RATE_LIMIT_MESSAGE, retryAfter)
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
