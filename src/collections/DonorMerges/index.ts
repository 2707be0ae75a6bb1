import type { CollectionConfig } from 'payload'

import { readOnlyFor } from '@/access'
import { historyList } from '../history-list'

/**
 * The merge history: which contact was merged into which, by whom and when, and which of the
 * merged contact's details staff kept. Written only by the merge (src/server/donors/duplicates.ts);
 * nobody edits or deletes a row through any door. The audit log records the same merge by ids.
 */
export const DonorMerges: CollectionConfig = {
  slug: 'donor-merges',
  labels: { singular: 'Donor merge', plural: 'Donor merges' },
  ...historyList('donorData', 'Supporters', ['createdAt', 'keptEmail', 'mergedEmail', 'mergedByName']),
  access: readOnlyFor('donorData'),
  fields: [
    { name: 'keptContact', type: 'relationship', relationTo: 'donor-contacts', index: true },
    { name: 'keptEmail', type: 'email', required: true },
    { name: 'mergedContactId', type: 'number', required: true },
    { name: 'mergedEmail', type: 'email', required: true },
    {
      name: 'fieldsFromMerged',
      type: 'json',
      admin: { description: 'The details taken from the merged contact instead of the kept one.' },
    },
    { name: 'mergedById', type: 'number', index: true },
    { name: 'mergedByName', type: 'text' },
  ],
}
