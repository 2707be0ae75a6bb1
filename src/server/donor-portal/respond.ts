import type { Payload } from 'payload'

import { ApiError } from '@/lib/http'

import { PORTAL_SIGN_IN_MESSAGE, portalEmail } from './access'

/** The donor's e-mail of the request's session, or 401 asking for a new link. */
export async function requireDonor(payload: Payload, headers: Headers) {
  const email = await portalEmail(payload, headers)
  if (!email) throw new ApiError(401, PORTAL_SIGN_IN_MESSAGE)
  return email
}
