'use client'

import { usePathname } from 'next/navigation'
import * as React from 'react'

/**
 * Spec §1: the view scrolls to the top on every navigation — unless the address names a place
 * on the new page (a link to /staying-safe-online#privacy must land on the privacy notice).
 */
export function ScrollToTop() {
  const pathname = usePathname()
  React.useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    const target = id ? document.getElementById(id) : null
    if (target) target.scrollIntoView({ block: 'start', behavior: 'instant' })
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
