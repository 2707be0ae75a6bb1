import type { CollectionConfig } from 'payload'

import { activeOrStaff, hiddenUnless, managedBy } from '@/access'
import { PRODUCT_CATEGORIES, SPONSORSHIP_PACKAGE_IDS } from '@/domain/shop/catalogue'

import { fillProductId } from './hooks/fillProductId'
import { rearmStockSignals } from './hooks/rearmStockSignals'
import { revalidateProduct, revalidateProductDelete } from './hooks/revalidateProduct'
import { centsField } from '@/fields/cents'

/** The includes/impact fields belong to the three sponsorship packages only (fixed ids, spec §3.7). */
function isSponsorshipPackage(data: Partial<{ id: unknown }> | undefined) {
  return typeof data?.id === 'string' && (SPONSORSHIP_PACKAGE_IDS as readonly string[]).includes(data.id)
}

/** A count of units: a whole number of at least `min`, or empty when `optional`; otherwise `message`. */
function wholeNumber({ min, optional = false, message }: { min: number; optional?: boolean; message: string }) {
  return (value: unknown) =>
    (optional && (value === undefined || value === null)) || (typeof value === 'number' && Number.isInteger(value) && value >= min) ? true : message
}

/**
 * Shop products, including the three sponsorship packages (spec §3.1, §3.7). The id is a
 * readable slug so links and the packages' fixed ids stay stable; prices are integer cents.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  admin: {
    hidden: hiddenUnless('content'),
    group: 'Shop',
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'priceCents', 'inventory', 'isActive'],
  },
  access: managedBy('content', activeOrStaff),
  defaultSort: 'createdAt',
  hooks: {
    beforeValidate: [fillProductId],
    beforeChange: [rearmStockSignals],
    afterChange: [revalidateProduct],
    afterDelete: [revalidateProductDelete],
  },
  fields: [
    {
      name: 'id',
      type: 'text',
      admin: {
        description: 'Web address of the product (/product/<id>). Left empty, it is made from the name. Fixed once saved: links and orders point to it.',
      },
      // Locked after creation: changing it would break every link and order line that names it.
      access: { update: () => false },
      validate: (value: unknown) =>
        value === undefined || value === null || (typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value))
          ? true
          : 'Use lower-case letters, digits and single hyphens only.',
    },
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', required: true, maxLength: 4000 },
    centsField({ name: 'priceCents', label: 'Price', required: true, admin: { description: 'In dollars, e.g. 75.00.' } }),
    {
      name: 'category',
      type: 'select',
      required: true,
      options: PRODUCT_CATEGORIES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
      admin: { description: 'Eggs and plant starts are local pickup only; everything else ships.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'inventory',
      type: 'number',
      required: true,
      min: 0,
      defaultValue: 0,
      admin: { description: 'Units on hand. Unpaid orders hold stock for 30 minutes.', step: 1 },
      validate: wholeNumber({ min: 0, message: 'Enter a whole number, 0 or more.' }),
    },
    {
      name: 'maxPerOrder',
      label: 'Most per order',
      type: 'number',
      min: 1,
      admin: {
        description: 'Most units one order may take, so nobody can hold the whole stock. Empty: 10 (20 for sponsorship packages).',
        step: 1,
      },
      validate: wholeNumber({ min: 1, optional: true, message: 'Enter a whole number of at least 1, or leave it empty.' }),
    },
    {
      name: 'lowStockThreshold',
      type: 'number',
      min: 0,
      defaultValue: 3,
      admin: {
        description: 'Staff get one e-mail when stock falls to this many units (and one when it sells out). Empty: no low-stock e-mail.',
        step: 1,
      },
      validate: wholeNumber({ min: 0, optional: true, message: 'Enter a whole number, 0 or more.' }),
    },
    // Set by the stock-signal service when its e-mail went out; cleared when stock rises again,
    // so each crossing sends one e-mail however many orders race across it.
    { name: 'lowStockAlerted', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
    { name: 'soldOutAlerted', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
    { name: 'isActive', label: 'Active', type: 'checkbox', defaultValue: true, index: true },
    {
      name: 'includes',
      type: 'array',
      admin: { description: 'Sponsorship packages: what the gift includes.', condition: isSponsorshipPackage },
      fields: [{ name: 'item', type: 'text', required: true }],
    },
    {
      name: 'impact',
      type: 'textarea',
      admin: { description: 'Sponsorship packages: the difference it makes.', condition: isSponsorshipPackage },
    },
    {
      name: 'benefitDescription',
      type: 'text',
      admin: {
        description: 'Sponsorship packages: anything of value the sponsor receives (e.g. "a dinner invitation"). Leave empty when nothing is given.',
        condition: isSponsorshipPackage,
      },
    },
    centsField({
      name: 'benefitValueCents',
      label: 'Fair-market value of what the sponsor receives',
      defaultValue: 0,
      admin: {
        description: 'Sponsorship packages: the good-faith estimate the receipt states; the deductible amount is the price less this.',
        condition: isSponsorshipPackage,
      },
    }),
  ],
}
