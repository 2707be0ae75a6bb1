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
