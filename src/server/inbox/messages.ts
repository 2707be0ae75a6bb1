import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { contactSubjectLabel } from '@/collections/ContactMessages'
import { driveInquirySubject } from '@/collections/DriveInquiries'
import { DELIVERY_METHODS, DRIVE_TYPES, labelOf } from '@/domain/forms/options'
import { checkMessageTransition, filledFields, MESSAGE_TRANSITIONS, type MessageStatus, replyLink } from '@/domain/inbox/rules'
import { ApiError } from '@/lib/http'
import type { ContactMessage, DriveInquiry } from '@/payload-types'

import { runSql, withTransaction } from '@/lib/db'
import { caseNotes, NOT_FOUND, parseId } from './notes'

/**
 * The messages inboxes (issue 20): contact messages and drive inquiries, titled by sender and
 * subject, New → Replied → Closed, unread until a staff member opens one (the collections'
 * markOpened hook, so the admin editor counts as opening too).
 */

export const MESSAGE_BOXES = ['contact-messages', 'drive-inquiries'] as const
export type MessageBox = (typeof MESSAGE_BOXES)[number]

type SignedIn = NonNullable<PayloadRequest['user']>
type Doc = ContactMessage | DriveInquiry

const TABLE: Record<MessageBox, ReturnType<typeof sql.raw>> = {
  'contact-messages': sql.raw('contact_messages'),
  'drive-inquiries': sql.raw('drive_inquiries'),
}

export const messageStatusSchema = z.object({
  status: z.string({ error: 'Please choose the new status.' }).min(1, 'Please choose the new status.'),
})

/** The box named in a route, or 404. */
export function parseBox(value: string): MessageBox {
  if (!(MESSAGE_BOXES as readonly string[]).includes(value)) throw new ApiError(404, 'Not found.')
  return value as MessageBox
}

function subjectOf(box: MessageBox, doc: Doc) {
  return box === 'contact-messages' ? contactSubjectLabel((doc as ContactMessage).subject) : driveInquirySubject(doc as DriveInquiry)
}

function summary(box: MessageBox, doc: Doc) {
  return {
    id: doc.id,
    createdAt: doc.createdAt,
    title: doc.title ?? `${doc.firstName} ${doc.lastName}`,
    status: doc.status,
    unread: !doc.readAt,
    subject: subjectOf(box, doc),
  }
}

export type MessageSummary = ReturnType<typeof summary>

function fields(box: MessageBox, doc: Doc) {
  const from = { label: 'From', value: `${doc.firstName} ${doc.lastName}`.trim() }
  if (box === 'contact-messages') {
    const message = doc as ContactMessage
    return [from, { label: 'E-mail', value: message.email }, { label: 'Subject', value: contactSubjectLabel(message.subject) }, { label: 'Message', value: message.message }]
  }
  const drive = doc as DriveInquiry
  return filledFields([
    from,
    { label: 'E-mail', value: drive.email },
    { label: 'Phone', value: drive.phone },
    { label: 'Organization', value: drive.organizationName },
    { label: 'Drive type', value: labelOf(DRIVE_TYPES, drive.driveType) },
    { label: 'Location', value: drive.location },
    { label: 'Expected items', value: drive.expectedItems },
    { label: 'Delivery', value: labelOf(DELIVERY_METHODS, drive.deliveryMethod) },
    { label: 'Timeframe', value: drive.timeframe },
    { label: 'Needs help organizing', value: drive.assistanceNeeded ? 'Yes' : null },
    { label: 'Anything else', value: drive.additionalInfo },
  ]).map(({ label, value }) => ({ label, value: String(value) }))
}

async function messageJSON(payload: Payload, box: MessageBox, doc: Doc, staff: SignedIn) {
  const subject = subjectOf(box, doc)
  return {
    ...summary(box, doc),
    box,
    email: doc.email,
    readAt: doc.readAt ?? null,
    readBy: doc.readBy ?? null,
    statusChangedAt: doc.statusChangedAt ?? null,
    statusChangedBy: doc.statusChangedBy ?? null,
    replyLink: replyLink(doc.email, subject),
    fields: fields(box, doc),
    notes: await caseNotes(payload, box, doc.id, staff),
    next: MESSAGE_TRANSITIONS[doc.status as MessageStatus] ?? [],
  }
}

export type MessageCase = Awaited<ReturnType<typeof messageJSON>>

/** A box's messages, newest first, with how many are new and unread. */
export async function listMessages(payload: Payload, box: MessageBox, staff: SignedIn) {
  const found = await payload.find({ collection: box, sort: '-createdAt', limit: 200, depth: 0, user: staff, overrideAccess: false })
  return { count: found.totalDocs, messages: found.docs.map((doc) => summary(box, doc as Doc)) }
}

/** Opens one message: from now on it counts as read, by this staff member. */
export async function openMessage(payload: Payload, box: MessageBox, rawId: unknown, staff: SignedIn) {
  const id = parseId(box, rawId)
  const doc = await payload.findByID({ collection: box, id, depth: 0, user: staff, overrideAccess: false, disableErrors: true })
  if (!doc) throw new ApiError(404, NOT_FOUND[box])
  return messageJSON(payload, box, doc as Doc, staff)
}

/** New → Replied → Closed (and reopening), recorded with who and when; anything else is a 409. */
export async function changeMessageStatus(payload: Payload, box: MessageBox, rawId: unknown, input: z.output<typeof messageStatusSchema>, staff: SignedIn) {
  const id = parseId(box, rawId)
  const doc = await withTransaction(
    payload,
    async (req) => {
      const rows = await runSql<{ status: string }>(payload, req, sql`SELECT status FROM ${TABLE[box]} WHERE id = ${id} FOR UPDATE`)
      const from = rows[0]?.status as MessageStatus | undefined
      if (!from) throw new ApiError(404, NOT_FOUND[box])
      const refusal = checkMessageTransition(from, input.status)
      if (refusal) throw new ApiError(refusal.status, refusal.message)
      return payload.update({ collection: box, id, data: { status: input.status as MessageStatus }, depth: 0, overrideAccess: false, req })
    },
    { user: staff },
  )
  return messageJSON(payload, box, doc as Doc, staff)
}
