import { NextResponse } from 'next/server'

import { getPayload } from '@/server/payload'
import { siteIsHttps, siteUrl } from '@/lib/site-url'
import { openPortalSession, PORTAL_SESSION_COOKIE } from '@/server/donor-portal/access'

export const dynamic = 'force-dynamic'

/**
 * The link from the e-mail: a live token becomes an HttpOnly session cookie of one hour, then a
 * redirect to /my-giving takes the token out of the address bar (and of the history). A used,
 * expired or unknown token opens no session and goes to /my-giving?link=expired: the site's own
 * page (header, exit button) saying so, with the form to ask for a new link.
 */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const session = await openPortalSession(await getPayload(), token)
  const response = NextResponse.redirect(`${siteUrl()}/my-giving${session ? '' : '?link=expired'}`, 303)
  response.headers.set('Cache-Control', 'no-store')
  response.headers.set('Referrer-Policy', 'no-referrer')
  if (!session) return response
  response.cookies.set(PORTAL_SESSION_COOKIE, session.secret, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: siteIsHttps(),
    maxAge: session.maxAge,
  })
  return response
}
