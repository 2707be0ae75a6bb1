'use client'

import { X } from 'lucide-react'
import * as React from 'react'

import { cn } from '@/lib/utils'

import { Link } from './link'
import { dismissToast, TOAST_DURATION_MS, type ToastItem, useToasts } from './use-toast'

/**
 * The notification area of every page. Written by hand rather than with Radix Toast: it sits in
 * the shell of every page, and this is all the site needs from it (a live region, a close button,
 * auto-dismiss that waits while the pointer or focus is on the toast, Escape to close).
 */
export function Toaster() {
  const toasts = useToasts().filter((item) => item.open)
  return (
    // Always in the DOM, so screen readers announce what is added to it. Bottom right, above the
    // Quick Exit button: clear of the header's cart icon and navigation on every screen.
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed bottom-16 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 md:max-w-[420px]"
    >
      {toasts.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
    </section>
  )
}

function Toast({ item }: { item: ToastItem }) {
  const [paused, setPaused] = React.useState(false)
  const remaining = React.useRef(TOAST_DURATION_MS)

  React.useEffect(() => {
    if (paused) return
    const startedAt = Date.now()
    const timer = setTimeout(() => dismissToast(item.id), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt))
    }
  }, [paused, item.id])

  const destructive = item.variant === 'destructive'
  return (
    <div
      // An error interrupts; anything else is read in turn by the polite region around it.
      role={destructive ? 'alert' : undefined}
      data-testid="toast"
      data-variant={item.variant ?? 'default'}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissToast(item.id)
      }}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
        destructive ? 'border-danger bg-danger text-white' : 'border-line bg-white text-ink',
      )}
    >
      <div className="grid gap-1">
        <p className="font-semibold">{item.title}</p>
        {item.description ? <div className="text-sm">{item.description}</div> : null}
        {item.action ? (
          <Link
            href={item.action.href}
            onClick={() => dismissToast(item.id)}
            className="mt-1 justify-self-start rounded-full border-2 border-primary px-3 py-1 text-sm font-semibold whitespace-nowrap text-primary hover:bg-primary-soft"
          >
            {item.action.label}
          </Link>
        ) : null}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => dismissToast(item.id)}
        className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  )
}
