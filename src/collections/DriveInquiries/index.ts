import type { CollectionConfig } from 'payload'

import { DELIVERY_METHODS, DRIVE_TYPES } from '@/domain/forms/schemas'
import { driveSubject } from '@/domain/inbox/rules'

import { inboxCollection, sent, whenFilled } from '../inbox-messages'

/** "Clothing Drive (Grace Church)": what a drive inquiry is about, as its subject. */
export function driveInquirySubject(data: { driveType?: unknown; organizationName?: unknown }) {
  const type = DRIVE_TYPES.find((d) => d.value === data.driveType)?.label ?? 'Drive'
  return driveSubject(`${type} inquiry`, typeof data.organizationName === 'string' ? data.organizationName : null)
}

/**
 * Offers to host a clothing or care drive (spec §3.9), from POST /api/drive-inquiry. Kept as
 * sent; staff answer them from the Foundation Administration inbox.
 */
export const DriveInquiries: CollectionConfig = inboxCollection({
  slug: 'drive-inquiries',
  labels: { singular: 'Drive inquiry', plural: 'Drive inquiries' },
  defaultColumns: ['title', 'createdAt', 'location', 'status', 'readAt'],
  subject: driveInquirySubject,
  fields: [
    { name: 'phone', type: 'text', access: sent, admin: { condition: whenFilled('phone') } },
    { name: 'organizationName', type: 'text', access: sent, admin: { condition: whenFilled('organizationName') } },
    { name: 'driveType', type: 'select', required: true, access: sent, options: DRIVE_TYPES.map((d) => ({ ...d })) },
    { name: 'location', type: 'text', required: true, access: sent },
    { name: 'expectedItems', type: 'textarea', access: sent, admin: { condition: whenFilled('expectedItems') } },
    { name: 'deliveryMethod', type: 'select', required: true, access: sent, options: DELIVERY_METHODS.map((d) => ({ ...d })) },
    { name: 'timeframe', type: 'text', access: sent, admin: { condition: whenFilled('timeframe') } },
    { name: 'assistanceNeeded', type: 'checkbox', required: true, defaultValue: false, access: sent },
    { name: 'additionalInfo', type: 'textarea', access: sent, admin: { condition: whenFilled('additionalInfo') } },
  ],
})
