import type { CollectionConfig } from 'payload'

import { canAccess, hiddenUnless, nobody } from '@/access'
import { centsField } from '@/fields/cents'

/**
 * A stack of checks entered together (issue 30): the treasurer states how many gifts and what
 * total the stack holds before entering them, and the batch closes only when what was entered
 * matches both — the adding-machine tape of a paper deposit. Written only by
 * src/server/ledger/batches.ts.
 */
export const GiftBatches: CollectionConfig = {
  slug: 'gift-batches',
  admin: {
    hidden: hiddenUnless('donorData'),
    group: 'Supporters',
    useAsTitle: 'name',
    defaultColumns: ['name', 'expectedCount', 'expectedTotalCents', 'status', 'createdAt'],
  },
  access: { read: canAccess('donorData'), create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'expectedCount', type: 'number', required: true, min: 1 },
    centsField({ name: 'expectedTotalCents', label: 'Expected total', required: true, min: 1 }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: [
        { label: 'Open', value: 'open' },
        { label: 'Closed', value: 'closed' },
      ],
    },
    { name: 'openedBy', type: 'relationship', relationTo: 'users' },
    { name: 'closedAt', type: 'date' },
  ],
}
