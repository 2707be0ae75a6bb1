import { describe, expect, it } from 'vitest'

import { shippingAddressSchema } from '@/domain/shop/address-schema'
import { fulfilmentNeeds, fulfilmentOf } from '@/domain/shop/catalogue'
import { OrderConfirmationEmail } from '@/email/orders'
import { orderSchema } from '@/domain/shop/order-schema'
import { renderEmail } from '@/email/layout'

const address = { name: 'Ann Lee', line1: '12 Elm Street', city: 'Nashville', state: 'tn', postalCode: '37201-1234' }

describe('shipping address schema', () => {
  it('accepts a US address, upper-casing the state and dropping empty optional fields', () => {
    expect(shippingAddressSchema.parse({ ...address, line2: '  ', phone: '' })).toEqual({ ...address, state: 'TN', line2: undefined, phone: undefined })
  })

  it('names the field of a wrong state, ZIP or missing line', () => {
    const errors = (value: unknown) => shippingAddressSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'))
    expect(errors({ ...address, state: 'Tennessee' })).toEqual(['state'])
    expect(errors({ ...address, postalCode: '3720' })).toEqual(['postalCode'])
    expect(errors({ ...address, postalCode: '37201-12' })).toEqual(['postalCode'])
    expect(errors({ ...address, line1: ' ' })).toEqual(['line1'])
  })

  it('is optional in the order body and nested under shippingAddress when wrong', () => {
    const order = { email: 'a@example.org', firstName: 'A', lastName: 'B', totalAmount: '1.00', items: [{ productId: 'x', quantity: 1, price: '1.00' }] }
    expect(orderSchema.parse(order).shippingAddress).toBeUndefined()
    expect(orderSchema.parse({ ...order, shippingAddress: null }).shippingAddress).toBeUndefined()
    const wrong = orderSchema.safeParse({ ...order, shippingAddress: { ...address, state: 'ZZ' } })
    expect(wrong.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['shippingAddress.state'])
  })
})

describe('fulfilment method', () => {
  it('eggs and plant starts are picked up, sponsorship packages need nothing, the rest ships', () => {
    expect(fulfilmentOf({ id: 'eggs-dozen', category: 'eggs' })).toBe('pickup')
    expect(fulfilmentOf({ id: 'tomato', category: 'plants' })).toBe('pickup')
    expect(fulfilmentOf({ id: 'seeds', category: 'seeds' })).toBe('ship')
    expect(fulfilmentOf({ id: 'shopping-four', category: 'other' })).toBe('none')
    expect(fulfilmentOf({ id: 'mug', category: 'other' })).toBe('ship')
    expect(fulfilmentNeeds([{ fulfilment: 'none' }])).toEqual({ ships: false, pickup: false })
    expect(fulfilmentNeeds([{ fulfilment: 'ship' }, { fulfilment: 'pickup' }])).toEqual({ ships: true, pickup: true })
  })
})

describe('renderEmail', () => {
  it('gives HTML and a plain-text part with the same facts and no remote resources', async () => {
    const { html, text } = await renderEmail(
      OrderConfirmationEmail({
        brand: { foundationName: 'Bloom Hope Foundation', contactEmail: 'hello@example.org' },
        pickup: { address: null, hours: 'Sat 9-12', instructions: 'Bring your reference.', city: 'Centerville', state: 'Tennessee' },
        order: {
          reference: 'REF123',
          firstName: 'Ann',
          totalCents: 1050,
          shippingAddress: { ...address, state: 'TN' },
          lines: [
            { productName: 'Tomato Seeds', quantity: 1, unitPriceCents: 450, fulfilment: 'ship' },
            { productName: 'Fresh Eggs', quantity: 1, unitPriceCents: 600, fulfilment: 'pickup' },
          ],
        },
      }),
    )
    for (const part of [html, text]) {
      for (const fact of ['Tomato Seeds', 'Fresh Eggs', '$10.50', 'REF123', '12 Elm Street', 'Sat 9-12', 'Bloom Hope Foundation']) expect(part).toContain(fact)
    }
    expect(text).not.toContain('<')
    expect(html).not.toMatch(/<img|<link|@import|url\(/i)
  })
})
