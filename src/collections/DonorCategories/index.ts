import type { CollectionConfig } from 'payload'

import { hiddenUnless, managedBy } from '@/access'

/** Staff-defined tags for donor contacts (spec §3.12). Names are unique, ignoring case. */
export const DonorCategories: CollectionConfig = {
  slug: 'donor-categories',
  admin: { hidden: hiddenUnless('donorData'), group: 'Supporters', useAsTitle: 'name', defaultColumns: ['name', 'description'] },
  access: managedBy('donorData'),
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, index: true, maxLength: 100 },
    { name: 'description', type: 'textarea', maxLength: 500 },
  ],
}
