'use client'

import { Minus, Plus, ShoppingCart } from 'lucide-react'
import * as React from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { useCart } from '@/features/cart/cart-context'
import type { ProductJSON } from '@/domain/cart/types'
import { formatPrice, toCents } from '@/lib/money'

/** Quantity between 1 and the stock on hand (spec §4), and an add button showing the line total. */
export function clampQuantity(quantity: number, inventory: number): number {
  return Math.min(Math.max(1, Math.floor(quantity)), Math.max(1, inventory))
}

export function ProductPurchase({ product }: { product: ProductJSON }) {
  const { addItem } = useCart()
  const [quantity, setQuantity] = React.useState(1)
  const unitCents = toCents(product.price)

  if (product.inventory < 1) {
    return <p className="text-lg font-semibold text-danger">Out of Stock</p>
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{product.inventory} in stock</p>
      <div className="flex items-center gap-3">
        <span id="quantity-label" className="text-sm font-semibold">
          Quantity
        </span>
        <div role="group" aria-labelledby="quantity-label" className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Decrease quantity"
            disabled={quantity <= 1}
            onClick={() => setQuantity((q) => clampQuantity(q - 1, product.inventory))}
          >
            <Minus aria-hidden="true" className="size-4" />
          </Button>
          <output aria-live="polite" aria-label="Quantity" className="w-10 text-center text-lg font-semibold" data-testid="quantity">
            {quantity}
          </output>
          <Button
            variant="outline"
            size="icon"
            aria-label="Increase quantity"
            disabled={quantity >= product.inventory}
            onClick={() => setQuantity((q) => clampQuantity(q + 1, product.inventory))}
          >
            <Plus aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <Button
        size="lg"
        onClick={() => {
          addItem(product, quantity)
          toast({
            title: 'Added to cart',
            description: `${quantity} ${product.name}(s) added to your cart.`,
            action: { label: 'View cart', href: '/cart' },
          })
        }}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        Add to Cart – {formatPrice(unitCents * quantity)}
      </Button>
    </div>
  )
}
