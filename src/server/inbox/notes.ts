import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { CASE_NOTE_MAX, type InboxCollection, NOTE_TARGETS } from '@/collections/CaseNotes'
import { ApiError } from '@/lib/http'
import { serialKeyOf } from '@/lib/keys'
import { plainString } from '@/lib/validation'

export type Staff = { id: number | string; username?: string | null; name?: string | null; role?: string | null }
export type CaseNote = { id: number; date: string; body: string; author: string | null }

export const caseNoteSchema = z.object({
  body: plainString('Please write the note.')
    .trim()
    .min(1, 'Please write the note.')
    .max(CASE_NOTE_MAX, `Please keep a note under ${CASE_NOTE_MAX} characters.`),
})

export const NOT_FOUND: Record<InboxCollection, string> = {
  'intake-requests': 'Intake request not found.',
  'contact-messages': 'Message not found.',
  'drive-inquiries': 'Drive inquiry not found.',
}

/** The id in a route, or the inbox's 404. */
export function parseId(collection: InboxCollection, id: unknown): number {
  const key = serialKeyOf(id)
  if (key === null) throw new ApiError(404, NOT_FOUND[collection])
  return key
}

/** An item's staff notes, newest first, read as the staff member (an intake note opens only for intake roles). */
export async function caseNotes(payload: Payload, collection: InboxCollection, id: number, staff: PayloadRequest['user']): Promise<CaseNote[]> {
  const found = await payload.find({
    user: staff,
    collection: 'case-notes',
    where: { [NOTE_TARGETS[collection]]: { equals: id } },
    sort: '-createdAt',
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((note) => ({ id: note.id, date: note.createdAt, body: note.body ?? '', author: note.authorName ?? null }))
}

/**
 * Adds a dated note to an inbox item, signed with the staff member's name. Counting the item
 * (rather than reading it) leaves intake answers sealed and the message's unread mark alone.
 */
export async function addCaseNote(payload: Payload, collection: InboxCollection, rawId: unknown, input: z.output<typeof caseNoteSchema>, staff: Staff) {
  const id = parseId(collection, rawId)
  const { totalDocs } = await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })
  if (totalDocs === 0) throw new ApiError(404, NOT_FOUND[collection])
  const note = await payload.create({
    collection: 'case-notes',
    data: { [NOTE_TARGETS[collection]]: id, body: input.body, authorId: Number(staff.id), authorName: staff.name || staff.username || null },
    overrideAccess: true,
    depth: 0,
  })
  // The note as typed (the stored body of an intake note is sealed).
  return { id: note.id, date: note.createdAt, body: input.body, author: note.authorName ?? null } satisfies CaseNote
}
