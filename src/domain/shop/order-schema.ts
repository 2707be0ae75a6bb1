import { z } from 'zod'

import { parseCents } from '@/lib/money'
import { emailField, requiredText } from '@/lib/validation'

import { shippingAddressSchema } from './address-schema'

export const MISSING_INFORMATION = 'Please fill in all required fields.'
export const MAX_LINE_QUANTITY = 1000
export const MAX_ORDER_LINES = 50

const moneyText = (label: string) =>
  z.union([z.string(), z.number()], { error: `${label} must be an amount such as "75.00".` }).transform((value, ctx) => {
    const cents = parseCents(value)
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: `${label} must be an amount such as "75.00".` })
      return z.NEVER
    }
    return cents
  })

/**
 * POST /api/orders (spec §3.3). Amounts arrive as decimal strings and leave as cents. The
 * shipping address is optional here because only the catalogue knows whether a line ships;
 * the order service refuses an order that ships without one.
 */
export const orderSchema = z.object({
  email: emailField(MISSING_INFORMATION),
  firstName: requiredText(MISSING_INFORMATION, 100),
  lastName: requiredText(MISSING_INFORMATION, 100),
  totalAmount: moneyText('totalAmount'),
  items: z
    .array(
      z.object({
        productId: z.string().trim().min(1, 'Each item needs a productId.').max(100),
        quantity: z
          .number({ error: 'Quantity must be a whole number of at least 1.' })
          .int('Quantity must be a whole number of at least 1.')
          .min(1, 'Quantity must be a whole number of at least 1.')
          .max(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY}.`),
        price: moneyText('price'),
      }),
      { error: 'Your cart is empty.' },
    )
    .min(1, 'Your cart is empty.')
    .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} products.`),
  shippingAddress: shippingAddressSchema.nullish().transform((value) => value ?? undefined),
})
export type OrderInput = z.output<typeof orderSchema>

/** POST /api/create-payment-intent (spec §3.4). */
export const paymentIntentSchema = z.object({
  amount: moneyText('amount'),
  // Any string is looked up: an id that is malformed or unknown answers the same 404 as one
  // that names no order, so the call never tells whether an order exists.
  orderId: z.union([z.string(), z.number()], { error: 'orderId is required.' }).transform((value) => String(value).trim().slice(0, 200)),
})
