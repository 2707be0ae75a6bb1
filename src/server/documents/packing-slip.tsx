import type { FulfilmentMethod } from '@/domain/shop/catalogue'
import type { PickupDetails } from '@/domain/shop/pickup'
import { pickupWhere } from '@/domain/shop/pickup'
import { addressLines, type ShippingAddress } from '@/domain/shop/us-states'

type SlipOrder = {
  orderNumber: string
  customerName: string
  paidAt: string | null
  lines: { productName: string; quantity: number; fulfilment: FulfilmentMethod }[]
  shippingAddress: ShippingAddress | null
}

const cell = { border: '1px solid #999', padding: '6px 8px', textAlign: 'left' as const }

/**
 * A printable packing slip: what goes in the parcel and where it goes, what waits at the stand.
 * No prices and no e-mail address: the slip travels in the box.
 */
export function PackingSlip({ order, foundationName, pickup }: { order: SlipOrder; foundationName: string; pickup: PickupDetails }) {
  const shipped = order.lines.filter((line) => line.fulfilment === 'ship')
  const collected = order.lines.filter((line) => line.fulfilment === 'pickup')
  const table = (lines: SlipOrder['lines']) => (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '8px 0 24px' }}>
      <thead>
        <tr>
          <th style={cell}>Item</th>
          <th style={cell}>Quantity</th>
          <th style={cell}>Packed</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <td style={cell}>{line.productName}</td>
            <td style={cell}>{line.quantity}</td>
            <td style={cell}>☐</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
  return (
    <html lang="en">
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <title>{`Packing slip ${order.orderNumber}`}</title>
      </head>
      <body style={{ fontFamily: 'Georgia, serif', color: '#222', maxWidth: 720, margin: '24px auto', padding: '0 16px' }}>
        <h1 style={{ fontSize: 24, margin: '0 0 4px' }}>Packing slip</h1>
        <p style={{ margin: '0 0 16px' }}>
          {foundationName} · Order <strong data-testid="slip-reference">{order.orderNumber}</strong>
          {order.paidAt ? ` · paid ${new Date(order.paidAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}` : ''}
        </p>
        {shipped.length > 0 && (
          <section>
            <h2 style={{ fontSize: 18 }}>Ship to</h2>
            <p data-testid="slip-address">
              {order.shippingAddress
                ? addressLines(order.shippingAddress).map((line, index) => (
                    <span key={index}>
                      {line}
                      <br />
                    </span>
                  ))
                : 'No address on file: contact the customer before shipping.'}
            </p>
            {table(shipped)}
          </section>
        )}
        {collected.length > 0 && (
          <section>
            <h2 style={{ fontSize: 18 }}>Local pickup for {order.customerName}</h2>
            <p>
              {pickupWhere(pickup)} · Hours: {pickup.hours}
            </p>
            {table(collected)}
          </section>
        )}
        <p style={{ marginTop: 32 }}>Thank you for supporting {foundationName}.</p>
      </body>
    </html>
  )
}
