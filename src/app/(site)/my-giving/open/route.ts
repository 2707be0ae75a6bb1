import { NextResponse } from 'next/server'

import { getPayload } from '@/lib/payload'
import { siteIsHttps, siteUrl } from '@/lib/site-url'
import { openPortalSession, PORTAL_SESSION_COOKIE } from '@/server/donor-portal/access'

export const dynamic = 'force-dynamic'

const EXPIRED = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>Link expired</title></head>
<body style="font-family:Georgia,serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>This link has expired or was already used</h1>
<p>Each link works once, for 30 minutes. <a href="/my-giving">Request a new link</a>.</p></body></html>`

/**
 * The link from the e-mail: a live token becomes an HttpOnly session cookie of one hour, then a
 * redirect to /my-giving takes the token out of the address bar (and of the history). A used,
 * expired or unknown token → 401 with a way to ask for a new link.
 */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const session = await openPortalSession(await getPayload(), token)
  if (!session) {
    return new Response(EXPIRED, { status: 401, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } })
  }
  const response = NextResponse.redirect(`${siteUrl()}/my-giving`, 303)
  response.headers.set('Cache-Control', 'no-store')
  response.headers.set('Referrer-Policy', 'no-referrer')
  response.cookies.set(PORTAL_SESSION_COOKIE, session.secret, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: siteIsHttps(),
    maxAge: session.maxAge,
  })
  return response
}
