import { canAccessField } from '@/access'

import { givingCircleCollection } from '../giving-circles'

/** Names shown under "Heroes of Hope" and on the level pages: one entry per donor, family or organization. */
export const DonorRoster = givingCircleCollection({
  slug: 'donor-roster',
  labels: { singular: 'Roster name', plural: 'Donor roster' },
  admin: { defaultColumns: ['name', 'level', 'order'], description: 'Only names donors agreed to show publicly.' },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'Display name, family or organization.' } },
    { name: 'level', type: 'relationship', relationTo: 'donor-levels', required: true, index: true },
    { name: 'order', type: 'number', defaultValue: 0 },
    {
      // Set when a treasurer approves a suggested level (src/server/donors/level-suggestions.ts),
      // so the donor is not suggested again for the same level. Never shown publicly.
      name: 'contact',
      type: 'relationship',
      relationTo: 'donor-contacts',
      index: true,
      access: { read: canAccessField('donorData') },
      admin: { readOnly: true, description: 'The donor contact this name was approved for, if any.' },
    },
  ],
})
