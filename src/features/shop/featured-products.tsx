import { Link } from '@/components/ui/link'
import { buttonVariants } from '@/components/ui/button'
import { getActiveProducts } from '@/server/shop/products'

import { ProductCard } from './product-card'

/** Spec §9: the home page features the first 4 products. */
export const FEATURED_PRODUCT_COUNT = 4

/** The home page's 'Farm Fresh Products' section (spec §2.3). */
export async function FeaturedProducts() {
  const products = (await getActiveProducts()).slice(0, FEATURED_PRODUCT_COUNT)
  return (
    <section aria-labelledby="featured-products" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="featured-products" className="text-center text-3xl font-bold">
        Farm Fresh Products
      </h2>
      {products.length === 0 ? (
        <p className="mt-8 text-center text-muted">No products available at the moment.</p>
      ) : (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      )}
      <div className="mt-10 text-center">
        <Link href="/store" className={buttonVariants({ variant: 'outline' })}>
          View All Products
        </Link>
      </div>
    </section>
  )
}
