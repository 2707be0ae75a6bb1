import { headers } from 'next/headers'
import { NextResponse } from 'next/server'
import type { Payload } from 'payload'
import { z } from 'zod'

import { HONEYPOT_FIELD } from '@/domain/forms/schemas'
import { isDatabaseUnavailable } from '@/lib/db-errors'
import { ApiError, DATABASE_UNAVAILABLE_MESSAGE, parseBody, readJson, route } from '@/lib/http'
import { logger } from '@/lib/log'
import type { FormActionState } from '@/lib/post-json'

import { enforceRateLimit, isBot, type PublicForm } from './abuse'
import { getPayload } from './payload'

export type Submission<T> = { bot: true } | { bot: false; data: T }

/**
 * The front door of every public form: read the JSON, spot the honeypot, validate with the
 * form's own schema, then count the submission against the sender's rate limit. Bots get the
 * normal success answer from the caller and nothing is stored; malformed input is answered 400
 * before it costs the sender any of their allowance.
 */
export async function readSubmission<S extends z.ZodType>(
  request: Request,
  payload: Payload,
  form: PublicForm,
  schema: S,
): Promise<Submission<z.output<S>>> {
  return checkSubmission(payload, form, schema, await readJson(request, z.unknown()), request.headers)
}

/** The same checks for a body already read: a JSON post's, or a form's posted without script. */
export async function checkSubmission<S extends z.ZodType>(
  payload: Payload,
  form: PublicForm,
  schema: S,
  body: unknown,
  headers: Headers,
): Promise<Submission<z.output<S>>> {
  if (isBot(body)) {
    await enforceRateLimit(payload, form, headers)
    return { bot: true }
  }
  // The honeypot is the form's, not the schema's: a person leaves it empty, and it is not an unknown field.
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? Object.fromEntries(Object.entries(body).filter(([key]) => key !== HONEYPOT_FIELD)) : body
  const data = parseBody(schema, fields)
  await enforceRateLimit(payload, form, headers)
  return { bot: false, data }
}

/** Answers that hold or may hold a visitor's private words must never sit in any cache. */
export function withNoStore<C>(handler: (request: Request, context: C) => Promise<Response>) {
  return async (request: Request, context: C) => {
    const response = await handler(request, context)
    response.headers.set('Cache-Control', 'no-store')
    return response
  }
}

/**
 * The POST of a public form: the submission read as above, a real one handed to `accept`, and
 * every sender given the same `thanks` (a bot too, so it learns nothing). A confidential form's
 * answers are never cached.
 */
export function formPost<S extends z.ZodType>(
  form: PublicForm,
  schema: S,
  accept: (payload: Payload, data: z.output<S>) => Promise<unknown>,
  thanks: { message: string; status: number },
  { confidential = false }: { confidential?: boolean } = {},
) {
  const handler = route(
    async (request) => {
      const payload = await getPayload()
      const submission = await readSubmission(request, payload, form, schema)
      if (!submission.bot) await accept(payload, submission.data)
      return NextResponse.json({ message: thanks.message }, { status: thanks.status })
    },
    { confidential },
  )
  return confidential ? withNoStore(handler) : handler
}

/**
 * A public form sent without script (its server action, src/server/form-actions.ts): `run` does
 * what the form's JSON route does, and every outcome becomes the form's state, as the JSON
 * route's answer would have been: a refusal keeps her fields so the page shows them again, and
 * nothing she typed reaches the log (the same one line per submission as route()).
 */
export async function answerForm<T>(
  form: PublicForm,
  fields: Record<string, string>,
  run: (payload: Payload, headers: Headers) => Promise<T & { message?: string }>,
): Promise<FormActionState<T>> {
  let state: FormActionState<T>
  try {
    const payload = await getPayload()
    state = { kind: 'ok', data: await run(payload, await headers()) }
  } catch (error) {
    if (error instanceof ApiError) {
      state = { kind: 'error', status: error.status, message: error.message, errors: error.errors, fields }
    } else if (isDatabaseUnavailable(error)) {
      logger.warn({ form }, '[form] database unavailable')
      state = { kind: 'error', status: 503, message: DATABASE_UNAVAILABLE_MESSAGE, fields }
    } else {
      logger.error({ err: error, form }, '[form] submission failed')
      state = { kind: 'error', status: 500, message: 'Something went wrong on our side. Please try again.', fields }
    }
  }
  logger.info({ form, status: state.kind === 'ok' ? 200 : state.status }, '[form] submission without script')
  return state
}
