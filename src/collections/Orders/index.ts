import { randomBytes } from 'node:crypto'

import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { canAccess, hiddenUnless, readOnlyFor } from '@/access'
import { FULFILMENT_METHODS } from '@/domain/shop/catalogue'
import { centsField } from '@/fields/cents'
import { statusField } from '@/fields/status'
import { zonedDateField } from '@/fields/zoned-date'
import { options, valuesOf } from '@/lib/options'

import { panelDoor } from '../panel-door'

/**
 * Every status an order can have, with its label. shipped, ready_for_pickup and picked_up are
 * fulfilment steps (issue 16); the order service moves them with guarded transitions: paid →
 * shipped | ready_for_pickup → picked_up. `processing`: paid by bank, waiting for Stripe to
 * confirm (issue 29).
 */
const STATUS_LABELS = {
  pending: 'Pending',
  paid: 'Paid',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  shipped: 'Shipped',
  ready_for_pickup: 'Ready for pickup',
  picked_up: 'Picked up',
  // A bank payment (ACH) Stripe has not confirmed yet: stock stays held, nothing ships.
  processing: 'Payment processing',
}
export const ORDER_STATUSES = valuesOf(STATUS_LABELS)
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const FULFILMENT_LABELS: Record<(typeof FULFILMENT_METHODS)[number], string> = {
  ship: 'Ships',
  pickup: 'Local pickup',
  none: 'Nothing to deliver',
}

/**
 * What the payment made true stays true: staff can neither edit it in the admin nor through
 * the CMS API. Only the order service and the webhook (Local API, overrideAccess) write it.
 */
const locked = (field: Field): Field =>
  ({ ...field, access: { ...('access' in field ? field.access : {}), update: () => false }, admin: { ...field.admin, readOnly: true } }) as Field

/**
 * The reference a buyer holds for an order: 128 random bits, base64url (22 characters). It is the
 * only id the contract API shows, so no one can reach another buyer's order by counting; the
 * numeric key stays inside the server.
 */
export function newOrderPublicId(): string {
  return randomBytes(16).toString('base64url')
}

/**
 * The admin's title of an order: its number and the customer's name ("BH-1042 — Rose Gardner"),
 * so the admin list's search finds an order by the number a customer reads out.
 */
const fillTitle: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const reference = data.orderNumber ?? originalDoc?.orderNumber ?? data.publicId ?? originalDoc?.publicId
  const name = [data.firstName ?? originalDoc?.firstName, data.lastName ?? originalDoc?.lastName].filter(Boolean).join(' ')
  if (reference) data.title = `${reference} — ${name}`
  return data
}

/**
 * Shop orders. Written only by the order service and the Stripe webhook (Local API); staff read
 * them and may edit only the fulfilment details (carrier, tracking number) and their notes.
 * Money is integer cents; each line keeps the unit price the customer was charged.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    components: panelDoor('OrdersListDoor'),
    hidden: hiddenUnless('orders'),
    group: 'Shop',
    useAsTitle: 'title',
    defaultColumns: ['title', 'email', 'totalCents', 'status', 'createdAt'],
    listSearchableFields: ['title', 'orderNumber'],
  },
  hooks: { beforeChange: [fillTitle] },
  // Staff edit only the fulfilment fields: every other field is locked below.
  access: { ...readOnlyFor('orders'), update: canAccess('orders') },
  defaultSort: '-createdAt',
  fields: [
    ...(
      [
        {
          name: 'publicId',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          defaultValue: () => newOrderPublicId(),
          admin: { description: 'The order’s id in web addresses and the API (random, unguessable); the numeric id stays internal.' },
        },
        {
          // Given by the order service from a PostgreSQL sequence; the column's default draws from
          // the same sequence for any other writer, so every order has one.
          name: 'orderNumber',
          type: 'text',
          unique: true,
          index: true,
          admin: { description: 'The short number the customer and staff read aloud (BH-1042): in e-mails, on the packing slip and in the queue.' },
        },
        { name: 'title', type: 'text', admin: { hidden: true } },
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
            {
              name: 'fulfilment',
              type: 'select',
              defaultValue: 'ship',
              options: options(FULFILMENT_LABELS),
            },
          ],
        },
        centsField({ name: 'totalCents', label: 'Total', required: true }),
        statusField(options(STATUS_LABELS), 'Fulfillment steps are taken from the Orders tab of Foundation Administration.'),
        {
          name: 'shippingAddress',
          type: 'group',
          admin: { description: 'Where the goods that ship go. Empty when nothing ships.' },
          fields: [
            { name: 'name', type: 'text' },
            { name: 'line1', type: 'text' },
            { name: 'line2', type: 'text' },
            { name: 'city', type: 'text' },
            { name: 'state', type: 'text' },
            { name: 'postalCode', type: 'text' },
            { name: 'phone', type: 'text' },
          ],
        },
        { name: 'stripePaymentIntentId', type: 'text', unique: true, index: true },
        {
          name: 'holdExpiresAt',
          type: 'date',
          index: true,
          admin: { description: 'Stock held for this unpaid order returns after this moment.' },
        },
        { name: 'stockReleased', type: 'checkbox', defaultValue: false, index: true },
        zonedDateField({ name: 'paidAt', label: 'Paid', index: true }),
        zonedDateField({ name: 'shippedAt', label: 'Shipped' }),
        zonedDateField({ name: 'readyForPickupAt', label: 'Ready for pickup' }),
        zonedDateField({ name: 'pickedUpAt', label: 'Picked up' }),
        centsField({
          name: 'refundedAmountCents',
          label: 'Refunded',
          defaultValue: 0,
          admin: { description: 'Refunded so far, from Stripe; the order is Refunded once it covers the total.' },
        }),
        {
          name: 'confirmationSentAt',
          type: 'date',
          admin: { description: 'When the customer’s confirmation e-mail was sent (at most once).' },
        },
      ] satisfies Field[]
    ).map(locked),
    {
      // A keyed hash of the buyer's address (never the address), to cap open holds per address.
      name: 'holderKey',
      type: 'text',
      index: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      type: 'collapsible',
      label: 'Fulfillment',
      fields: [
        { name: 'carrier', type: 'text', maxLength: 100 },
        { name: 'trackingNumber', type: 'text', maxLength: 100 },
        {
          name: 'staffNotes',
          type: 'textarea',
          maxLength: 4000,
          admin: { description: 'For staff only; never shown or sent to the customer.' },
        },
      ],
    },
  ],
}
