'use client'

import * as React from 'react'

import type { ProductJSON } from '@/domain/cart/types'
import { cn } from '@/lib/utils'

import { STORE_CATEGORIES, type StoreFilter } from '@/domain/shop/catalogue'

/**
 * The store's category filter and grid (spec §2.4). Cards are rendered on the server and
 * handed in by product id; the filter only chooses which to show. With nothing to show, the
 * 'Coming Soon' view (also server-rendered) takes the grid's place.
 */
export function StoreCatalogue({
  products,
  cards,
  comingSoon,
}: {
  products: Pick<ProductJSON, 'id' | 'category'>[]
  cards: Record<string, React.ReactNode>
  comingSoon: React.ReactNode
}) {
  const [filter, setFilter] = React.useState<StoreFilter>('all')
  const shown = filter === 'all' ? products : products.filter((product) => product.category === filter)

  return (
    <div>
      <div role="group" aria-label="Filter products by category" className="flex flex-wrap justify-center gap-2">
        {STORE_CATEGORIES.map((category) => (
          <button
            key={category.value}
            type="button"
            aria-pressed={filter === category.value}
            onClick={() => setFilter(category.value)}
            className={cn(
              'rounded-full border-2 px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary',
              filter === category.value
                ? 'border-primary bg-primary text-white'
                : 'border-line bg-white text-ink hover:border-primary',
            )}
          >
            {category.label}
          </button>
        ))}
      </div>
      <p className="mt-6 text-center text-muted" aria-live="polite">
        {shown.length} product(s) found
      </p>
      {shown.length === 0 ? (
        comingSoon
      ) : (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {shown.map((product) => (
            <React.Fragment key={product.id}>{cards[product.id]}</React.Fragment>
          ))}
        </div>
      )}
    </div>
  )
}
