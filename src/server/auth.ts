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

import type { LoginInput } from '@/features/auth/schema'
import { ApiError } from '@/lib/http'
import type { User } from '@/payload-types'

export const LOGIN_FAILED_MESSAGE = 'Invalid username or password.'
export const LOCKED_MESSAGE = 'Too many failed sign-in attempts. Please try again in 10 minutes.'

function usersAuthConfig(payload: Payload) {
  return payload.collections.users.config.auth
}

/** Staff fields safe to return to the browser. */
export function publicUser(user: Pick<User, 'id' | 'username' | 'name' | 'email'>) {
  return { id: user.id, username: user.username, name: user.name ?? null, email: user.email ?? null }
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
    if (error instanceof LockedAuth) throw new ApiError(429, LOCKED_MESSAGE)
    if (error instanceof AuthenticationError) throw new ApiError(401, LOGIN_FAILED_MESSAGE)
    // Unknown usernames and missing fields surface as other Payload errors: same answer, no hint.
    if (error instanceof Error && 'status' in error && (error as { status: number }).status < 500) {
      throw new ApiError(401, LOGIN_FAILED_MESSAGE)
    }
    throw error
  }
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
