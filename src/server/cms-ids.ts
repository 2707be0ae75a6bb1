import type { Payload } from 'payload'

import { serialKeyOf } from '@/lib/keys'

/** Payload's own answer for a document that does not exist. */
function notFound() {
  return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
}

/** Does `pattern` (an endpoint path such as `/versions/:id`) match these segments; with which id? */
function matchEndpoint(pattern: string, segments: string[]): { matched: boolean; id?: string } {
  const parts = pattern.split('/').filter(Boolean)
  let id: string | undefined
  for (let i = 0; i < Math.max(parts.length, segments.length); i++) {
    const part = parts[i]
    const segment = segments[i]
    if (part === undefined) return { matched: false }
    if (part.startsWith(':')) {
      if (segment === undefined) return { matched: part.endsWith('?') }
      if (part.replace(/\?$/, '') === ':id') id = segment
      continue
    }
    if (segment !== part) return { matched: false }
  }
  return { matched: true, id }
}

type Endpoint = { path: string; method: string }

/**
 * A malformed key in `/api/cms/<collection>/<id>` (and `versions/<id>`, `access/<id>`,
 * `<id>/duplicate`) of a collection with numeric keys answers 404 like a key that does not
 * exist. Payload would run the query with NaN (or a number out of the column's range) and answer
 * 500. Paths that name one of the collection's own endpoints (`login`, `me`, `count`,
 * `file/<name>`…) are left alone, whatever their method.
 */
export function malformedKeyAnswer(payload: Payload, method: string, pathname: string): Response | null {
  const base = `${payload.config.routes.api}/`
  if (!pathname.startsWith(base)) return null
  let segments: string[]
  try {
    segments = pathname.slice(base.length).split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return notFound()
  }
  const [slug, ...rest] = segments
  const collection = slug ? payload.collections[slug as keyof typeof payload.collections] : undefined
  if (!collection || rest.length === 0) return null
  const numeric = collection.customIDType ? collection.customIDType === 'number' : (payload.db as { idType?: string }).idType !== 'uuid'
  if (!numeric) return null

  const endpoints = (collection.config.endpoints || []) as Endpoint[]
  const lower = method.toLowerCase()
  const candidates = endpoints.filter((endpoint) => endpoint.method === lower).map((endpoint) => ({ endpoint, ...matchEndpoint(endpoint.path, rest) }))
  const matching = candidates.filter((candidate) => candidate.matched)
  // A fixed route (`/login`, `/count`, `/versions`) wins over `/:id`, as in Payload's router.
  if (matching.some((candidate) => candidate.id === undefined)) return null
  // `verify/:id` takes an e-mail verification token, not a document key.
  const keyed = matching.filter((candidate) => !candidate.endpoint.path.startsWith('/verify/'))
  if (keyed.length === 0) return null
  return keyed.every((candidate) => candidate.id !== undefined && serialKeyOf(candidate.id) === null) ? notFound() : null
}

type RestHandler<C> = (request: Request, context: C) => Promise<Response>

/** Wraps one of Payload's REST handlers with `malformedKeyAnswer`. */
export function withWellFormedKeys<C>(handler: RestHandler<C>, getPayload: () => Promise<Payload>): RestHandler<C> {
  return async (request, context) => {
    const refused = malformedKeyAnswer(await getPayload(), request.method, new URL(request.url).pathname)
    return refused ?? handler(request, context)
  }
}
