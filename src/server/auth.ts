import {
  AuthenticationError,
  createLocalReq,
  generateExpiredPayloadCookie,
  generatePayloadCookie,
  LockedAuth,
  loginOperation,
  logoutOperation,
  type Payload,
} from 'payload'

import { type Area, hasRole, refusalMessage } from '@/access/roles'
import type { LoginInput } from '@/domain/auth/schema'
import { ApiError } from '@/lib/http'
import type { User } from '@/payload-types'

import { recordAudit } from './audit'

export const LOGIN_FAILED_MESSAGE = 'Invalid username or password.'
export const LOCKED_MESSAGE = 'Too many failed sign-in attempts. Please try again in 10 minutes.'

function usersAuthConfig(payload: Payload) {
  return payload.collections.users.config.auth
}

/** Staff fields safe to return to the browser. */
export function publicUser(user: Pick<User, 'id' | 'username' | 'name' | 'email' | 'role'>) {
  return { id: user.id, username: user.username, name: user.name ?? null, email: user.email ?? null, role: user.role }
}

/**
 * Signs in through Payload's own login operation (which counts failures and locks the account),
 * returning the same session cookie the admin panel uses.
 */
export async function login(payload: Payload, input: LoginInput) {
  try {
    // The operation itself, not payload.login: with removeTokenFromResponses the local wrapper
    // drops the token this route needs for the cookie (it never goes into the response body).
    const result = await loginOperation({
      collection: payload.collections.users,
      data: { username: input.username, password: input.password },
      overrideAccess: true,
      req: await createLocalReq({}, payload),
    })
    if (!result.token || !result.user) throw new ApiError(401, LOGIN_FAILED_MESSAGE)
    const cookie = generatePayloadCookie({
      collectionAuthConfig: usersAuthConfig(payload),
      cookiePrefix: payload.config.cookiePrefix,
      token: result.token,
      returnCookieAsObject: true,
    })
    return { user: publicUser(result.user as User), cookie: toSessionCookie(cookie) }
  } catch (error) {
    if (error instanceof ApiError) throw error
    const refused =
      error instanceof LockedAuth ||
      error instanceof AuthenticationError ||
      // Unknown usernames and missing fields surface as other Payload errors: same answer, no hint.
      (error instanceof Error && 'status' in error && (error as { status: number }).status < 500)
    if (!refused) throw error
    await auditRefusedSignIn(payload, input.username)
    throw error instanceof LockedAuth ? new ApiError(429, LOCKED_MESSAGE) : new ApiError(401, LOGIN_FAILED_MESSAGE)
  }
}

/**
 * Audits a refused sign-in through any door (/api/login, /api/cms/users/login, the admin form):
 * `lockout` when the account is now locked (this attempt locked it, or it already was),
 * `sign-in-failed` otherwise. Only an existing account's id and username are written: what was
 * typed into an unknown username could be anything, a password included, so it is never stored.
 */
export async function auditRefusedSignIn(payload: Payload, username: unknown) {
  try {
    await recordRefusedSignIn(payload, username)
  } catch (error) {
    // The caller is answering a refusal already; a failed audit write must not turn it into a 500.
    console.error(`[audit] refused sign-in not recorded: ${error instanceof Error ? error.name : 'unknown'}`)
  }
}

async function recordRefusedSignIn(payload: Payload, username: unknown) {
  const name = typeof username === 'string' ? username.trim().toLowerCase() : ''
  const found = name
    ? await payload.find({
        collection: 'users',
        where: { username: { equals: name } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        showHiddenFields: true,
      })
    : { docs: [] }
  const account = found.docs[0] as (User & { lockUntil?: string | null }) | undefined
  const locked = Boolean(account?.lockUntil && new Date(account.lockUntil).getTime() > Date.now())
  await recordAudit(payload, {
    action: locked ? 'lockout' : 'sign-in-failed',
    user: account ? { id: account.id, username: account.username } : null,
    collection: 'users',
    recordId: account?.id ?? null,
  })
}

export async function currentUser(payload: Payload, headers: Headers) {
  const { user } = await payload.auth({ headers })
  return user && user.collection === 'users' ? (user as User & { collection: 'users' }) : null
}

/** Ends this session server-side (Payload keeps a session list) and expires the cookie. */
export async function logout(payload: Payload, headers: Headers) {
  const user = await currentUser(payload, headers)
  if (user) {
    const req = await createLocalReq({ user }, payload)
    await logoutOperation({ collection: payload.collections.users, req })
  }
  return toSessionCookie(
    generateExpiredPayloadCookie({
      collectionAuthConfig: usersAuthConfig(payload),
      cookiePrefix: payload.config.cookiePrefix,
      returnCookieAsObject: true,
    }),
  )
}

/**
 * Payload's cookie, with its attributes spelled the standard way (Payload writes
 * `HttpOnly=true`, which not every client reads as HttpOnly).
 */
function toSessionCookie(cookie: { name: string; value?: string; expires?: string; sameSite?: unknown; secure?: boolean }) {
  return {
    name: cookie.name,
    value: cookie.value ?? '',
    options: {
      httpOnly: true,
      path: '/',
      sameSite: 'lax' as const,
      secure: Boolean(cookie.secure),
      expires: cookie.expires ? new Date(cookie.expires) : new Date(0),
    },
  }
}

export type SessionCookie = ReturnType<typeof toSessionCookie>

/** For staff-only route handlers: the signed-in user, or a 401 with the caller's message. */
export async function requireStaff(payload: Payload, headers: Headers, message = 'Authentication required.') {
  const user = await currentUser(payload, headers)
  if (!user) throw new ApiError(401, message)
  return user
}

/**
 * THE guard of staff route handlers: the signed-in user when their role may open `area`
 * (src/access/roles.ts), else 401 `{message}` without a session and 403 `{message}` naming the
 * role and the area for a signed-in account of the wrong role.
 */
export async function requireRole(payload: Payload, headers: Headers, area: Area, message = 'Authentication required.') {
  return requireArea(await requireStaff(payload, headers, message), area)
}

/** The 403 half of `requireRole`, for a signed-in user whose area is known only later (an export's list). */
export function requireArea<U extends User>(user: U, area: Area) {
  if (!hasRole(user, area)) throw new ApiError(403, refusalMessage(user, area))
  return user
}

/** The username a Payload login request carried: JSON, or the admin form's `_payload` field. */
async function loginUsername(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.includes('application/json')) return ((await request.json()) as { username?: unknown })?.username
    const form = await request.formData()
    const packed = form.get('_payload')
    if (typeof packed === 'string') return (JSON.parse(packed) as { username?: unknown })?.username
    return form.get('username')
  } catch {
    return undefined
  }
}

type RestHandler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Wraps Payload's REST POST so a refused sign-in at /api/cms/users/login (the admin's sign-in
 * form posts there) is audited like one at /api/login. Successful ones are audited by the users
 * collection's afterLogin hook, whatever the door.
 */
export function withSignInAudit<C>(handler: RestHandler<C>, getPayload: () => Promise<Payload>): RestHandler<C> {
  return async (request, context) => {
    if (!new URL(request.url).pathname.endsWith('/users/login')) return handler(request, context)
    const copy = request.clone()
    const response = await handler(request, context)
    if (response.status === 401) await auditRefusedSignIn(await getPayload(), await loginUsername(copy))
    return response
  }
}
