import { ValidationError } from 'payload'

type MaybeDbError = {
  code?: string
  cause?: { code?: string }
  data?: { errors?: { message?: string }[] }
}

/**
 * True when a write lost a race against a unique index. Postgres says so with code 23505;
 * Payload turns it into a ValidationError whose field message says the value must be unique.
 * Checked by class and content, never by `error.name`: production builds minify class names.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const e = error as MaybeDbError
  if (e.code === '23505' || e.cause?.code === '23505') return true
  const fieldErrors = e.data?.errors
  if (!(error instanceof ValidationError) && !Array.isArray(fieldErrors)) return false
  return Boolean(fieldErrors?.some((field) => /unique|already/i.test(field.message ?? '')))
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'])
const UNREACHABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down|in recovery mode)/i

/**
 * True when an error means PostgreSQL could not be reached or dropped the connection — a server
 * restart or outage, not a bad request or a bug: the caller answers 503 and the client retries.
 * PostgreSQL's own codes: class 08 (connection exception) and 57P01-57P03 (shutdown, cannot
 * connect now). Drizzle and Payload wrap the driver's error, so the causes are followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
    const code = typeof e.code === 'string' ? e.code : ''
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) return true
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message)) return true
    // An AggregateError (one per address tried) carries its causes in `errors`.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true
    current = e.cause
  }
  return false
}

/**
 * Issue 42: true when PostgreSQL refused a value (class 22, data exception: 22003 out of range,
 * 22P02 invalid text, 22007/22008 a bad date…). Only input reaches a statement as a value, so the
 * request is answered 400 rather than 500. Drizzle and Payload wrap the driver's error.
 */
export function isInputRejectedByDatabase(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; cause?: unknown }
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true
    current = e.cause
  }
  return false
}
