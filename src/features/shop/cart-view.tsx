'use client'

import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react'

import { Link } from '@/components/ui/link'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, Skeleton } from '@/components/ui/card'
import { useCart } from '@/features/cart/cart-context'
import { lineTotalCents } from '@/domain/cart/cart'
import { formatPrice, toCents } from '@/lib/money'

import { fulfilmentNeeds, fulfilmentOf } from '@/domain/shop/catalogue'
import { OrderSummary } from './order-summary'
import type { PickupDetails } from '@/domain/shop/pickup'
import { ProductImage } from './product-image'

/** Spec §2.6: the cart's lines, or its empty state, and the order summary. */
export function CartView({ pickup }: { pickup: PickupDetails }) {
  const { items, loaded, updateQuantity, removeItem, totalCents } = useCart()

  if (!loaded) return <Skeleton className="h-64" />

  if (items.length === 0) {
    return (
      <Card className="mx-auto max-w-lg text-center">
        <ShoppingBag aria-hidden="true" className="mx-auto size-12 text-muted" />
        <h2 className="mt-4 text-2xl font-semibold">Your cart is empty</h2>
        <p className="mt-2 text-muted">Seeds, honey and handmade gifts are waiting in the store.</p>
        <Link href="/store" className={buttonVariants({ className: 'mt-6' })}>
          Continue Shopping
        </Link>
      </Card>
    )
  }

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <ul className="space-y-4 lg:col-span-2" aria-label="Cart items">
        {items.map((line) => {
          const { product, quantity } = line
          const atStock = product.inventory > 0 && quantity >= product.inventory
          return (
            <li key={product.id} data-testid="cart-line">
              <Card className="flex flex-col gap-4 sm:flex-row">
                <Link href={`/product/${product.id}`} tabIndex={-1} aria-hidden="true" className="w-full shrink-0 overflow-hidden rounded-lg sm:w-32">
                  <ProductImage src={product.imageUrl} alt="" />
                </Link>
                <div className="flex flex-1 flex-col gap-2">
                  <h2 className="text-lg font-semibold">
                    <Link href={`/product/${product.id}`} className="hover:text-primary hover:underline">
                      {product.name}
                    </Link>
                  </h2>
                  <p className="line-clamp-2 text-sm text-muted">{product.description}</p>
                  <p className="text-sm">{formatPrice(toCents(product.price))} each</p>
                  {fulfilmentOf(product) === 'pickup' && (
                    <p className="text-sm font-semibold text-primary" data-testid="line-pickup">
                      Local pickup only
                    </p>
                  )}
                  <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
                    <div role="group" aria-label={`Quantity of ${product.name}`} className="flex items-center gap-2">
                      <Button
                        variant="outline"
                        size="icon"
                        aria-label={`Decrease quantity of ${product.name}`}
                        onClick={() => updateQuantity(product.id, quantity - 1)}
                      >
                        <Minus aria-hidden="true" className="size-4" />
                      </Button>
                      <span className="w-8 text-center font-semibold" data-testid="line-quantity">
                        {quantity}
                      </span>
                      <Button
                        variant="outline"
                        size="icon"
                        aria-label={`Increase quantity of ${product.name}`}
                        disabled={atStock}
                        onClick={() => updateQuantity(product.id, quantity + 1)}
                      >
                        <Plus aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                    <span className="text-lg font-bold" data-testid="line-total">
                      {formatPrice(lineTotalCents(line))}
                    </span>
                    <Button variant="ghost" size="sm" onClick={() => removeItem(product.id)} aria-label={`Remove ${product.name}`}>
                      <Trash2 aria-hidden="true" className="size-4" /> Remove
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          )
        })}
      </ul>
      <OrderSummary
        totalCents={totalCents}
        needs={fulfilmentNeeds(items.map((line) => ({ fulfilment: fulfilmentOf(line.product) })))}
        pickup={pickup}
      >
        {/* A full page load on purpose: only /checkout's own response allows Stripe's script (CSP),
            and a client-side navigation would keep this page's stricter policy. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/checkout" className={buttonVariants({ className: 'mt-6 w-full' })}>
          Proceed to Checkout
        </a>
      </OrderSummary>
    </div>
  )
}
