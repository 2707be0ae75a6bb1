'use client'

import { ShoppingCart } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { useCart } from '@/features/cart/cart-context'
import type { ProductJSON } from '@/domain/cart/types'

/** The product card's add-to-cart (spec §8: 'Added to cart' / '<name> has been added to your cart.'). */
export function AddToCartButton({ product }: { product: ProductJSON }) {
  const { addItem } = useCart()
  if (product.inventory < 1) {
    return (
      <Button size="sm" variant="outline" disabled>
        Out of Stock
      </Button>
    )
  }
  return (
    <Button
      size="sm"
      // The name says which product and starts with the words on the button (WCAG 2.5.3).
      aria-label={`Add to Cart: ${product.name}`}
      onClick={() => {
        addItem(product, 1)
        toast({
          title: 'Added to cart',
          description: `${product.name} has been added to your cart.`,
          action: { label: 'View cart', href: '/cart' },
        })
      }}
    >
      <ShoppingCart aria-hidden="true" className="size-4" />
      Add to Cart
    </Button>
  )
}
