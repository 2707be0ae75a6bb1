import type { CollectionConfig } from 'payload'

import { hiddenUnless, readOnlyFor } from '@/access'
import { GOODS_CATEGORIES, GOODS_CATEGORY_LABELS } from '@/domain/goods/goods'

const categoryOptions = GOODS_CATEGORIES.map((value) => ({ value, label: GOODS_CATEGORY_LABELS[value] }))

/**
 * Donated goods logged at the boutique's door (issue 46): the items by category with a count each.
 * With a donor it is also an in-kind gift in the ledger (`donation`, no dollar amount). Written
 * only by src/server/goods/drop-offs.ts.
 */
export const DropOffs: CollectionConfig = {
  slug: 'drop-offs',
  admin: {
    hidden: hiddenUnless('goods'),
    group: 'Goods',
    useAsTitle: 'receivedAt',
    defaultColumns: ['receivedAt', 'donorName', 'drive', 'createdAt'],
  },
  access: readOnlyFor('goods'),
  defaultSort: '-createdAt',
  fields: [
    { name: 'receivedAt', type: 'text', required: true, index: true, admin: { description: 'YYYY-MM-DD, the day the goods came in.' } },
    { name: 'donorName', type: 'text', admin: { description: 'Empty for an anonymous drop-off.' } },
    { name: 'donorEmail', type: 'email' },
    { name: 'contact', type: 'relationship', relationTo: 'donor-contacts' },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'category', type: 'select', required: true, options: categoryOptions },
        { name: 'quantity', type: 'number', required: true, min: 1 },
        { name: 'description', type: 'text' },
      ],
    },
    { name: 'weightLbs', type: 'number', min: 0 },
    {
      name: 'donorEstimateCents',
      type: 'number',
      admin: { description: "The donor's own estimate of the goods' value, printed on her receipt as hers (never ours)." },
    },
    { name: 'note', type: 'textarea' },
    { name: 'drive', type: 'relationship', relationTo: 'drives', index: true },
    { name: 'donation', type: 'relationship', relationTo: 'donations', index: true },
    { name: 'enteredBy', type: 'relationship', relationTo: 'users' },
  ],
}
