import { NextResponse } from 'next/server'

import { route } from '@/lib/http'
import { getPayload } from '@/server/payload'
import { closePortalSession, PORTAL_SESSION_COOKIE } from '@/server/donor-portal/access'

export const dynamic = 'force-dynamic'

/** Ends the donor's session here and in the browser → 200 {message}. */
export const POST = route(async (request) => {
  const payload = await getPayload()
  await closePortalSession(payload, request.headers)
  const response = NextResponse.json({ message: 'Signed out.' })
  response.cookies.set(PORTAL_SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', secure: process.env.NODE_ENV === 'production', maxAge: 0 })
  return response
})
