import type { CollectionConfig } from 'payload'

import { canAccess, hiddenUnless } from '@/access'
import { CONTACT_SUBJECTS } from '@/features/forms/schemas'

/** Messages from /contact (spec §3.11). Written only through POST /api/contact; staff read them. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    hidden: hiddenUnless('intake'),
    group: 'Messages',
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'subject', 'firstName', 'lastName', 'email', 'status'],
  },
  access: { read: canAccess('intake'), create: canAccess('intake'), update: canAccess('intake'), delete: canAccess('intake') },
  defaultSort: '-createdAt',
  fields: [
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'subject', type: 'select', required: true, index: true, options: CONTACT_SUBJECTS.map((s) => ({ ...s })) },
    { name: 'message', type: 'textarea', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { label: 'New', value: 'new' },
        { label: 'Replied', value: 'replied' },
        { label: 'Closed', value: 'closed' },
      ],
    },
  ],
}
