import { Card } from '@/components/ui/card'
import { formatPrice } from '@/lib/money'

import type { FulfilmentMethod } from '@/domain/shop/catalogue'
import { type PickupDetails, pickupWhere } from '@/domain/shop/pickup'

/**
 * Subtotal, delivery and total (spec §2.6, §9: no tax line). Goods that ship say 'Shipping:
 * Free'; pickup-only goods (eggs, plant starts) say where and when they are collected instead.
 */
export function OrderSummary({
  totalCents,
  children,
  lines,
  needs,
  pickup,
}: {
  totalCents: number
  children?: React.ReactNode
  lines?: { id: string; name: string; quantity: number; totalCents: number; fulfilment?: FulfilmentMethod }[]
  needs?: { ships: boolean; pickup: boolean }
  pickup?: PickupDetails
}) {
  const showsPickup = Boolean(needs?.pickup && pickup)
  // Without pickup lines the spec's 'Shipping: Free' row stays, even for a sponsorship-only cart.
  const showsShipping = !showsPickup || Boolean(needs?.ships)
  return (
    <Card className="h-fit" data-testid="order-summary">
      <h2 className="text-xl font-semibold">Order Summary</h2>
      {lines && (
        <ul className="mt-4 space-y-2 border-b border-line pb-4 text-sm">
          {lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3">
              <span>
                {line.name} × {line.quantity}
                {line.fulfilment === 'pickup' ? <span className="text-muted"> · Pickup</span> : null}
              </span>
              <span>{formatPrice(line.totalCents)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-4 space-y-2">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatPrice(totalCents)}</dd>
        </div>
        {showsShipping && (
          <div className="flex justify-between">
            <dt>Shipping</dt>
            <dd>Free</dd>
          </div>
        )}
        {showsPickup && pickup && (
          <div data-testid="summary-pickup" className="flex flex-wrap justify-between">
            <dt>Pickup</dt>
            <dd>Free</dd>
            <dd className="mt-1 w-full text-sm text-muted">
              {pickupWhere(pickup)} · Hours: {pickup.hours}
            </dd>
          </div>
        )}
        <div className="flex justify-between border-t border-line pt-2 text-lg font-bold">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatPrice(totalCents)}</dd>
        </div>
      </dl>
      {children}
    </Card>
  )
}
