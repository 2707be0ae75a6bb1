import { Heart } from 'lucide-react'

import { Link } from '@/components/ui/link'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'

import { CartLink, MobileMenuButton, MobileMenuPanel, MobileMenuScope, MoreMenu, PrimaryLinks } from './header-islands'
import { NAV_ITEMS, PRIMARY_NAV_COUNT } from './nav'

/**
 * The site header: server HTML, with client islands only where it reacts (header-islands.tsx) —
 * the current-page marks, the "More" menu, the cart count and the phone menu. The logo, the row
 * and the Donate link need no JavaScript, so the first paint and hydration carry less.
 */
export function Header({ foundationName }: { foundationName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream">
      <MobileMenuScope>
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
          <Link href="/" className="flex shrink-0 items-center gap-2 font-serif text-lg font-bold whitespace-nowrap text-primary">
            <Heart className="h-5 w-5" aria-hidden="true" />
            <span>{foundationName}</span>
          </Link>
          {/* One row from 1280 px: the first links in the spec's order, then "More" with the rest, in order. */}
          <nav aria-label="Main" className="hidden min-w-0 flex-1 justify-center xl:flex">
            <ul className="flex flex-nowrap items-center gap-0.5">
              <PrimaryLinks items={NAV_ITEMS.slice(0, PRIMARY_NAV_COUNT)} />
              <li>
                <MoreMenu items={NAV_ITEMS.slice(PRIMARY_NAV_COUNT)} />
              </li>
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <CartLink />
            <Link href="/donate" className={cn(buttonVariants({ size: 'sm' }), 'hidden sm:inline-flex')}>
              Donate Now
            </Link>
            <MobileMenuButton />
          </div>
        </div>
        <MobileMenuPanel />
      </MobileMenuScope>
    </header>
  )
}
