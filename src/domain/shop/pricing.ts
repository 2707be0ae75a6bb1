import { centsToDecimal } from '@/lib/money'

import { SPONSORSHIP_PACKAGE_IDS } from './catalogue'
import type { OrderInput } from './order-schema'

/** What the server knows about a product when it prices an order. */
export type CatalogueEntry = { id: string; name: string; priceCents: number; inventory: number; maxPerOrder?: number | null }

/** Most units of one product an order may take when staff set no limit of their own. */
export const DEFAULT_MAX_PER_ORDER = 10
export const DEFAULT_MAX_PER_ORDER_SPONSORSHIP = 20

/**
 * One order may not take a whole shelf: a script holding all the stock for 30 minutes empties
 * the shop for everyone. Staff set `maxPerOrder` per product; empty means the default.
 */
export function maxPerOrder(product: Pick<CatalogueEntry, 'id' | 'maxPerOrder'>): number {
  if (product.maxPerOrder && product.maxPerOrder > 0) return product.maxPerOrder
  return (SPONSORSHIP_PACKAGE_IDS as readonly string[]).includes(product.id) ? DEFAULT_MAX_PER_ORDER_SPONSORSHIP : DEFAULT_MAX_PER_ORDER
}

export type PricedLine = { productId: string; productName: string; quantity: number; unitPriceCents: number }

export type PricedOrder = { lines: PricedLine[]; totalCents: number }

/** A rule the order breaks: `status` 409 (conflict with the catalogue) or 404 (unknown product). */
export class PricingError extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message)
    this.name = 'PricingError'
  }
}

/**
 * Prices an order from the server's catalogue. The client's prices and total are only
 * checked: any difference is refused, never charged. Lines of the same product are merged, and
 * each quantity must fit the stock on hand (the atomic hold re-checks it when writing).
 */
export function priceOrder(input: Pick<OrderInput, 'items' | 'totalAmount'>, catalogue: Map<string, CatalogueEntry>): PricedOrder {
  const merged = new Map<string, { quantity: number; clientPriceCents: number }>()
  for (const item of input.items) {
    const existing = merged.get(item.productId)
    if (existing && existing.clientPriceCents !== item.price) {
      throw new PricingError(409, 'The same product appears twice with different prices.')
    }
    merged.set(item.productId, { quantity: (existing?.quantity ?? 0) + item.quantity, clientPriceCents: item.price })
  }

  const lines: PricedLine[] = []
  for (const [productId, { quantity, clientPriceCents }] of merged) {
    const product = catalogue.get(productId)
    if (!product) throw new PricingError(409, 'A product in your cart is no longer available. Please review your cart.')
    if (clientPriceCents !== product.priceCents) {
      throw new PricingError(
        409,
        `The price of ${product.name} is now $${centsToDecimal(product.priceCents)}. Please review your cart.`,
      )
    }
    const most = maxPerOrder(product)
    if (quantity > most) {
      throw new PricingError(409, `You can order at most ${most} of ${product.name} at a time. Please lower the quantity.`)
    }
    if (quantity > product.inventory) {
      throw new PricingError(
        409,
        product.inventory === 0
          ? `${product.name} is out of stock.`
          : `Only ${product.inventory} of ${product.name} left in stock.`,
      )
    }
    lines.push({ productId, productName: product.name, quantity, unitPriceCents: product.priceCents })
  }

  const totalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0)
  if (input.totalAmount !== totalCents) {
    throw new PricingError(409, `The order total is $${centsToDecimal(totalCents)}, not $${centsToDecimal(input.totalAmount)}. Please review your cart.`)
  }
  return { lines, totalCents }
}
