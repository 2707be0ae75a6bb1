import type { Metadata } from 'next'
import { Store, Truck } from 'lucide-react'

import { ComingSoon } from '@/features/shop/coming-soon'
import { ProductCard } from '@/features/shop/product-card'
import { StoreCatalogue } from '@/features/shop/store-catalogue'
import { getSiteSettings } from '@/server/site-settings'
import { getActiveProducts } from '@/server/shop/products'

export const metadata: Metadata = { title: 'Store' }

export default async function StorePage() {
  const [products, settings] = await Promise.all([getActiveProducts(), getSiteSettings()])
  const cards = Object.fromEntries(
    products.map((product, index) => [product.id, <ProductCard key={product.id} product={product} headingLevel="h2" priority={index === 0} />]),
  )
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-bold">Farm Store</h1>
        <p className="mx-auto mt-3 max-w-2xl text-muted">
          Seeds, eggs, honey, plant starts and handmade gifts from our gardens. Every purchase funds free
          support for women starting over.
        </p>
        <p className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          <span className="inline-flex items-center gap-2">
            <Truck aria-hidden="true" className="size-4 text-primary" /> Free shipping on seeds, honey and gifts
          </span>
          <span className="inline-flex items-center gap-2">
            <Store aria-hidden="true" className="size-4 text-primary" /> Eggs and plant starts: local pickup only
          </span>
        </p>
      </header>
      <div className="mt-10">
        <StoreCatalogue
          products={products.map(({ id, category }) => ({ id, category }))}
          cards={cards}
          comingSoon={<ComingSoon farmStandHours={settings.farmStandHours} />}
        />
      </div>
    </div>
  )
}
