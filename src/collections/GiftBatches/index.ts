import type { CollectionConfig } from 'payload'

import { hiddenUnless, readOnlyFor } from '@/access'
import { centsField } from '@/fields/cents'
import { statusField } from '@/fields/status'
import { options } from '@/lib/options'

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
  access: readOnlyFor('donorData'),
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'expectedCount', type: 'number', required: true, min: 1 },
    centsField({ name: 'expectedTotalCents', label: 'Expected total', required: true, min: 1 }),
    statusField(options({ open: 'Open', closed: 'Closed' })),
    { name: 'openedBy', type: 'relationship', relationTo: 'users' },
    { name: 'closedAt', type: 'date' },
  ],
}
