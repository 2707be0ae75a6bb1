import { NextResponse, type NextRequest } from 'next/server'

import { MAX_JSON_BODY_BYTES } from '@/lib/json-guards'
import { CROSS_SITE_MESSAGE, isCrossSite } from '@/lib/security-headers'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Cross-site request guard for the JSON API (src/lib/cross-site.ts), and its body limit. */
export async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/product/')) return productPage(request)
  if (!UNSAFE_METHODS.has(request.method)) return pass()

  if (isCrossSite(request.headers)) return NextResponse.json({ message: CROSS_SITE_MESSAGE }, { status: 403 })

  // Payload's own API takes media uploads and Stripe's events can be larger (the webhook bounds
  // its own body); every other contract call is small JSON.
  const path = request.nextUrl.pathname
  const ownLimit = path.startsWith('/api/cms') || path === '/api/stripe/webhook'
  const length = Number(request.headers.get('content-length') ?? 0)
  if (!ownLimit && length > MAX_JSON_BODY_BYTES) {
    return NextResponse.json({ message: 'Request body is too large.' }, { status: 413 })
  }
  return pass()
}

/**
 * Every answer of the JSON API can carry staff or confidential data (Payload's REST for the staff
 * collections, users/me, sign-in, the forms): none may sit in a browser or proxy cache. Media
 * files, the one public exception, do not pass through here (see `config`).
 */
function pass() {
  const response = NextResponse.next()
  response.headers.set('Cache-Control', 'no-store')
  return response
}

/** The shape every product id has (the collection validates it on save). */
const PRODUCT_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/

/**
 * Product pages are rendered once and kept in Next's route cache, and so would be the 404 of
 * every made-up id (~72 KB on disk each: a script could fill the disk). An id that is not a
 * product is rewritten to /product-unknown, rendered per request and never stored. Whether it
 * exists is asked of GET /api/products/{id}, which reads the one cached product list; if that
 * call fails, the page renders as before.
 */
async function productPage(request: NextRequest) {
  const id = request.nextUrl.pathname.slice('/product/'.length)
  if (PRODUCT_ID.test(id) && id.length <= 100 && (await productExists(request, id))) return NextResponse.next()
  return NextResponse.rewrite(new URL('/product-unknown', request.url))
}

async function productExists(request: NextRequest, id: string): Promise<boolean> {
  const port = process.env.PORT || request.nextUrl.port || '3000'
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/products/${id}`, { cache: 'no-store' })
    return response.status !== 404
  } catch {
    return true
  }
}

export const config = {
  // The product list and product calls are read-only (GET; any other method is 405) and the
  // busiest public JSON: they skip this guard and are served straight from the route cache.
  // Media files (GET only, public, their own Cache-Control: src/server/media-file.ts) skip it too.
  // A public form sent without script posts itself to its page as multipart/form-data (its
  // server action, src/server/form-actions.ts): such posts pass the same cross-site check and
  // body limit, and another site's forged one is refused with 403 rather than failing in Next.
  // Ordinary page views carry no such Content-Type and never run this.
  // The upload of a file to import (POST /api/imports, up to 50 MB) skips it too: Next would
  // buffer the body for the proxy and cut it at 10 MB. That route streams the body itself and
  // makes the same cross-site check (src/app/api/imports/route.ts).
  matcher: [
    '/api/((?!products(?:/|$)|cms/media/file/|imports$).*)',
    '/product/:id',
    { source: '/((?!api/|_next/|admin).*)', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
  ],
}
