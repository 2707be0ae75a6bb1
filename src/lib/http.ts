import { NextResponse } from 'next/server'
import type { z } from 'zod'

import { runWithRequestAudit, takeKeyUse, type RequestAudit } from './audit-context'
import { type FieldErrors, fieldErrors } from './field-errors'
import { isDatabaseUnavailable } from './db-errors'
import { MAX_JSON_BODY_BYTES } from './limits'
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

/**
 * Reads a JSON body (at most 64 KB, whatever Content-Length claimed) and parses it with the
 * schema shared with the form. Throws ApiError 413 / 400 with the schema's own messages.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await readLimitedText(request)
  let body: unknown
  try {
    body = text.length ? JSON.parse(text) : undefined
  } catch {
    throw new ApiError(400, 'Request body must be valid JSON.')
  }
  return parseWith(schema, body)
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
