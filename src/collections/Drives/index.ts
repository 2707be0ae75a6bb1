import type { CollectionConfig } from 'payload'

import { hiddenUnless, readOnlyFor } from '@/access'
import { GOODS_CATEGORIES, GOODS_CATEGORY_LABELS } from '@/domain/goods/goods'
import { statusField } from '@/fields/status'
import { options } from '@/lib/options'

/**
 * A clothing or care drive a church, school or company hosts (issue 46): an accepted drive
 * inquiry becomes one, its drop-offs are tied to it, and closing it thanks the host once with the
 * totals. Written only by src/server/goods/drives.ts.
 */
export const Drives: CollectionConfig = {
  slug: 'drives',
  admin: {
    hidden: hiddenUnless('goods'),
    group: 'Goods',
    useAsTitle: 'host',
    defaultColumns: ['host', 'startsOn', 'endsOn', 'status'],
  },
  access: readOnlyFor('goods'),
  defaultSort: '-createdAt',
  fields: [
    { name: 'inquiry', type: 'relationship', relationTo: 'drive-inquiries', unique: true, index: true },
    { name: 'host', type: 'text', required: true },
    { name: 'hostEmail', type: 'email' },
    { name: 'startsOn', type: 'text', required: true, admin: { description: 'YYYY-MM-DD' } },
    { name: 'endsOn', type: 'text', required: true, admin: { description: 'YYYY-MM-DD' } },
    {
      name: 'categories',
      type: 'select',
      hasMany: true,
      options: GOODS_CATEGORIES.map((value) => ({ value, label: GOODS_CATEGORY_LABELS[value] })),
    },
    statusField(options({ open: 'Open', closed: 'Closed' })),
    { name: 'closedAt', type: 'date' },
    // Claimed by the one close that sends the host's thank-you (a second close sends none).
    { name: 'thanksSentAt', type: 'date', admin: { readOnly: true } },
  ],
}
