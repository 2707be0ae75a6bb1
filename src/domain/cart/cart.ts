import { parseCents } from '@/lib/money'

import type { CartLine, ProductJSON } from './types'

/** Browser storage key of the cart (spec §9). */
export const CART_STORAGE_KEY = 'cart'

/** Adds a quantity (default 1), merging into the existing line of the same product id. */
export function addLine(lines: CartLine[], product: ProductJSON, quantity = 1): CartLine[] {
  if (!Number.isInteger(quantity) || quantity < 1) return lines
  const index = lines.findIndex((line) => line.product.id === product.id)
  if (index === -1) return [...lines, { product, quantity }]
  return lines.map((line, i) => (i === index ? { product, quantity: line.quantity + quantity } : line))
}

export function removeLine(lines: CartLine[], productId: string): CartLine[] {
  return lines.filter((line) => line.product.id !== productId)
}

/** Sets a line's quantity; 0 or less removes the line. */
export function updateLineQuantity(lines: CartLine[], productId: string, quantity: number): CartLine[] {
  if (quantity <= 0) return removeLine(lines, productId)
  return lines.map((line) => (line.product.id === productId ? { ...line, quantity: Math.floor(quantity) } : line))
}

export function lineTotalCents(line: CartLine): number {
  return (parseCents(line.product.price) ?? 0) * line.quantity
}

export function cartTotalCents(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0)
}

export function cartItemCount(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0)
}

function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false
  const line = value as Partial<CartLine>
  return (
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    !!line.product &&
    typeof line.product.id === 'string' &&
    typeof line.product.name === 'string' &&
    parseCents(line.product.price) !== null
  )
}

/**
 * Reads what an earlier visit saved. A damaged value is only logged (spec §4) and the cart
 * starts empty; lines that are not well-formed are dropped.
 */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter(isCartLine) : []
  } catch (error) {
    console.error('Could not read the saved cart', error)
    return []
  }
}
