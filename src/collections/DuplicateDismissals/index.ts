import type { CollectionConfig } from 'payload'

import { readOnlyFor } from '@/access'
import { historyList } from '../history-list'

/**
 * Pairs of donor contacts staff marked "not a duplicate" (two sisters at one address, a mother
 * and daughter with one name): never suggested again. `contactA` is always the lower id. The
 * pair goes when either contact goes (cascade in the migration's foreign keys).
 */
export const DuplicateDismissals: CollectionConfig = {
  slug: 'duplicate-dismissals',
  labels: { singular: 'Not a duplicate', plural: 'Not duplicates' },
  ...historyList('donorData', 'Supporters', ['createdAt', 'contactA', 'contactB', 'dismissedByName']),
  access: readOnlyFor('donorData'),
  indexes: [{ fields: ['contactA', 'contactB'], unique: true }],
  fields: [
    { name: 'contactA', type: 'relationship', relationTo: 'donor-contacts', required: true, index: true },
    { name: 'contactB', type: 'relationship', relationTo: 'donor-contacts', required: true, index: true },
    { name: 'dismissedById', type: 'number' },
    { name: 'dismissedByName', type: 'text' },
  ],
}
