'use client'

import * as React from 'react'

/**
 * Marks the document once React has hydrated (`html[data-quick-exit="ready"]`, the name kept from
 * when the exit shortcut was a React listener). The exit itself no longer waits for this; tests
 * use it to know client handlers are live.
 */
export function HydrationMark() {
  React.useEffect(() => {
    document.documentElement.dataset.quickExit = 'ready'
  }, [])
  return null
}
