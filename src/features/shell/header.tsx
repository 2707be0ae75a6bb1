'use client'

import { ChevronDown, Heart, Menu, ShoppingCart, X } from 'lucide-react'
import { usePathname } from 'next/navigation'
import * as React from 'react'

import { Link } from '@/components/ui/link'
import { buttonVariants } from '@/components/ui/button'
import { useCart } from '@/features/cart/cart-context'
import { cn } from '@/lib/utils'

import { isCurrentPath, NAV_ITEMS, PRIMARY_NAV_COUNT, type NavItem } from './nav'

export function Header({ foundationName }: { foundationName: string }) {
  const pathname = usePathname()
  const { itemCount } = useCart()
  const [menuOpen, setMenuOpen] = React.useState(false)
  const menuButtonRef = React.useRef<HTMLButtonElement>(null)

  // Escape closes the phone menu, like every other menu of the site, and gives focus back to its button.
  React.useEffect(() => {
    if (!menuOpen) return
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      menuButtonRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  const links = (items: readonly NavItem[], onChoose?: () => void) =>
    items.map((item) => {
      const current = isCurrentPath(pathname, item.href)
      return (
        <li key={item.href}>
          <Link
            href={item.href}
            onClick={onChoose}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'block rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-2.5',
              current ? 'bg-primary text-white' : 'text-ink hover:bg-primary-soft',
            )}
          >
            {item.label}
          </Link>
        </li>
      )
    })

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <Link href="/" className="flex shrink-0 items-center gap-2 font-serif text-lg font-bold whitespace-nowrap text-primary">
          <Heart className="h-5 w-5" aria-hidden="true" />
          <span>{foundationName}</span>
        </Link>
        {/* One row from 1280 px: the first links in the spec's order, then "More" with the rest, in order. */}
        <nav aria-label="Main" className="hidden min-w-0 flex-1 justify-center xl:flex">
          <ul className="flex flex-nowrap items-center gap-0.5">
            {links(NAV_ITEMS.slice(0, PRIMARY_NAV_COUNT))}
            <li>
              <MoreMenu pathname={pathname} items={NAV_ITEMS.slice(PRIMARY_NAV_COUNT)} renderLinks={links} />
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <Link
            href="/cart"
            className="relative rounded-full p-2 text-ink hover:bg-primary-soft"
            aria-label={itemCount > 0 ? `Cart, ${itemCount} item${itemCount === 1 ? '' : 's'}` : 'Cart'}
          >
            <ShoppingCart className="h-6 w-6" aria-hidden="true" />
            {itemCount > 0 ? (
              <span
                data-testid="cart-badge"
                className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-white"
              >
                {itemCount}
              </span>
            ) : null}
          </Link>
          <Link href="/donate" className={cn(buttonVariants({ size: 'sm' }), 'hidden sm:inline-flex')}>
            Donate Now
          </Link>
          <button
            ref={menuButtonRef}
            type="button"
            className="rounded-full p-2 text-ink hover:bg-primary-soft xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-line bg-cream px-4 pb-4 xl:hidden">
          <ul className="grid gap-1 pt-2">{links(NAV_ITEMS, () => setMenuOpen(false))}</ul>
          <Link
            href="/donate"
            onClick={() => setMenuOpen(false)}
            className={cn(buttonVariants({ size: 'sm' }), 'mt-3 w-full sm:hidden')}
          >
            Donate Now
          </Link>
        </nav>
      ) : null}
    </header>
  )
}

/** The header's last links, behind a button; closes on Escape, a click elsewhere or a choice. */
function MoreMenu({
  pathname,
  items,
  renderLinks,
}: {
  pathname: string
  items: readonly NavItem[]
  renderLinks: (items: readonly NavItem[], onChoose: () => void) => React.ReactNode
}) {
  const [open, setOpen] = React.useState(false)
  const rootRef = React.useRef<HTMLDivElement>(null)
  const buttonRef = React.useRef<HTMLButtonElement>(null)
  const holdsCurrent = items.some((item) => isCurrentPath(pathname, item.href))

  React.useEffect(() => {
    if (!open) return
    function onPointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="more-menu"
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'flex items-center gap-1 rounded-full px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
          holdsCurrent ? 'bg-primary text-white' : 'text-ink hover:bg-primary-soft',
        )}
      >
        More
        <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open ? (
        <ul
          id="more-menu"
          className="absolute right-0 top-full z-50 mt-2 grid min-w-44 gap-1 rounded-card border border-line bg-cream p-2 shadow-lg"
        >
          {renderLinks(items, () => setOpen(false))}
        </ul>
      ) : null}
    </div>
  )
}
