'use client'

import { CheckCircle2, Clock } from 'lucide-react'
import * as React from 'react'

import { Link } from '@/components/ui/link'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useCart } from '@/features/cart/cart-context'

import { forgetCheckoutDraft } from './checkout-draft'
import { type PickupDetails, pickupWhere } from '@/domain/shop/pickup'

type Props = {
  outcome: 'succeeded' | 'processing'
  order: { orderNumber: string; pickupLines: { productName: string; quantity: number }[] } | null
  pickup: PickupDetails
}

/**
 * The screen Stripe returns a paying buyer to: "Order Successful!" (spec §8) only for a payment
 * Stripe reports succeeded, "Payment Processing" for a bank payment still clearing. Either way
 * the order is placed, so the cart empties, and the buyer gets the number to quote and, for goods
 * collected at the farm stand, where and when.
 */
export function CheckoutComplete({ outcome, order, pickup }: Props) {
  const { loaded, clear } = useCart()

  // Once only: clearing gives the cart a new (empty) array and `clear` a new identity.
  const cleared = React.useRef(false)
  React.useEffect(() => {
    if (!loaded || cleared.current) return
    cleared.current = true
    clear()
    forgetCheckoutDraft()
  }, [loaded, clear])

  const Icon = outcome === 'succeeded' ? CheckCircle2 : Clock
  return (
    <Card className="mx-auto max-w-lg text-center" role="status">
      <Icon aria-hidden="true" className="mx-auto size-14 text-sage" />
      {outcome === 'succeeded' ? (
        <>
          <h2 className="mt-4 text-3xl font-bold">Order Successful!</h2>
          <p className="mt-3 text-muted">Thank you for your purchase. You&apos;ll receive a confirmation email soon.</p>
        </>
      ) : (
        <>
          <h2 className="mt-4 text-3xl font-bold">Payment Processing</h2>
          <p className="mt-3 text-muted">
            Thank you for your order. Your bank is still confirming the payment; we&apos;ll e-mail your confirmation as soon as it
            clears.
          </p>
        </>
      )}
      {order ? (
        <p className="mt-4" data-testid="order-number">
          Your order number is <strong className="whitespace-nowrap">{order.orderNumber}</strong>.
        </p>
      ) : null}
      {order && order.pickupLines.length > 0 ? (
        <section aria-labelledby="pickup-done-heading" className="mt-4 rounded-card border border-sage bg-sage-soft p-4 text-left" data-testid="pickup-details">
          <h3 id="pickup-done-heading" className="font-semibold">
            Local Pickup
          </h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {order.pickupLines.map((line, index) => (
              <li key={index}>
                {line.quantity} × {line.productName}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm">
            Pick up at {pickupWhere(pickup)}. Farm stand hours: {pickup.hours}.
          </p>
          <p className="mt-1 text-sm">{pickup.instructions}</p>
        </section>
      ) : null}
      <Link href="/store" className={buttonVariants({ className: 'mt-6' })}>
        Continue Shopping
      </Link>
    </Card>
  )
}
