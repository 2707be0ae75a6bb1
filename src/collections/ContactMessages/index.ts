import type { CollectionConfig } from 'payload'

import { CONTACT_SUBJECTS } from '@/domain/forms/schemas'

import { inboxCollection, sent } from '../inbox-messages'

export function contactSubjectLabel(subject: unknown) {
  return CONTACT_SUBJECTS.find((s) => s.value === subject)?.label ?? String(subject ?? '')
}

/**
 * Messages from /contact (spec §3.11). Written only through POST /api/contact and kept as sent;
 * staff answer them from the Foundation Administration inbox (status, notes, a reply link).
 */
export const ContactMessages: CollectionConfig = inboxCollection({
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  defaultColumns: ['title', 'email', 'createdAt', 'status', 'readAt'],
  subject: (data) => contactSubjectLabel(data.subject),
  fields: [
    { name: 'subject', type: 'select', required: true, index: true, access: sent, options: CONTACT_SUBJECTS.map((s) => ({ ...s })) },
    { name: 'message', type: 'textarea', required: true, access: sent },
  ],
})
