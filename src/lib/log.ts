import pino, { type Logger } from 'pino'

import { traceFields } from './telemetry'

/**
 * The one logger of the server: our code and Payload (payload.config.ts passes it as `logger`)
 * write JSON lines through it. Visitors' personal data must never reach a log, so:
 * - fields that can hold it are redacted wherever they appear one or two levels deep;
 * - errors go through `safeError`, which drops what a database error quotes (the SQL, its
 *   parameters, Postgres' `detail` such as "Key (email)=(…) already exists").
 */

const PERSONAL_FIELDS = [
  'email', 'firstName', 'lastName', 'name', 'phone', 'address', 'city', 'zipCode', 'message', 'notes',
  'password', 'token', 'cookie', 'authorization', 'body', 'data', 'params', 'query', 'detail',
  'specificNeeds', 'additionalInfo', 'helped', 'notHelped', 'comments', 'clothingSizes', 'location',
]

// pino's own `name` binding sits at the top level, so `name` is redacted only when nested.
const redactPaths = PERSONAL_FIELDS.flatMap((field) => [...(field === 'name' ? [] : [field]), `*.${field}`, `*.*.${field}`])

type ErrorLike = Error & Record<string, unknown>

/** Postgres (pg), Drizzle and Payload's database errors: they carry SQL, parameters or row values. */
function isDatabaseError(error: ErrorLike): boolean {
  return (
    'query' in error ||
    'params' in error ||
    'detail' in error ||
    (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)) ||
    /^Failed query/i.test(error.message)
  )
}

/**
 * What may be logged of an error. A database error keeps its class, SQLSTATE code, table and
 * constraint names (enough to find the fault) and loses its message; others keep message (as
 * `reason`, so the redaction of `message` fields does not hide it) and stack. Causes are followed the same way.
 */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error }
  const e = error as ErrorLike
  const cause = e.cause !== undefined && depth < 3 ? { cause: safeError(e.cause, depth + 1) } : {}
  if (isDatabaseError(e)) {
    return {
      type: e.name,
      code: typeof e.code === 'string' ? e.code : undefined,
      table: typeof e.table === 'string' ? e.table : undefined,
      constraint: typeof e.constraint === 'string' ? e.constraint : undefined,
      reason: 'database error (message withheld: it can quote values)',
      ...cause,
    }
  }
  const status = typeof e.status === 'number' ? e.status : undefined
  // An expected refusal (403, 404 …) is one line; only real faults carry a stack.
  const stack = status !== undefined && status < 500 ? undefined : e.stack?.split('\n').slice(1, 8).join('\n')
  return { type: e.name, reason: e.message, status, stack, ...cause }
}

function createLogger(): Logger {
  return pino({
    name: 'foundation',
    level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
    enabled: process.env.DISABLE_LOGGING !== 'true',
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: safeError, error: safeError },
    // With tracing on, each line names the trace and span it was written in (empty otherwise).
    mixin: traceFields,
  })
}

// One instance per process, also when Next bundles this module into several chunks.
const globalLog = globalThis as unknown as { foundationLogger?: Logger }
export const logger: Logger = (globalLog.foundationLogger ??= createLogger())
