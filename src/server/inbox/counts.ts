import type { Payload, Where } from 'payload'

import { hasRole } from '@/access/roles'

type MaybeUser = Parameters<typeof hasRole>[0]
type MessageCounts = { new: number; unread: number }

/** Each inbox the role may open; absent when it may not. */
export type InboxCounts = {
  intakeRequests?: { new: number; upcoming: number }
  contactMessages?: MessageCounts
  driveInquiries?: MessageCounts
}

/**
 * How many items wait in each inbox the signed-in role may open (issue 20): new intake
 * requests and upcoming visits, new and unread messages and drive inquiries. A role without
 * the intake area gets an empty object. Counting opens no answers and marks nothing read.
 */
export async function inboxCounts(payload: Payload, user: MaybeUser, now = new Date()): Promise<InboxCounts> {
  if (!hasRole(user, 'intake')) return {}
  const count = async (collection: 'intake-requests' | 'contact-messages' | 'drive-inquiries', where: Where) =>
    (await payload.count({ collection, where, overrideAccess: true })).totalDocs
  const messages = async (collection: 'contact-messages' | 'drive-inquiries'): Promise<MessageCounts> => ({
    new: await count(collection, { status: { equals: 'new' } }),
    unread: await count(collection, { readAt: { exists: false } }),
  })
  const [newRequests, upcoming, contactMessages, driveInquiries] = await Promise.all([
    count('intake-requests', { status: { equals: 'new' } }),
    count('intake-requests', { and: [{ status: { equals: 'scheduled' } }, { appointmentAt: { greater_than_equal: now.toISOString() } }] }),
    messages('contact-messages'),
    messages('drive-inquiries'),
  ])
  return { intakeRequests: { new: newRequests, upcoming }, contactMessages, driveInquiries }
}
