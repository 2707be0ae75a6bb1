import type { FulfilmentMethod } from '@/domain/shop/catalogue'
import { addressLines, type ShippingAddress } from '@/domain/shop/us-states'
import { formatPrice } from '@/lib/money'
import { type PickupDetails, pickupWhere } from '@/domain/shop/pickup'

import { EmailLayout, EmailRows } from './layout'

/** Who is writing: from Site settings. */
export type EmailBrand = { foundationName: string; contactEmail: string }


export type OrderEmailData = {
  /** The order's short number (BH-1042), the one a customer can read out. */
  reference: string
  firstName: string
  lines: { productName: string; quantity: number; unitPriceCents: number; fulfilment: FulfilmentMethod }[]
  totalCents: number
  shippingAddress: ShippingAddress | null
  carrier?: string | null
  trackingNumber?: string | null
}

function PickupBlock({ pickup }: { pickup: PickupDetails }) {
  return (
    <>
      <p style={{ margin: '0 0 4px' }}>
        <strong>Local pickup:</strong> {pickupWhere(pickup)}
      </p>
      <p style={{ margin: '0 0 4px' }}>Farm stand hours: {pickup.hours}</p>
      <p style={{ margin: '0 0 16px' }}>{pickup.instructions}</p>
    </>
  )
}

function AddressBlock({ address }: { address: ShippingAddress }) {
  return (
    <>
      <p style={{ margin: '0 0 4px' }}>
        <strong>Shipping to:</strong>
      </p>
      <p style={{ margin: '0 0 16px' }}>
        {addressLines(address).map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </p>
    </>
  )
}

/** To the customer once the payment is confirmed: what they bought, what it cost, how it reaches them. */
export function OrderConfirmationEmail({ brand, order, pickup }: { brand: EmailBrand; order: OrderEmailData; pickup: PickupDetails }) {
  const ships = order.lines.some((line) => line.fulfilment === 'ship')
  const collects = order.lines.some((line) => line.fulfilment === 'pickup')
  return (
    <EmailLayout {...brand} title="Thank you for your order">
      <p>
        Dear {order.firstName}, thank you for supporting {brand.foundationName}. We received your payment for order{' '}
        <strong>{order.reference}</strong>.
      </p>
      <EmailRows
        rows={order.lines.map((line) => [
          `${line.productName} × ${line.quantity}${line.fulfilment === 'pickup' ? ' (local pickup)' : ''}`,
          formatPrice(line.unitPriceCents * line.quantity),
        ])}
        footer={['Total', formatPrice(order.totalCents)]}
      />
      {ships && order.shippingAddress ? (
        <>
          <AddressBlock address={order.shippingAddress} />
          <p>Shipping is free. We will e-mail you when your parcel is on its way.</p>
        </>
      ) : null}
      {collects ? <PickupBlock pickup={pickup} /> : null}
      <p>Please keep your order number, {order.reference}, for any question about this order.</p>
    </EmailLayout>
  )
}

/**
 * To staff: that a paid order waits, and where to see it. Nothing about the customer: e-mail
 * passes through servers the foundation does not control.
 */
export function NewOrderStaffEmail({ brand, reference, link }: { brand: EmailBrand; reference: string; link: string }) {
  return (
    <EmailLayout {...brand} title="A paid order is waiting">
      <p>
        Order <strong>{reference}</strong> was paid and waits in the fulfillment queue.
      </p>
      <p>
        Sign in to see what to pack: <a href={link}>{link}</a>
      </p>
    </EmailLayout>
  )
}

export type FulfilmentStep = 'shipped' | 'ready_for_pickup' | 'picked_up'

export const FULFILMENT_SUBJECTS: Record<FulfilmentStep, (reference: string) => string> = {
  shipped: (reference) => `Your order ${reference} is on its way`,
  ready_for_pickup: (reference) => `Your order ${reference} is ready for pickup`,
  picked_up: (reference) => `Thank you for picking up order ${reference}`,
}

/** To the customer when staff take a fulfilment step. */
export function FulfilmentEmail({
  brand,
  order,
  step,
  pickup,
}: {
  brand: EmailBrand
  order: OrderEmailData
  step: FulfilmentStep
  pickup: PickupDetails
}) {
  const lines = (method: FulfilmentMethod) =>
    order.lines.filter((line) => line.fulfilment === method).map((line): [string, string] => [line.productName, `× ${line.quantity}`])
  if (step === 'shipped') {
    return (
      <EmailLayout {...brand} title="Your order is on its way">
        <p>
          Dear {order.firstName}, the goods of order <strong>{order.reference}</strong> have shipped.
        </p>
        <EmailRows rows={lines('ship')} />
        {order.carrier ? <p style={{ margin: '0 0 4px' }}>Carrier: {order.carrier}</p> : null}
        {order.trackingNumber ? <p style={{ margin: '0 0 16px' }}>Tracking number: {order.trackingNumber}</p> : null}
        {order.shippingAddress ? <AddressBlock address={order.shippingAddress} /> : null}
      </EmailLayout>
    )
  }
  if (step === 'ready_for_pickup') {
    return (
      <EmailLayout {...brand} title="Your order is ready for pickup">
        <p>
          Dear {order.firstName}, the items of order <strong>{order.reference}</strong> are ready to collect.
        </p>
        <EmailRows rows={lines('pickup')} />
        <PickupBlock pickup={pickup} />
      </EmailLayout>
    )
  }
  return (
    <EmailLayout {...brand} title="Thank you for picking up your order">
      <p>
        Dear {order.firstName}, you collected order <strong>{order.reference}</strong>. Thank you for supporting {brand.foundationName}.
      </p>
    </EmailLayout>
  )
}

/** To staff when a product falls to its low-stock threshold or sells out. */
export function StockSignalEmail({
  brand,
  productName,
  inventory,
  link,
}: {
  brand: EmailBrand
  productName: string
  inventory: number
  link: string
}) {
  return (
    <EmailLayout {...brand} title={inventory === 0 ? `${productName} is sold out` : `${productName} is running low`}>
      <p>
        {inventory === 0
          ? `${productName} has sold out (units held by unpaid orders return if they are not paid).`
          : `Only ${inventory} of ${productName} left in stock.`}
      </p>
      <p>
        Restock it here: <a href={link}>{link}</a>
      </p>
    </EmailLayout>
  )
}
