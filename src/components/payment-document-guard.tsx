'use client'

import * as React from 'react'

/**
 * Stripe's hosts are allowed only by the Content-Security-Policy of payment pages, and a CSP
 * belongs to the document that was loaded. After a client-side navigation from any other page
 * the document (and its stricter policy) is still that page's, so Stripe.js would be blocked.
 * Rendered on payment pages: when this page was reached that way, it is loaded afresh — before
 * the visitor has typed anything — so it runs under its own policy.
 */
export function PaymentDocumentGuard() {
  React.useEffect(() => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const loadedPath = entry ? new URL(entry.name).pathname : window.location.pathname
    if (loadedPath !== window.location.pathname) window.location.reload()
  }, [])
  return null
}
