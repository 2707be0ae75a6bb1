import { Link } from '@/components/ui/link'
import { buttonVariants } from '@/components/ui/button'
import { PAGE_LINK, safeHref } from '@/lib/safe-url'
import { cn } from '@/lib/utils'

const EMAIL_IN_LABEL = /^(.*?)\s*(\S+@\S+)$/

/**
 * A pill whose label ends in an e-mail address ("Email hello@…") stays one line on a phone: a
 * smaller type there, and an address too long for the screen ends in an ellipsis (the link and
 * the accessible name keep it whole) instead of breaking the pill into what reads as two buttons.
 */
function pillAddress(label: React.ReactNode) {
  if (typeof label !== 'string') return null
  const match = EMAIL_IN_LABEL.exec(label.trim())
  return match ? { before: match[1], email: match[2] } : null
}

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
export function CmsLink({ href: stored, children: label, style = 'primary', newTab, className }: Props) {
  const href = safeHref(stored, PAGE_LINK)
  const address = style !== 'link' ? pillAddress(label) : null
  const classes = cn(
    style === 'link'
      ? 'font-semibold text-primary underline underline-offset-4 hover:text-primary-hover'
      : buttonVariants({ variant: style ?? 'primary' }),
    address && 'max-w-full max-sm:whitespace-nowrap max-sm:px-4 max-sm:text-sm',
    className,
  )
  const children = address ? (
    <>
      {address.before && <span className="shrink-0">{address.before}</span>}
      <span className="min-w-0 truncate">{address.email}</span>
    </>
  ) : (
    label
  )
  // The two spans would read as one word; the link is named by its whole label.
  const named = address ? { 'aria-label': newTab ? `${label} (opens in a new tab)` : String(label) } : {}
  if (newTab) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes} {...named}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} className={classes} {...named}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={classes} {...named}>
      {children}
    </a>
  )
}
