import { Link } from '@/components/ui/link'
import { Card } from '@/components/ui/card'
import type { ProductJSON } from '@/domain/cart/types'
import { formatPrice, toCents } from '@/lib/money'

import { AddToCartButton } from './add-to-cart-button'
import { ProductImage } from './product-image'

/**
 * Spec §2.3: image (or placeholder), name, description, price, add-to-cart; image and name link
 * to the product. One link per card: the name's link stretches over the whole card (image
 * included), so keyboard and screen-reader users meet it once; add-to-cart sits above it.
 */
export function ProductCard({
  product,
  headingLevel = 'h3',
  priority,
}: {
  product: ProductJSON
  headingLevel?: 'h2' | 'h3'
  /** The first card of the store: its picture is what a phone paints largest first. */
  priority?: boolean
}) {
  const href = `/product/${product.id}`
  // Headings go down one level at a time: directly under the store's h1 a card is an h2.
  const Heading = headingLevel
  return (
    <Card className="relative flex flex-col overflow-hidden p-0" data-testid="product-card">
      <ProductImage src={product.imageUrl} alt="" priority={priority} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-lg font-semibold">
          <Link href={href} className="after:absolute after:inset-0 hover:text-primary hover:underline">
            {product.name}
          </Link>
        </Heading>
        <p className="line-clamp-3 flex-1 text-sm text-muted">{product.description}</p>
        <div className="relative z-10 mt-2 flex flex-wrap items-center justify-between gap-3">
          <span className="text-lg font-bold text-primary">{formatPrice(toCents(product.price))}</span>
          <AddToCartButton product={product} />
        </div>
      </div>
    </Card>
  )
}
