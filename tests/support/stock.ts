import { expect } from 'vitest'

import { testPayload } from './payload'
import type { TestProduct } from './shop'

/**
 * What a server killed in the middle of a burst of orders must leave behind: every order it
 * acknowledged is there, and each of the product's `stock` units is either on the shelf or held
 * by exactly one live (pending or paid) order.
 */
export async function expectOrdersAndStockKept(product: Pick<TestProduct, 'id'>, acknowledged: string[], stock: number) {
  const payload = await testPayload()
  const orders = await payload.find({ collection: 'orders', where: { 'lines.productId': { equals: product.id } }, limit: 100, depth: 0, overrideAccess: true })
  const ids = orders.docs.map((order) => order.publicId)
  for (const id of acknowledged) expect(ids, `acknowledged order ${id}`).toContain(id)
  const held = orders.docs.filter((order) => !order.stockReleased && ['pending', 'paid'].includes(order.status))
  const heldUnits = held.reduce((sum, order) => sum + order.lines.reduce((s, line) => s + line.quantity, 0), 0)
  const shelf = await payload.findByID({ collection: 'products', id: product.id, depth: 0, overrideAccess: true })
  expect(shelf.inventory + heldUnits).toBe(stock)
}
