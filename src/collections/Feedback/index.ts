import type { CollectionConfig } from 'payload'

import { hiddenUnless, managedBy } from '@/access'

/** Anonymous visitor feedback from /feedback: what helped, what did not, an optional e-mail. */
export const Feedback: CollectionConfig = {
  slug: 'feedback',
  labels: { singular: 'Feedback', plural: 'Feedback' },
  admin: { hidden: hiddenUnless('intake'), group: 'Messages', defaultColumns: ['createdAt', 'helped', 'notHelped', 'email'] },
  access: managedBy('intake'),
  defaultSort: '-createdAt',
  fields: [
    { name: 'helped', type: 'textarea', label: 'What helped' },
    { name: 'notHelped', type: 'textarea', label: 'What did not help' },
    { name: 'email', type: 'email' },
  ],
}
