import { ArrowLeft, Store, Truck } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Link } from '@/components/ui/link'
import { Badge } from '@/components/ui/card'
import { categoryBadgeLabel, isLocalPickupOnly } from '@/domain/shop/catalogue'
import { ProductImage } from '@/features/shop/product-image'
import { ProductPurchase } from '@/features/shop/product-purchase'
import { formatPrice, toCents } from '@/lib/money'
import { getActiveProduct, getActiveProducts } from '@/server/shop/products'

type Props = { params: Promise<{ id: string }> }

/**
 * Product pages are rendered once and cached like the store: the active products at build
 * time, any other on its first visit. Every product change or stock hold revalidates them
 * through the products tag of the data they read.
 */
export async function generateStaticParams() {
  return (await getActiveProducts()).map((product) => ({ id: product.id }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await getActiveProduct((await params).id)
  return { title: product ? product.name : 'Product Not Found' }
}

export default async function ProductPage({ params }: Props) {
  const product = await getActiveProduct((await params).id)
  if (!product) notFound()
  const pickup = isLocalPickupOnly(product.category)
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Link href="/store" className="inline-flex items-center gap-2 font-semibold text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Store
      </Link>
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <div className="overflow-hidden rounded-card border border-line bg-white">
          <ProductImage src={product.imageUrl} alt={product.name} priority />
        </div>
        <div className="space-y-5">
          <Badge>{categoryBadgeLabel(product.category)}</Badge>
          <h1 className="text-4xl font-bold">{product.name}</h1>
          <p className="text-3xl font-bold text-primary">{formatPrice(toCents(product.price))}</p>
          <p className="whitespace-pre-line text-lg">{product.description}</p>
          <p className="inline-flex items-center gap-2 text-sm text-muted">
            {pickup ? (
              <>
                <Store aria-hidden="true" className="size-4" /> Local pickup only
              </>
            ) : (
              <>
                <Truck aria-hidden="true" className="size-4" /> Ships free
              </>
            )}
          </p>
          <ProductPurchase product={product} />
        </div>
      </div>
    </div>
  )
}
