/**
 * Response headers for every route. Stripe's hosts are allowed only on the pages that take a
 * payment, so no third-party script can run anywhere else — least of all on the intake form.
 */
const isProduction = process.env.NODE_ENV === 'production'

type Directives = Record<string, string[]>

const baseDirectives: Directives = {
  'default-src': ["'self'"],
  // Next inlines its bootstrap scripts; nonces would force every page to render per request.
  'script-src': ["'self'", "'unsafe-inline'", ...(isProduction ? [] : ["'unsafe-eval'"])],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", ...(isProduction ? [] : ['ws:', 'wss:'])],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

const stripeDirectives: Directives = {
  'script-src': ['https://js.stripe.com'],
  'connect-src': ['https://api.stripe.com', 'https://m.stripe.network', 'https://r.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
  'img-src': ['https://*.stripe.com'],
}

function serialise(directives: Directives) {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

export function contentSecurityPolicy({ payments }: { payments: boolean }) {
  if (!payments) return serialise(baseDirectives)
  const merged: Directives = { ...baseDirectives }
  for (const [name, values] of Object.entries(stripeDirectives)) {
    const current = (merged[name] ?? []).filter((v) => v !== "'none'")
    merged[name] = [...current, ...values]
  }
  return serialise(merged)
}

/**
 * Pages that mount Stripe's Payment Element: checkout, donate, every giving-circle page
 * (/friends-of-…, /…-circle) but not /donors-circle, the overview, which takes no payment, and
 * a donor's card update for her recurring gift (/my-giving/card/…, not the rest of My giving).
 */
export const paymentPathPatterns = [
  '/checkout',
  '/donate',
  '/:level((?!donors-circle$)(?:friends-of-[^/]+|[^/]+-circle))',
  '/my-giving/card/:id',
  // Issue 49: a campaign's page carries the donation form.
  '/campaigns/:slug',
]

/**
 * Responses that must not leak their address to the next page at all: the My giving link
 * carries its one-time token in the query string. Listed after the common headers in
 * next.config.ts, which otherwise win over what the route itself sets.
 */
export const noReferrerPaths = ['/my-giving/open']

/**
 * Uploaded files (src/server/media-file.ts): an SVG can carry script, and opened on its own it
 * would run under the site's policy ('unsafe-inline'). Payload's own policy for uploads, which
 * the site's policy (set in next.config.ts, winning over the route's) used to replace.
 */
export const MEDIA_FILE_PATHS = '/api/cms/media/file/:path*'
export const MEDIA_FILE_CSP = "script-src 'none'; frame-src 'none'; object-src 'none'"

export const commonHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
  ...(isProduction
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
]

/**
 * Whether a state-changing request comes from another site. Browsers always send Origin on
 * cross-site state-changing requests, so a mismatching Origin is refused, and so is a request
 * without one that Sec-Fetch-Site marks cross-site; requests with neither (server-to-server,
 * Stripe's webhook, curl) are left to each handler's own checks. The proxy asks it of the JSON
 * API; a route the proxy does not run for (a streamed upload) asks it itself.
 */
export function isCrossSite(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (origin && origin !== 'null') {
    const host = headers.get('x-forwarded-host') ?? headers.get('host')
    let originHost: string | null = null
    try {
      originHost = new URL(origin).host
    } catch {
      originHost = null
    }
    return !host || originHost !== host
  }
  // A browser that leaves Origin out still says where the request comes from.
  return origin === 'null' || headers.get('sec-fetch-site') === 'cross-site'
}

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.'
