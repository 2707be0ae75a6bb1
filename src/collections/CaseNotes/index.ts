import type { CollectionAfterReadHook, CollectionBeforeChangeHook, CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { canReadIntakeAnswers, nobody, readOnlyFor } from '@/access'
import { decryptAnswers, encryptAnswers, IntakeDecryptionError } from '@/lib/intake-crypto'

export const CASE_NOTE_MAX = 2000

/** The three inboxes a note can belong to, by the relationship field that points at its item. */
export const NOTE_TARGETS = {
  'intake-requests': 'intakeRequest',
  'contact-messages': 'contactMessage',
  'drive-inquiries': 'driveInquiry',
} as const
export type InboxCollection = keyof typeof NOTE_TARGETS

export const UNREADABLE_NOTE = 'Cannot be decrypted: this note was altered or was encrypted with a key this server does not hold.'

/**
 * A note on an intake request can say as much about her as her answers ("her ex checks her
 * phone"), so it is sealed with the same key (src/lib/intake-crypto.ts) and `npm run
 * rotate-intake-key` re-seals it with them. Notes on messages and drive inquiries stay plain.
 */
const sealIntakeNote: CollectionBeforeChangeHook = ({ data, operation }) => {
  delete data.encryptionKeyId
  if (operation !== 'create' || !data.intakeRequest || typeof data.body !== 'string') return data
  const { keyId, ciphertext } = encryptAnswers({ body: data.body })
  return { ...data, body: ciphertext, encryptionKeyId: keyId }
}

/** Opens a sealed note for staff who may read intake; anyone else (and a note that fails its check) gets no text. */
const openIntakeNote: CollectionAfterReadHook = ({ doc, req }) => {
  const keyId = doc.encryptionKeyId as string | null | undefined
  delete doc.encryptionKeyId
  if (!keyId) return doc
  if (!canReadIntakeAnswers(req.user)) return { ...doc, body: null }
  try {
    return { ...doc, body: decryptAnswers<{ body: string }>({ keyId, ciphertext: doc.body }).body }
  } catch (error) {
    if (!(error instanceof IntakeDecryptionError)) throw error
    return { ...doc, body: UNREADABLE_NOTE }
  }
}

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
  access: { ...readOnlyFor('intake'), readVersions: nobody },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [sealIntakeNote], afterRead: [openIntakeNote] },
  fields: [
    { name: 'intakeRequest', type: 'relationship', relationTo: 'intake-requests', index: true },
    { name: 'contactMessage', type: 'relationship', relationTo: 'contact-messages', index: true },
    { name: 'driveInquiry', type: 'relationship', relationTo: 'drive-inquiries', index: true },
    // At most CASE_NOTE_MAX characters as typed (the inbox's schema); longer once sealed.
    { name: 'body', type: 'textarea', required: true },
    { name: 'authorId', type: 'number', index: true },
    { name: 'authorName', type: 'text' },
    { name: 'encryptionKeyId', type: 'text', index: true, admin: { hidden: true } },
  ],
}

/** beforeDelete of each inbox collection: an item's notes go with it, whatever the door. */
export function deleteCaseNotes(collection: InboxCollection): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    await req.payload.delete({ collection: 'case-notes', where: { [NOTE_TARGETS[collection]]: { equals: id } }, overrideAccess: true, req })
  }
}
