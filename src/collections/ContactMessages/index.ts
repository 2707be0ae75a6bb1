import type { CollectionConfig } from 'payload'

import { canAccess, hiddenUnless } from '@/access'
import { CONTACT_SUBJECTS } from '@/domain/forms/schemas'
import { messageTitle } from '@/domain/inbox/rules'

import { deleteCaseNotes } from '../CaseNotes'
import { guardMessage, markOpened, messageStaffFields, sent } from '../inbox-messages'

export function contactSubjectLabel(subject: unknown) {
  return CONTACT_SUBJECTS.find((s) => s.value === subject)?.label ?? String(subject ?? '')
}

/**
 * Messages from /contact (spec §3.11). Written only through POST /api/contact and kept as sent;
 * staff answer them from the Foundation Administration inbox (status, notes, a reply link).
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    hidden: hiddenUnless('intake'),
    group: 'Messages',
    useAsTitle: 'title',
    defaultColumns: ['title', 'email', 'createdAt', 'status', 'readAt'],
    description: 'Kept as the sender wrote them. Reply and add notes from the Foundation Administration inbox.',
  },
  access: { read: canAccess('intake'), create: canAccess('intake'), update: canAccess('intake'), delete: canAccess('intake') },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [guardMessage((data) => messageTitle(data.firstName, data.lastName, contactSubjectLabel(data.subject)))],
    afterOperation: [markOpened],
    beforeDelete: [deleteCaseNotes('contact-messages')],
  },
  fields: [
    ...messageStaffFields('contact-messages'),
    { name: 'firstName', type: 'text', required: true, access: sent },
    { name: 'lastName', type: 'text', required: true, access: sent },
    { name: 'email', type: 'email', required: true, index: true, access: sent },
    { name: 'subject', type: 'select', required: true, index: true, access: sent, options: CONTACT_SUBJECTS.map((s) => ({ ...s })) },
    { name: 'message', type: 'textarea', required: true, access: sent },
  ],
}
