import { describe, expect, it, vi } from 'vitest'

import { addLine, cartItemCount, cartTotalCents, parseStoredCart, removeLine, updateLineQuantity } from '@/domain/cart/cart'
import type { ProductJSON } from '@/domain/cart/types'

const product = (id: string, price: string): ProductJSON => ({
  id,
  name: `Product ${id}`,
  description: '',
  price,
  category: 'seeds',
  imageUrl: null,
  inventory: 10,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
})

describe('cart rules (spec §4)', () => {
  it('adds one by default and merges a repeat add into the same line', () => {
    const seeds = product('seeds', '4.50')
    const lines = addLine(addLine([], seeds), seeds, 2)
    expect(lines).toHaveLength(1)
    expect(lines[0].quantity).toBe(3)
  })

  it('keeps separate lines for different products and counts every unit', () => {
    const lines = addLine(addLine([], product('a', '1.00'), 2), product('b', '2.00'))
    expect(lines).toHaveLength(2)
    expect(cartItemCount(lines)).toBe(3)
  })

  it('removes a line when its quantity is set to 0 or below', () => {
    const lines = addLine([], product('a', '1.00'), 2)
    expect(updateLineQuantity(lines, 'a', 0)).toEqual([])
    expect(updateLineQuantity(lines, 'a', -1)).toEqual([])
    expect(updateLineQuantity(lines, 'a', 5)[0].quantity).toBe(5)
  })

  it('removes by product id', () => {
    const lines = addLine(addLine([], product('a', '1.00')), product('b', '1.00'))
    expect(removeLine(lines, 'a').map((l) => l.product.id)).toEqual(['b'])
  })

  it('totals in whole cents, free of floating-point drift', () => {
    const lines = addLine(addLine([], product('a', '0.10'), 3), product('b', '19.99'), 3)
    expect(cartTotalCents(lines)).toBe(30 + 5997)
  })

  it('starts empty and only logs when the saved cart cannot be read', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(parseStoredCart('{not json')).toEqual([])
    expect(spy).toHaveBeenCalledOnce()
    spy.mockRestore()
  })

  it('drops malformed saved lines and keeps good ones', () => {
    const good = { product: product('a', '3.00'), quantity: 2 }
    const raw = JSON.stringify([good, { product: { id: 'x' }, quantity: 1 }, { quantity: 'two' }])
    expect(parseStoredCart(raw)).toEqual([good])
  })
})
