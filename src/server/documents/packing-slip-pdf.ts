import type { FulfilmentMethod } from '@/domain/shop/catalogue'
import { type PickupDetails, pickupWhere } from '@/domain/shop/pickup'
import { addressLines, type ShippingAddress } from '@/domain/shop/us-states'

import { foundationPdf } from './pdf-frame'

export type SlipOrder = {
  orderNumber: string
  customerName: string
  paidAt: string | null
  lines: { productName: string; quantity: number; fulfilment: FulfilmentMethod }[]
  shippingAddress: ShippingAddress | null
}

/**
 * The packing slip, on the frame of the receipts and statements: what goes in the parcel and
 * where it goes, what waits at the stand, a box to tick per line. No prices and no e-mail
 * address: the slip travels in the box. Uncompressed like the statement, so its text stays
 * searchable (the tests read it back).
 */
export function packingSlipPdf({ order, foundationName, pickup }: { order: SlipOrder; foundationName: string; pickup: PickupDetails }): Promise<Buffer> {
  const shipped = order.lines.filter((line) => line.fulfilment === 'ship')
  const collected = order.lines.filter((line) => line.fulfilment === 'pickup')
  const lines = [{ label: 'Order', value: order.orderNumber }]
  if (order.paidAt) lines.push({ label: 'Paid', value: new Date(order.paidAt).toLocaleDateString('en-US', { dateStyle: 'medium' }) })
  return foundationPdf(
    { title: `Packing slip ${order.orderNumber}`, legalName: foundationName, subtitle: `Packing slip ${order.orderNumber}`, lines, compress: false },
    (doc) => {
      const heading = (text: string) => doc.moveDown(1).font('Helvetica-Bold').fontSize(14).text(text, 64).font('Helvetica').fontSize(12).moveDown(0.3)
      const table = (items: SlipOrder['lines']) => {
        for (const item of items) {
          if (doc.y > doc.page.height - 120) doc.addPage()
          const y = doc.y
          // An empty box to tick when the line is packed (Helvetica has no ballot-box glyph).
          doc.rect(64, y, 10, 10).stroke()
          doc.text(`${item.quantity} × ${item.productName}`, 84, y, { width: doc.page.width - 148 })
          doc.moveDown(0.4)
        }
      }
      if (shipped.length > 0) {
        heading('Ship to')
        for (const line of order.shippingAddress ? addressLines(order.shippingAddress) : ['No address on file: contact the customer before shipping.']) {
          doc.text(line, 64)
        }
        doc.moveDown(0.6)
        table(shipped)
      }
      if (collected.length > 0) {
        heading(`Local pickup for ${order.customerName}`)
        doc.text(`${pickupWhere(pickup)} · Hours: ${pickup.hours}`, 64).moveDown(0.6)
        table(collected)
      }
      doc.moveDown(1).text(`Thank you for supporting ${foundationName}.`, 64)
    },
  )
}
