import type { ReactNode } from 'react'

import { cn } from '@/lib/utils'

/**
 * A titled section of a site page: the section named by its heading (for screen readers' section
 * lists), the heading centred in the pages' size, or read only by screen readers when the cards
 * below say it already.
 */
export function PageSection({
  id,
  title,
  titleHidden = false,
  className = 'mt-16',
  titleClassName = 'text-center text-3xl font-bold',
  children,
}: {
  id: string
  title: string
  titleHidden?: boolean
  className?: string
  titleClassName?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={cn(titleHidden ? 'sr-only' : titleClassName)}>
        {title}
      </h2>
      {children}
    </section>
  )
}
