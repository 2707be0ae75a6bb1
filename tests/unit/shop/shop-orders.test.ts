import { describe, expect, it } from 'vitest'

import { categoryBadgeLabel, isLocalPickupOnly, slugify } from '@/domain/shop/catalogue'
import { formatOrderNumber, parseOrderNumber } from '@/domain/shop/order-number'
import { orderSchema, paymentIntentSchema } from '@/domain/shop/order-schema'
import { type CatalogueEntry, priceOrder, PricingError } from '@/domain/shop/pricing'

const catalogue = new Map<string, CatalogueEntry>([
  ['honey', { id: 'honey', name: 'Wildflower Honey', priceCents: 1200, inventory: 5 }],
  ['seeds', { id: 'seeds', name: 'Tomato Seeds', priceCents: 450, inventory: 0 }],
  ['candle', { id: 'candle', name: 'Candle', priceCents: 1500, inventory: 3 }],
])

function order(items: { productId: string; quantity: number; price: string }[], totalAmount: string) {
  return orderSchema.parse({ email: ' Buyer@Example.org ', firstName: 'Ann', lastName: 'Lee', totalAmount, items })
}

function pricingError(run: () => unknown): PricingError {
  try {
    run()
  } catch (error) {
    if (error instanceof PricingError) return error
    throw error
  }
  throw new Error('expected a PricingError')
}

describe('order schema', () => {
  it('turns decimal strings into cents and normalises the e-mail', () => {
    const parsed = order([{ productId: 'honey', quantity: 2, price: '12.00' }], '24.00')
    expect(parsed.totalAmount).toBe(2400)
    expect(parsed.items[0].price).toBe(1200)
    expect(parsed.email).toBe('buyer@example.org')
  })

  it('reports missing customer fields with the checkout message', () => {
    const result = orderSchema.safeParse({ email: '', firstName: ' ', lastName: 'x', totalAmount: '1.00', items: [] })
    expect(result.success).toBe(false)
    const messages = result.error?.issues.map((issue) => issue.message) ?? []
    expect(messages).toContain('Please fill in all required fields.')
    expect(messages).toContain('Your cart is empty.')
  })

  it('refuses fractional, zero and negative quantities and malformed amounts', () => {
    for (const quantity of [0, -1, 1.5]) {
      expect(orderSchema.safeParse({ email: 'a@b.org', firstName: 'a', lastName: 'b', totalAmount: '1.00', items: [{ productId: 'x', quantity, price: '1.00' }] }).success).toBe(false)
    }
    for (const price of ['-1.00', '1.001', 'abc', '']) {
      expect(orderSchema.safeParse({ email: 'a@b.org', firstName: 'a', lastName: 'b', totalAmount: '1.00', items: [{ productId: 'x', quantity: 1, price }] }).success).toBe(false)
    }
  })

  it('accepts a numeric or string order id for a payment intent and refuses nonsense', () => {
    expect(paymentIntentSchema.parse({ amount: '75.00', orderId: 'q3Zx_9-ab' })).toEqual({ amount: 7500, orderId: 'q3Zx_9-ab' })
    // Any id is looked up (and an unknown one answers 404), so a number is taken as text.
    expect(paymentIntentSchema.parse({ amount: '75.00', orderId: 12 })).toEqual({ amount: 7500, orderId: '12' })
    expect(paymentIntentSchema.safeParse({ amount: '75.00' }).success).toBe(false)
  })
})

describe('priceOrder', () => {
  it('prices every line from the catalogue and merges repeated products', () => {
    const priced = priceOrder(
      order(
        [
          { productId: 'honey', quantity: 1, price: '12.00' },
          { productId: 'candle', quantity: 2, price: '15.00' },
          { productId: 'honey', quantity: 1, price: '12.00' },
        ],
        '54.00',
      ),
      catalogue,
    )
    expect(priced.totalCents).toBe(5400)
    expect(priced.lines).toEqual([
      { productId: 'honey', productName: 'Wildflower Honey', quantity: 2, unitPriceCents: 1200 },
      { productId: 'candle', productName: 'Candle', quantity: 2, unitPriceCents: 1500 },
    ])
  })

  it('rejects an order whose price differs from the catalogue', () => {
    const error = pricingError(() => priceOrder(order([{ productId: 'honey', quantity: 1, price: '0.01' }], '0.01'), catalogue))
    expect(error.status).toBe(409)
    expect(error.message).toMatch(/Wildflower Honey is now \$12\.00/)
  })

  it('rejects an order whose total differs from the sum of its lines', () => {
    const error = pricingError(() => priceOrder(order([{ productId: 'honey', quantity: 2, price: '12.00' }], '12.00'), catalogue))
    expect(error.status).toBe(409)
    expect(error.message).toMatch(/total is \$24\.00/)
  })

  it('rejects more units than are in stock, and out-of-stock products', () => {
    expect(pricingError(() => priceOrder(order([{ productId: 'candle', quantity: 4, price: '15.00' }], '60.00'), catalogue)).message).toBe(
      'Only 3 of Candle left in stock.',
    )
    expect(pricingError(() => priceOrder(order([{ productId: 'seeds', quantity: 1, price: '4.50' }], '4.50'), catalogue)).message).toBe(
      'Tomato Seeds is out of stock.',
    )
  })

  it('rejects unknown or inactive products with 409', () => {
    expect(pricingError(() => priceOrder(order([{ productId: 'ghost', quantity: 1, price: '1.00' }], '1.00'), catalogue)).status).toBe(409)
  })

  it('rejects the same product listed at two prices', () => {
    const input = order(
      [
        { productId: 'honey', quantity: 1, price: '12.00' },
        { productId: 'honey', quantity: 1, price: '11.00' },
      ],
      '23.00',
    )
    expect(pricingError(() => priceOrder(input, catalogue)).status).toBe(409)
  })
})

describe('catalogue helpers', () => {
  it('labels badge categories as the spec says and shows unknown values raw', () => {
    expect(['honey', 'vegetables', 'other', 'seeds'].map(categoryBadgeLabel)).toEqual(['Honey', 'Vegetables', 'Other', 'seeds'])
  })

  it('keeps eggs and plant starts to local pickup', () => {
    expect(isLocalPickupOnly('eggs')).toBe(true)
    expect(isLocalPickupOnly('plants')).toBe(true)
    expect(isLocalPickupOnly('honey')).toBe(false)
  })

  it('makes product ids from names', () => {
    expect(slugify('Heirloom Tomato Seeds!')).toBe('heirloom-tomato-seeds')
    expect(slugify("Grandma's Crème Jam")).toBe('grandmas-creme-jam')
  })
})

describe('order numbers', () => {
  it('reads a number however staff type what the customer said, and nothing else', () => {
    expect(formatOrderNumber(1042)).toBe('BH-1042')
    for (const typed of ['BH-1042', 'bh-1042', ' BH 1042 ', 'bh1042', '#1042', '1042']) expect(parseOrderNumber(typed)).toBe('BH-1042')
    for (const typed of ['', 'BH-', 'BH-0', 'AB-1042', '1042a', "1' OR 1=1", 'BH-1042-1']) expect(parseOrderNumber(typed)).toBeNull()
  })
})
