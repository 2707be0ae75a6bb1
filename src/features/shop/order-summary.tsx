import { Card } from '@/components/ui/card'
import { formatPrice } from '@/lib/money'

/** Subtotal, free shipping and total (spec §2.6, §9: no tax line). */
export function OrderSummary({
  totalCents,
  children,
  lines,
}: {
  totalCents: number
  children?: React.ReactNode
  lines?: { id: string; name: string; quantity: number; totalCents: number }[]
}) {
  return (
    <Card className="h-fit" data-testid="order-summary">
      <h2 className="text-xl font-semibold">Order Summary</h2>
      {lines && (
        <ul className="mt-4 space-y-2 border-b border-line pb-4 text-sm">
          {lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3">
              <span>
                {line.name} × {line.quantity}
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
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd>Free</dd>
        </div>
        <div className="flex justify-between border-t border-line pt-2 text-lg font-bold">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatPrice(totalCents)}</dd>
        </div>
      </dl>
      {children}
    </Card>
  )
}
