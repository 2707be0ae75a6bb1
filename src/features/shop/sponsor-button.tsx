'use client'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { useCart } from '@/features/cart/cart-context'
import type { ProductJSON } from '@/domain/cart/types'

/** Adds a sponsorship package to the cart with the thank-you toast of spec §8. */
export function SponsorButton({ product, featured }: { product: ProductJSON; featured: boolean }) {
  const { addItem } = useCart()
  return (
    <Button
      variant={featured ? 'primary' : 'outline'}
      className="w-full"
      aria-label={`Sponsor: add ${product.name} to cart`}
      onClick={() => {
        addItem(product, 1)
        toast({
          title: 'Added to Cart! 🛒',
          description: `${product.name} has been added to your cart. Thank you for sponsoring hope!`,
          action: { label: 'View cart', href: '/cart' },
        })
      }}
    >
      Add to Cart
    </Button>
  )
}
