import { NextResponse } from 'next/server'
import type { z } from 'zod'

import { runWithRequestAudit, takeKeyUse, type RequestAudit } from './audit-context'
import { type FieldErrors, fieldErrors } from './field-errors'
import { isDatabaseUnavailable, isInputRejectedByDatabase } from './db-errors'
import { jsonDepth, MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH, outOfRangeNumber, unknownField } from './json-guards'
import { logger } from './log'

export { type FieldErrors, fieldErrors }

/** An error whose message is safe to show a visitor, with the HTTP status that goes with it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export function jsonError(status: number, message: string, errors?: FieldErrors, headers?: HeadersInit) {
  return NextResponse.json(errors ? { message, errors } : { message }, { status, headers })
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'We cannot reach our records for a moment. Please try again shortly.'

export const INVALID_INPUT_MESSAGE = 'Please check the highlighted fields and try again.'

export const INVALID_JSON_MESSAGE = 'Request body must be valid JSON.'

/**
 * THE way a route reads a JSON body: at most 64 KB (whatever Content-Length claimed) → 413; sent
 * as `Content-Type: application/json` → else 415; present, valid JSON, nested at most 16 deep
 * → else 400; then `parseBody` with the schema shared with the form. Throws ApiError.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await readLimitedText(request)
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test((request.headers.get('content-type') ?? '').trim())) {
    throw new ApiError(415, 'Request body must be JSON, sent with Content-Type: application/json.')
  }
  if (!text.trim()) throw new ApiError(400, INVALID_JSON_MESSAGE)
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new ApiError(400, 'Request body is nested too deeply.')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ApiError(400, INVALID_JSON_MESSAGE)
  }
  return parseBody(schema, body)
}

/**
 * A request body's value through its schema, after the checks every body gets (issue 42): no
 * number an `integer` column cannot hold (ids, counts and cents all live in one), no field the
 * schema does not name. 400 naming the field. (Query strings use `parseWith`: they carry extra
 * parameters of their own.)
 */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const huge = outOfRangeNumber(value)
  if (huge) throw new ApiError(400, 'A number in the request is out of range.', { [huge]: 'This number is out of range.' })
  const unknown = unknownField(schema, value)
  if (unknown) throw new ApiError(400, `Unknown field: ${unknown}.`, { [unknown]: 'Unknown field.' })
  return parseWith(schema, value)
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) {
    const errors = fieldErrors(result.error)
    const first = Object.values(errors)[0]
    throw new ApiError(400, Object.keys(errors).length === 1 && first ? first : INVALID_INPUT_MESSAGE, errors)
  }
  return result.data
}

async function readLimitedText(request: Request): Promise<string> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_JSON_BODY_BYTES) {
      await reader.cancel()
      throw new ApiError(413, 'Request body is too large.')
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * The request's method, for the log line. A `force-static` handler (GET /api/products) receives
 * Next's Proxy of the request while it is prerendered; on Node 24, undici keeps a Request's state
 * in a private field that a getter called through a Proxy cannot reach, so `method` throws there.
 * Such a handler is only ever run for GET.
 */
function methodOf(request: Request) {
  try {
    return request.method
  } catch {
    return 'GET'
  }
}

/**
 * Wraps a route handler: ApiErrors become their JSON answer; anything else is logged and
 * answered with a plain 500, never a stack trace. Each write or failed call logs one line with
 * its method, path and status: never the query string or the body, which can hold what a
 * visitor typed.
 * Errors are logged through `safeError`, which withholds what a database error quotes.
 */
export function route<C = unknown>(
  handler: Handler<C>,
  // `confidential` is kept for the routes that declare it (every route now logs as carefully);
  // `auditsItself`: the handler writes an audit row of its own, which takes a staff key's use.
  options: { confidential?: boolean; auditsItself?: boolean } = {},
): Handler<C> {
  return async (request, context) => {
    const path = new URL(request.url).pathname
    const method = methodOf(request)
    const audit: RequestAudit = { method, path, auditsItself: options.auditsItself === true }
    let response: Response
    try {
      response = await runWithRequestAudit(audit, () => handler(request, context))
    } catch (error) {
      if (error instanceof ApiError) {
        response = jsonError(error.status, error.message, error.errors, error.headers)
      } else if (isInputRejectedByDatabase(error)) {
        // A value the schema let through that PostgreSQL cannot take (a number beyond its
        // column, a malformed date): the request's fault, answered 400. Logged without the
        // message, which quotes the value.
        logger.warn({ method, path }, '[api] input rejected by the database')
        response = jsonError(400, 'A value in the request is out of range or malformed.')
      } else if (isDatabaseUnavailable(error)) {
        // PostgreSQL restarting or away: nothing was wrong with the request, and a retry in a
        // moment will work (Stripe retries a webhook on any 5xx). No stack, no query in the log.
        logger.warn({ method, path }, '[api] database unavailable')
        response = jsonError(503, DATABASE_UNAVAILABLE_MESSAGE, undefined, { 'Retry-After': '5' })
      } else {
        logger.error({ err: error, method, path }, '[api] request failed')
        response = jsonError(500, 'Something went wrong on our side. Please try again.')
      }
    }
    // A staff key let the request in, and the route wrote no row of its own (it refused the input).
    const keyUse = takeKeyUse(audit)
    if (keyUse) {
      try {
        await keyUse.write()
      } catch (error) {
        logger.error({ err: error, method, path }, '[api] API key use not audited')
        response = jsonError(500, 'Something went wrong on our side. Please try again.')
      }
    }
    // Writes and failures only: the busy cached reads would spend more on the log than on the answer.
    if (method !== 'GET' || response.status >= 400) {
      logger.info({ method, path, status: response.status }, '[api] request')
    }
    return response
  }
}
