import type { CollectionConfig } from 'payload'

import { hiddenUnless, managedBy } from '@/access'

/** Written only through POST /api/newsletter (which uses the Local API); staff read it. */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  admin: {
    hidden: hiddenUnless('donorData'),
    useAsTitle: 'email',
    defaultColumns: ['email', 'source', 'subscribedAt', 'isActive'],
    group: 'Supporters',
  },
  access: managedBy('donorData'),
  defaultSort: '-subscribedAt',
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'source', type: 'text', required: true, defaultValue: 'footer' },
    {
      name: 'subscribedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
    },
    { name: 'isActive', type: 'checkbox', required: true, defaultValue: true, index: true },
  ],
}
