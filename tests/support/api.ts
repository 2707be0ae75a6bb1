import { PERSONAL_MARKER } from './markers'

/** HTTP helpers for integration tests: they talk to the running server like any client. */
export const BASE_URL = process.env.APP_URL || 'http://localhost:3000'

export type ApiAnswer<T = Record<string, unknown>> = { status: number; body: T; headers: Headers }

type CallOptions = {
  method?: string
  body?: unknown
  rawBody?: string
  cookie?: string
  origin?: string
  headers?: Record<string, string>
}

export async function call<T = Record<string, unknown>>(path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json'
  if (options.cookie) {
    headers.cookie = options.cookie
    // Browsers say where a request comes from; Payload accepts a session cookie only then.
    headers['sec-fetch-site'] ??= 'same-origin'
  }
  if (options.origin) headers.origin = options.origin
  // A full address talks to another server (a cluster instance, the balancer).
  const response = await fetch(/^https?:/.test(path) ? path : `${BASE_URL}${path}`, {
    method: options.method ?? (options.body !== undefined || options.rawBody !== undefined ? 'POST' : 'GET'),
    headers,
    body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    redirect: 'manual',
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    // not JSON: leave the text
  }
  return { status: response.status, body: body as T, headers: response.headers }
}

/** The `name=value` pair of a Set-Cookie answer, ready to send back. */
export function cookieFrom(headers: Headers, name = 'payload-token'): string {
  const all = headers.getSetCookie()
  const found = all.find((c) => c.startsWith(`${name}=`))
  if (!found) throw new Error(`no ${name} cookie in ${JSON.stringify(all)}`)
  return found.split(';')[0]
}

export async function signIn(username = 'admin', password = process.env.ADMIN_PASSWORD || 'test-admin-password', base = '') {
  const answer = await call(`${base}/api/login`, { body: { username, password } })
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return cookieFrom(answer.headers)
}

/** A fresh e-mail address that carries the personal-data marker (see ./markers). */
export function uniqueEmail(label = 'person') {
  return `${label}.${PERSONAL_MARKER}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`
}
