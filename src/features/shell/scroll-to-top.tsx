'use client'

import { usePathname } from 'next/navigation'
import * as React from 'react'

/**
 * Spec §1: the view scrolls to the top on every navigation — unless the address names a place
 * on the new page (a link to /staying-safe-online#privacy must land on the privacy notice).
 */
export function ScrollToTop() {
  const pathname = usePathname()
  const shown = React.useRef(pathname)
  React.useEffect(() => {
    // Not on the first page: the browser placed it (at the top, or at its #place), and a visitor
    // who scrolled before the page woke must not be pulled back to the top when it does.
    if (shown.current === pathname) return
    shown.current = pathname
    const id = decodeURIComponent(window.location.hash.slice(1))
    const target = id ? document.getElementById(id) : null
    if (target) target.scrollIntoView({ block: 'start', behavior: 'instant' })
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
