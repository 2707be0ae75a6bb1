import { randomBytes } from 'node:crypto'

import type { CollectionConfig } from 'payload'

import { canAccess, hiddenUnless, nobody } from '@/access'
import { centsField } from '@/fields/cents'

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'refunded'] as const

/**
 * The reference a buyer holds for an order: 128 random bits, base64url (22 characters). It is the
 * only id the contract API shows, so no one can reach another buyer's order by counting; the
 * numeric key stays inside the server.
 */
export function newOrderPublicId(): string {
  return randomBytes(16).toString('base64url')
}

/**
 * Shop orders. Written only by the order service and the Stripe webhook (Local API); staff read
 * them. Money is integer cents; each line keeps the unit price the customer was charged.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    hidden: hiddenUnless('orders'),
    group: 'Shop',
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'totalCents', 'status', 'createdAt'],
  },
  access: { read: canAccess('orders'), create: nobody, update: canAccess('orders'), delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'publicId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      defaultValue: () => newOrderPublicId(),
      admin: {
        readOnly: true,
        description: 'The order reference the customer holds (random, unguessable); the numeric id stays internal.',
      },
    },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'productId', type: 'text', required: true },
        { name: 'productName', type: 'text', required: true },
        { name: 'quantity', type: 'number', required: true, min: 1 },
        centsField({ name: 'unitPriceCents', label: 'Unit price', required: true }),
      ],
    },
    centsField({ name: 'totalCents', label: 'Total', required: true }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ORDER_STATUSES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
    },
    { name: 'stripePaymentIntentId', type: 'text', unique: true, index: true },
    {
      name: 'holdExpiresAt',
      type: 'date',
      index: true,
      admin: { description: 'Stock held for this unpaid order returns after this moment.' },
    },
    { name: 'stockReleased', type: 'checkbox', defaultValue: false, index: true },
    { name: 'paidAt', type: 'date', index: true },
    {
      // A keyed hash of the buyer's address (never the address), to cap open holds per address.
      name: 'holderKey',
      type: 'text',
      index: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    centsField({
      name: 'refundedAmountCents',
      label: 'Refunded',
      defaultValue: 0,
      admin: { description: 'Refunded so far, from Stripe; the order is Refunded once it covers the total.' },
    }),
  ],
}
