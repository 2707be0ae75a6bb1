'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import * as React from 'react'

type Props = React.ComponentProps<typeof NextLink>

/**
 * The site's internal link: next/link with the page fetched ahead when the visitor shows intent
 * (pointer over it, a touch, keyboard focus) instead of whenever it scrolls into view. On a
 * phone that means no downloads of pages nobody opens, and the first seconds after a page loads
 * stay free for the page itself; a tap still navigates without a full reload.
 */
export function Link({ href, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter()
  const prefetched = React.useRef<string | null>(null)

  function warm() {
    if (typeof href !== 'string' || !href.startsWith('/') || prefetched.current === href) return
    prefetched.current = href
    router.prefetch(href)
  }

  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        warm()
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        warm()
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        warm()
        onFocus?.(event)
      }}
      {...props}
    />
  )
}
