import { Link } from '@/components/ui/link'
import { buttonVariants } from '@/components/ui/button'
import { PAGE_LINK, safeHref } from '@/lib/safe-url'
import { cn } from '@/lib/utils'

type Props = {
  href: string
  children: React.ReactNode
  style?: 'primary' | 'secondary' | 'outline' | 'link' | null
  newTab?: boolean | null
  className?: string
}

/**
 * A button-styled link from CMS data: site paths use client navigation, others a plain anchor.
 * The address is checked again here: one that is not a path, web, e-mail or phone link renders inert.
 */
export function CmsLink({ href: stored, children, style = 'primary', newTab, className }: Props) {
  const href = safeHref(stored, PAGE_LINK)
  const classes = cn(
    style === 'link'
      ? 'font-semibold text-primary underline underline-offset-4 hover:text-primary-hover'
      : buttonVariants({ variant: style ?? 'primary' }),
    className,
  )
  if (newTab) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} className={classes}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={classes}>
      {children}
    </a>
  )
}
