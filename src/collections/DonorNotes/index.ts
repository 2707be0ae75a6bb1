import type { CollectionConfig } from 'payload'

import { readOnlyFor } from '@/access'
import { historyList } from '../history-list'

/**
 * Staff notes on a donor contact ("prefers a call in December", "thanked at the gala"), dated and
 * attributed. A note is a record of what was said: nobody edits or deletes one through any door;
 * notes go only with their contact (consolidation moves a duplicate's notes to the contact it
 * keeps; deleting a contact deletes its notes first, in DonorContacts' beforeDelete).
 */
export const DonorNotes: CollectionConfig = {
  slug: 'donor-notes',
  labels: { singular: 'Donor note', plural: 'Donor notes' },
  ...historyList('donorData', 'Supporters', ['createdAt', 'contact', 'authorName']),
  access: readOnlyFor('donorData'),
  fields: [
    { name: 'contact', type: 'relationship', relationTo: 'donor-contacts', required: true, index: true },
    { name: 'body', type: 'textarea', required: true, maxLength: 2000 },
    { name: 'authorId', type: 'number', index: true },
    { name: 'authorName', type: 'text' },
  ],
}
