'use client'

import { Heart, Menu, ShoppingCart, X } from 'lucide-react'
import { usePathname } from 'next/navigation'
import * as React from 'react'

import { Link } from '@/components/link'
import { buttonVariants } from '@/components/ui/button'
import { useCart } from '@/features/cart/cart-context'
import { cn } from '@/lib/utils'

import { isCurrentPath, NAV_ITEMS } from './nav'

export function Header({ foundationName }: { foundationName: string }) {
  const pathname = usePathname()
  const { itemCount } = useCart()
  const [menuOpen, setMenuOpen] = React.useState(false)

  const links = (onChoose?: () => void) =>
    NAV_ITEMS.map((item) => {
      const current = isCurrentPath(pathname, item.href)
      return (
        <li key={item.href}>
          <Link
            href={item.href}
            onClick={onChoose}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'block rounded-full px-3 py-2 text-sm font-medium transition-colors',
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
        <Link href="/" className="flex shrink-0 items-center gap-2 font-serif text-lg font-bold text-primary">
          <Heart className="h-5 w-5" aria-hidden="true" />
          <span>{foundationName}</span>
        </Link>
        <nav aria-label="Main" className="hidden flex-1 justify-center xl:flex">
          <ul className="flex flex-wrap items-center gap-1">{links()}</ul>
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
          <ul className="grid gap-1 pt-2">{links(() => setMenuOpen(false))}</ul>
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
