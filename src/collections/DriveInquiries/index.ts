import type { CollectionConfig } from 'payload'

import { canAccess, hiddenUnless } from '@/access'
import { DELIVERY_METHODS, DRIVE_TYPES } from '@/domain/forms/schemas'
import { driveSubject, messageTitle } from '@/domain/inbox/rules'

import { deleteCaseNotes } from '../CaseNotes'
import { guardMessage, markOpened, messageStaffFields, sent, whenFilled } from '../inbox-messages'

/** "Clothing Drive (Grace Church)": what a drive inquiry is about, as its subject. */
export function driveInquirySubject(data: { driveType?: unknown; organizationName?: unknown }) {
  const type = DRIVE_TYPES.find((d) => d.value === data.driveType)?.label ?? 'Drive'
  return driveSubject(`${type} inquiry`, typeof data.organizationName === 'string' ? data.organizationName : null)
}

/**
 * Offers to host a clothing or care drive (spec §3.9), from POST /api/drive-inquiry. Kept as
 * sent; staff answer them from the Foundation Administration inbox.
 */
export const DriveInquiries: CollectionConfig = {
  slug: 'drive-inquiries',
  labels: { singular: 'Drive inquiry', plural: 'Drive inquiries' },
  admin: {
    hidden: hiddenUnless('intake'),
    group: 'Messages',
    useAsTitle: 'title',
    defaultColumns: ['title', 'createdAt', 'location', 'status', 'readAt'],
    description: 'Kept as the sender wrote them. Reply and add notes from the Foundation Administration inbox.',
  },
  access: { read: canAccess('intake'), create: canAccess('intake'), update: canAccess('intake'), delete: canAccess('intake') },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [guardMessage((data) => messageTitle(data.firstName, data.lastName, driveInquirySubject(data)))],
    afterOperation: [markOpened],
    beforeDelete: [deleteCaseNotes('drive-inquiries')],
  },
  fields: [
    ...messageStaffFields('drive-inquiries'),
    { name: 'firstName', type: 'text', required: true, access: sent },
    { name: 'lastName', type: 'text', required: true, access: sent },
    { name: 'email', type: 'email', required: true, index: true, access: sent },
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
}
