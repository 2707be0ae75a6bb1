'use client'

import * as React from 'react'

const SHIFT_PRESSES = 3
const SHIFT_WINDOW_MS = 2000

/**
 * Leaves the site at once for a neutral page. location.replace swaps the current history
 * entry, so Back does not return here; the page is blanked first so nothing lingers on screen
 * while the neutral site loads.
 */
export function leaveSite(url: string) {
  document.title = 'New Tab'
  document.documentElement.style.visibility = 'hidden'
  window.location.replace(url)
}

export function QuickExit({ url }: { url: string }) {
  React.useEffect(() => {
    let presses: number[] = []
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Shift' || event.repeat) return
      const now = Date.now()
      presses = [...presses.filter((time) => now - time < SHIFT_WINDOW_MS), now]
      if (presses.length >= SHIFT_PRESSES) {
        presses = []
        leaveSite(url)
      }
    }
    window.addEventListener('keydown', onKeyDown, true)
    // Lets tests (and anyone inspecting the page) see that the shortcut is armed.
    document.documentElement.dataset.quickExit = 'ready'
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [url])

  return (
    <button
      type="button"
      onClick={() => leaveSite(url)}
      data-testid="quick-exit"
      className="fixed bottom-3 left-3 z-[2147483647] rounded-full border-2 border-white bg-[#1f2a24] px-5 py-3 text-sm font-bold text-white shadow-xl hover:bg-black focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
      title="Leave this site now (or press Shift three times)"
    >
      Quick Exit <span className="sr-only">: leave this site now. Shortcut: press Shift three times.</span>
    </button>
  )
}

/** The honest note the issue asks for on sensitive pages. */
export function QuickExitNote({ className }: { className?: string }) {
  return (
    <p className={className}>
      <strong>Staying safe online:</strong> the Quick Exit button (or pressing Shift three times) leaves this
      site immediately, but it does not erase your browser history. If someone may check your device, use a
      private window or clear your history after your visit.
    </p>
  )
}
