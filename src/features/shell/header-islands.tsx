'use client'

import { ChevronDown, Menu, ShoppingCart, X } from 'lucide-react'
import { usePathname } from 'next/navigation'
import * as React from 'react'

import { Link } from '@/components/ui/link'
import { buttonVariants } from '@/components/ui/button'
import { useCart } from '@/features/cart/cart-context'
import { cn } from '@/lib/utils'

import { isCurrentPath, NAV_ITEMS, type NavItem } from './nav'

/**
 * The header's interactive parts, each a small client island inside the server-rendered header
 * (header.tsx): the links that mark the current page, the "More" menu, the cart count and the
 * phone menu. Everything else in the header is plain server HTML that needs no JavaScript.
 */

function NavLinks({ items, onChoose }: { items: readonly NavItem[]; onChoose?: () => void }) {
  const pathname = usePathname()
  return items.map((item) => {
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
}

export function PrimaryLinks({ items }: { items: readonly NavItem[] }) {
  return <NavLinks items={items} />
}

/** The header's last links, behind a button; closes on Escape, a click elsewhere or a choice. */
export function MoreMenu({ items }: { items: readonly NavItem[] }) {
  const pathname = usePathname()
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
          <NavLinks items={items} onChoose={() => setOpen(false)} />
        </ul>
      ) : null}
    </div>
  )
}

export function CartLink() {
  const { itemCount } = useCart()
  return (
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
  )
}

type MobileMenuContext = { open: boolean; setOpen: (open: boolean) => void; buttonRef: React.RefObject<HTMLButtonElement | null> }
const MobileMenuState = React.createContext<MobileMenuContext | null>(null)

/** The phone menu's open state, shared by its button (in the header's row) and its panel (under the row). */
export function MobileMenuScope({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = React.useState(false)
  const buttonRef = React.useRef<HTMLButtonElement>(null)

  // Escape closes the phone menu, like every other menu of the site, and gives focus back to its button.
  React.useEffect(() => {
    if (!open) return
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const value = React.useMemo(() => ({ open, setOpen, buttonRef }), [open])
  return <MobileMenuState.Provider value={value}>{children}</MobileMenuState.Provider>
}

function useMobileMenu() {
  const state = React.useContext(MobileMenuState)
  if (!state) throw new Error('the phone menu is used outside MobileMenuScope')
  return state
}

export function MobileMenuButton() {
  const { open, setOpen, buttonRef } = useMobileMenu()
  return (
    <button
      ref={buttonRef}
      type="button"
      className="rounded-full p-2 text-ink hover:bg-primary-soft xl:hidden"
      aria-expanded={open}
      aria-controls="mobile-menu"
      aria-label={open ? 'Close menu' : 'Open menu'}
      onClick={() => setOpen(!open)}
    >
      {open ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
    </button>
  )
}

export function MobileMenuPanel() {
  const { open, setOpen } = useMobileMenu()
  if (!open) return null
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="border-t border-line bg-cream px-4 pb-4 xl:hidden">
      <ul className="grid gap-1 pt-2">
        <NavLinks items={NAV_ITEMS} onChoose={() => setOpen(false)} />
      </ul>
      <Link href="/donate" onClick={() => setOpen(false)} className={cn(buttonVariants({ size: 'sm' }), 'mt-3 w-full sm:hidden')}>
        Donate Now
      </Link>
    </nav>
  )
}
