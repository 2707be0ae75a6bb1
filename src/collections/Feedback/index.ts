import type { CollectionConfig } from 'payload'

import { managedBy } from '@/access'
import { historyList } from '../history-list'

/** Anonymous visitor feedback from /feedback: what helped, what did not, an optional e-mail. */
export const Feedback: CollectionConfig = {
  slug: 'feedback',
  labels: { singular: 'Feedback', plural: 'Feedback' },
  ...historyList('intake', 'Messages', ['createdAt', 'helped', 'notHelped', 'email']),
  access: managedBy('intake'),
  fields: [
    { name: 'helped', type: 'textarea', label: 'What helped' },
    { name: 'notHelped', type: 'textarea', label: 'What did not help' },
    { name: 'email', type: 'email' },
  ],
}
