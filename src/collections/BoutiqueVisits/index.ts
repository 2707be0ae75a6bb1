import type { CollectionConfig } from 'payload'

import { hiddenUnless, readOnlyFor } from '@/access'
import { GOODS_CATEGORIES, GOODS_CATEGORY_LABELS } from '@/domain/goods/goods'

/**
 * What went out (issue 46): one row per intake case whose visit ended — whether she came, and the
 * items given by category (counts only: no sizes, no names). `caseId` is a plain number, not a
 * relationship, so the counted figures outlive the case when the retention purge deletes it.
 * CONFIDENTIAL like the case: intake staff only. Written by src/server/goods/visits.ts.
 */
export const BoutiqueVisits: CollectionConfig = {
  slug: 'boutique-visits',
  admin: { hidden: hiddenUnless('intake'), group: 'Confidential', defaultColumns: ['visitedAt', 'attended'] },
  access: readOnlyFor('intake'),
  defaultSort: '-visitedAt',
  fields: [
    { name: 'caseId', type: 'number', required: true, unique: true, index: true },
    { name: 'visitedAt', type: 'date', required: true, index: true },
    { name: 'attended', type: 'checkbox', required: true, defaultValue: false },
    {
      name: 'items',
      type: 'array',
      fields: [
        { name: 'category', type: 'select', required: true, options: GOODS_CATEGORIES.map((value) => ({ value, label: GOODS_CATEGORY_LABELS[value] })) },
        { name: 'quantity', type: 'number', required: true, min: 1 },
      ],
    },
  ],
}
