import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { canAccess, nobody } from '@/access'

export const CASE_NOTE_MAX = 2000

/** The three inboxes a note can belong to, by the relationship field that points at its item. */
export const NOTE_TARGETS = {
  'intake-requests': 'intakeRequest',
  'contact-messages': 'contactMessage',
  'drive-inquiries': 'driveInquiry',
} as const
export type InboxCollection = keyof typeof NOTE_TARGETS

/**
 * Staff notes on an inbox item (issue 20): "left a voicemail", "prefers mornings", dated and
 * attributed, kept apart from what the visitor sent. Like donor notes, a note is a record of
 * what was done: nobody edits or deletes one through any door; the inbox routes write them and
 * they go only with their item (each inbox collection's beforeDelete, so the intake purge takes
 * them too). Shown in the Foundation Administration inbox, not in Payload's navigation.
 */
export const CaseNotes: CollectionConfig = {
  slug: 'case-notes',
  labels: { singular: 'Case note', plural: 'Case notes' },
  admin: { hidden: true, defaultColumns: ['createdAt', 'authorName'] },
  access: { read: canAccess('intake'), create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'intakeRequest', type: 'relationship', relationTo: 'intake-requests', index: true },
    { name: 'contactMessage', type: 'relationship', relationTo: 'contact-messages', index: true },
    { name: 'driveInquiry', type: 'relationship', relationTo: 'drive-inquiries', index: true },
    { name: 'body', type: 'textarea', required: true, maxLength: CASE_NOTE_MAX },
    { name: 'authorId', type: 'number', index: true },
    { name: 'authorName', type: 'text' },
  ],
}

/** beforeDelete of each inbox collection: an item's notes go with it, whatever the door. */
export function deleteCaseNotes(collection: InboxCollection): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    await req.payload.delete({ collection: 'case-notes', where: { [NOTE_TARGETS[collection]]: { equals: id } }, overrideAccess: true, req })
  }
}
