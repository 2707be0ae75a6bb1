import type { CollectionConfig } from 'payload'

import { hiddenUnless, readOnlyFor } from '@/access'
import { centsField } from '@/fields/cents'
import { statusField } from '@/fields/status'
import { zonedDateField } from '@/fields/zoned-date'
import { options } from '@/lib/options'

/**
 * Gift acknowledgments (issue 19). A receipt is never edited: written only by the ledger
 * (src/server/receipts), voided by a refund and replaced by a new one with a new number when
 * part of the gift remains. Numbers are sequential per calendar year and never reused
 * (`receipt_counters`, one row per year, incremented in the gift's own transaction).
 */
export const Receipts: CollectionConfig = {
  slug: 'receipts',
  admin: {
    hidden: hiddenUnless('donorData'),
    group: 'Supporters',
    useAsTitle: 'number',
    defaultColumns: ['number', 'donorName', 'amountCents', 'status', 'giftDate'],
  },
  access: readOnlyFor('donorData'),
  defaultSort: '-createdAt',
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, index: true },
    { name: 'year', type: 'number', required: true, index: true },
    { name: 'donation', type: 'relationship', relationTo: 'donations', required: true, index: true },
    statusField(options({ issued: 'Issued', void: 'Void' })),
    { name: 'replaces', type: 'relationship', relationTo: 'receipts' },
    { name: 'donorName', type: 'text', required: true },
    // Empty for an offline gift without an address: its receipt is printed, not e-mailed.
    { name: 'email', type: 'email', index: true },
    { name: 'giftDate', type: 'date', required: true },
    centsField({ name: 'amountCents', label: 'Amount', required: true }),
    { name: 'benefitDescription', type: 'text' },
    centsField({ name: 'benefitValueCents', label: 'Value of goods or services', required: true, defaultValue: 0 }),
    zonedDateField({ name: 'voidedAt', label: 'Voided' }),
    zonedDateField({ name: 'emailedAt', label: 'E-mailed', admin: { description: 'When the donor was sent this receipt (or its void notice).' } }),
  ],
}
