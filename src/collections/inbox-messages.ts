import { APIError, type CollectionAfterOperationHook, type CollectionBeforeChangeHook, type CollectionConfig, type Condition, type Field } from 'payload'

import { hasRole, hiddenUnless, managedBy } from '@/access'
import { checkMessageTransition, MESSAGE_STATUSES, type MessageStatus, messageTitle } from '@/domain/inbox/rules'
import { statusField } from '@/fields/status'

import { deleteCaseNotes } from './CaseNotes'

/**
 * What contact messages and drive inquiries share in the staff inbox (issue 20): the sender's
 * fields are kept as sent (no role changes them), staff work on the status, and a message is
 * unread until a staff member opens it, through the inbox or the admin editor.
 */

/** What a visitor sent (an intake request's answers too): no role changes it through REST or the admin. */
export const sent = { update: () => false }

/** An optional field shown only when the sender filled it in (and on the create form). */
export function whenFilled(name: string): Condition {
  return (data, _sibling, { operation }) => operation === 'create' || Boolean(String((data as Record<string, unknown>)?.[name] ?? '').trim())
}

/**
 * The editor opens with the staff panel's case status (src/features/staff/inbox/record-door.tsx):
 * the reply link and the guarded status moves are wherever staff land. Named by its path, so the
 * data model imports nothing from the UI.
 */
export function caseDoorField(door: 'IntakeCaseDoor' | 'MessageCaseDoor', box?: 'contact-messages' | 'drive-inquiries'): Field {
  const path = `/features/staff/inbox/record-door#${door}`
  return { name: 'caseDoor', type: 'ui', admin: { components: { Field: box ? { path, serverProps: { box } } : path } } }
}

/** The staff side of a message: the case status, its title, status and who opened it. */
export function messageStaffFields(box: 'contact-messages' | 'drive-inquiries'): Field[] {
  return [
    caseDoorField('MessageCaseDoor', box),
    {
      name: 'title',
      type: 'text',
      index: true,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, description: "The sender's name and the subject." },
    },
    {
      type: 'row',
      fields: [
        statusField(MESSAGE_STATUSES, 'New → Replied → Closed.'),
        { name: 'statusChangedAt', type: 'date', access: sent, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'statusChangedBy', type: 'text', access: sent, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'readAt',
          label: 'Opened',
          type: 'date',
          index: true,
          access: { create: () => false, update: () => false },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'Empty until a staff member opens it.' },
        },
        { name: 'readBy', label: 'Opened by', type: 'text', access: { create: () => false, update: () => false }, admin: { readOnly: true } },
      ],
    },
  ]
}

type Staff = { id: number | string; name?: string | null; username?: string | null }
const staffName = (user: Staff) => user.name || user.username || `#${user.id}`

/** Titles the message, and lets its status move only along MESSAGE_TRANSITIONS, recording who and when. */
export function guardMessage(title: (data: Record<string, unknown>) => string): CollectionBeforeChangeHook {
  return ({ data, originalDoc, operation, req }) => {
    const user = req.user as Staff | null | undefined
    if (operation === 'create') {
      if (user && (data.status ?? 'new') !== 'new') throw new APIError('A new message starts as New.', 400, null, true)
      data.title = title(data)
      return data
    }
    data.title = title({ ...originalDoc, ...data })
    const from = originalDoc?.status as MessageStatus
    const to = data.status ?? from
    if (to === from) return data
    const refusal = checkMessageTransition(from, to)
    if (refusal) throw new APIError(refusal.message, refusal.status, null, true)
    data.statusChangedAt = new Date().toISOString()
    data.statusChangedBy = user ? staffName(user) : null
    return data
  }
}

/**
 * Opening one message (its page in the inbox, its editor in the admin: both read it by id) marks
 * it read by the staff member who opened it. Lists do not.
 */
export const markOpened: CollectionAfterOperationHook = async ({ collection, operation, req, result }) => {
  if (operation !== 'findByID' || !result || !req.user || !hasRole(req.user, 'intake')) return result
  const doc = result as { id: number; readAt?: string | null; readBy?: string | null }
  if (doc.readAt) return result
  const readAt = new Date().toISOString()
  const readBy = staffName(req.user as Staff)
  await req.payload.update({
    collection: collection.slug as 'contact-messages' | 'drive-inquiries',
    id: doc.id,
    data: { readAt, readBy },
    overrideAccess: true,
    depth: 0,
    req,
  })
  doc.readAt = readAt
  doc.readBy = readBy
  return result
}

type Box = 'contact-messages' | 'drive-inquiries'

/**
 * THE config of an inbox collection: kept as sent, in the Messages group for intake staff, titled
 * "<sender> — <subject>", its status guarded, marked read when opened, its notes deleted with it.
 * Each collection adds only its labels, list columns, subject and the fields its form sends.
 */
export function inboxCollection(box: {
  slug: Box
  labels: CollectionConfig['labels']
  defaultColumns: string[]
  subject: (data: Record<string, unknown>) => string
  fields: Field[]
}): CollectionConfig {
  return {
    slug: box.slug,
    labels: box.labels,
    admin: {
      hidden: hiddenUnless('intake'),
      group: 'Messages',
      useAsTitle: 'title',
      defaultColumns: box.defaultColumns,
      description: 'Kept as the sender wrote them. Reply and add notes from the Foundation Administration inbox.',
    },
    access: managedBy('intake'),
    defaultSort: '-createdAt',
    hooks: {
      beforeChange: [guardMessage((data) => messageTitle(data.firstName, data.lastName, box.subject(data)))],
      afterOperation: [markOpened],
      beforeDelete: [deleteCaseNotes(box.slug)],
    },
    fields: [
      ...messageStaffFields(box.slug),
      { name: 'firstName', type: 'text', required: true, access: sent },
      { name: 'lastName', type: 'text', required: true, access: sent },
      { name: 'email', type: 'email', required: true, index: true, access: sent },
      ...box.fields,
    ],
  }
}
