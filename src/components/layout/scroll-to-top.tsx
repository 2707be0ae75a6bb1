'use client'

import { usePathname } from 'next/navigation'
import * as React from 'react'

/** Spec §1: the view scrolls to the top on every navigation. */
export function ScrollToTop() {
  const pathname = usePathname()
  React.useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
