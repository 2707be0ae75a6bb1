import type { CollectionConfig } from 'payload'

import { canAccess, hiddenUnless } from '@/access'
import { DELIVERY_METHODS, DRIVE_TYPES } from '@/features/forms/schemas'

/** Offers to host a clothing or care drive (spec §3.9), from POST /api/drive-inquiry. */
export const DriveInquiries: CollectionConfig = {
  slug: 'drive-inquiries',
  labels: { singular: 'Drive inquiry', plural: 'Drive inquiries' },
  admin: {
    hidden: hiddenUnless('intake'),
    group: 'Messages',
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'firstName', 'lastName', 'organizationName', 'driveType', 'location', 'status'],
  },
  access: { read: canAccess('intake'), create: canAccess('intake'), update: canAccess('intake'), delete: canAccess('intake') },
  defaultSort: '-createdAt',
  fields: [
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'phone', type: 'text' },
    { name: 'organizationName', type: 'text' },
    { name: 'driveType', type: 'select', required: true, options: DRIVE_TYPES.map((d) => ({ ...d })) },
    { name: 'location', type: 'text', required: true },
    { name: 'expectedItems', type: 'textarea' },
    { name: 'deliveryMethod', type: 'select', required: true, options: DELIVERY_METHODS.map((d) => ({ ...d })) },
    { name: 'timeframe', type: 'text' },
    { name: 'assistanceNeeded', type: 'checkbox', required: true, defaultValue: false },
    { name: 'additionalInfo', type: 'textarea' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { label: 'New', value: 'new' },
        { label: 'Contacted', value: 'contacted' },
        { label: 'Scheduled', value: 'scheduled' },
        { label: 'Completed', value: 'completed' },
        { label: 'Declined', value: 'declined' },
      ],
    },
  ],
}
