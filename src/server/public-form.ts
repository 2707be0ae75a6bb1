import { NextResponse } from 'next/server'
import type { Payload } from 'payload'
import { z } from 'zod'

import { HONEYPOT_FIELD } from '@/domain/forms/schemas'
import { parseBody, readJson, route } from '@/lib/http'

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
  const body = await readJson(request, z.unknown())
  if (isBot(body)) {
    await enforceRateLimit(payload, form, request.headers)
    return { bot: true }
  }
  // The honeypot is the form's, not the schema's: a person leaves it empty, and it is not an unknown field.
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? Object.fromEntries(Object.entries(body).filter(([key]) => key !== HONEYPOT_FIELD)) : body
  const data = parseBody(schema, fields)
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
