import type { Payload } from 'payload'
import { z } from 'zod'

import { parseWith, readJson } from '@/lib/http'

import { enforceRateLimit, isBot, type PublicForm } from './abuse'

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
  const body = await readJson(request, z.unknown())
  if (isBot(body)) {
    await enforceRateLimit(payload, form, request.headers)
    return { bot: true }
  }
  const data = parseWith(schema, body)
  await enforceRateLimit(payload, form, request.headers)
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
