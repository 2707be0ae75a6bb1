import type { CollectionConfig } from 'payload'

import { canAccess, hiddenUnless, managedBy } from '@/access'
import { APPOINTMENT_PREFERENCES, PREFERRED_CONTACTS, TOP_SIZES } from '@/domain/forms/schemas'
import { CLOSE_REASONS, INTAKE_STATUSES } from '@/domain/inbox/rules'
import { statusField } from '@/fields/status'
import { options } from '@/lib/options'

import { deleteCaseNotes } from '../CaseNotes'
import { caseDoorField, sent } from '../inbox-messages'
import { auditIntakeRead } from './hooks/auditIntakeRead'
import { guardIntakeStatus } from './hooks/guardIntakeStatus'
import { decryptAnswersAfterRead, encryptAnswersBeforeChange } from './answers'
import { stampClosedAt } from './hooks/stampClosedAt'

/**
 * Answers are virtual (no column; see ./answers.ts), so Payload's plain `required` would fail a
 * status-only update. They are required when a request is created; the public forms' zod schema
 * says so first.
 */
const requiredOnCreate = (value: unknown, { operation }: { operation?: string }) =>
  operation === 'create' && (value === undefined || value === null || value === '') ? 'This field is required.' : true


/**
 * Boutique visit requests (spec §3.10). CONFIDENTIAL: the women who send them may be hiding from
 * someone. Every door — contract API, Payload REST and GraphQL, admin — is staff-only; the
 * routes that write them never log bodies; notification e-mails only say one arrived; the answers
 * are stored only encrypted (./answers.ts), opened for staff who may read intake. Closed
 * requests are deleted after the retention period in site settings (src/server/intake/retention.ts).
 */
export const IntakeRequests: CollectionConfig = {
  slug: 'intake-requests',
  labels: { singular: 'Intake request', plural: 'Intake requests' },
  admin: {
    hidden: hiddenUnless('intake'),
    group: 'Confidential',
    defaultColumns: ['createdAt', 'firstName', 'status', 'appointmentPreference', 'preferredContact'],
    description:
      'Confidential boutique visit requests, kept as she sent them. Work on them in the Foundation Administration inbox (notes, scheduling). Do not copy answers into e-mail or other tools. Closed requests are deleted automatically after the retention period in Site settings.',
  },
  access: { ...managedBy('intake'), readVersions: canAccess('intake') },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [guardIntakeStatus, stampClosedAt, encryptAnswersBeforeChange],
    afterRead: [decryptAnswersAfterRead],
    afterOperation: [auditIntakeRead],
    // Its staff notes go with it (the retention purge included); the status history is part of it.
    beforeDelete: [deleteCaseNotes('intake-requests')],
  },
  fields: [
    caseDoorField('IntakeCaseDoor'),
    {
      type: 'row',
      fields: [
        statusField(INTAKE_STATUSES, 'New → Contacted → Scheduled → Served → Closed; each change is recorded below.'),
        {
          name: 'closedAt',
          type: 'date',
          index: true,
          admin: { readOnly: true, description: 'Set when the status becomes Closed; the retention period counts from here.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'appointmentAt',
          label: 'Appointment',
          type: 'date',
          index: true,
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            condition: (data) => data?.status === 'scheduled',
            description: 'Required to schedule. The inbox shows it in the foundation\'s time zone (Site settings).',
          },
        },
        {
          name: 'closeReason',
          type: 'select',
          options: CLOSE_REASONS.map((r) => ({ ...r })),
          admin: { condition: (data) => data?.status === 'closed', description: 'Required to close, unless she was served.' },
        },
      ],
    },
    {
      name: 'confirmBy',
      label: 'Confirm by',
      type: 'select',
      index: true,
      options: options({ phone: 'Phone', text: 'Text', email: 'E-mail' }),
      admin: {
        condition: (data) => data?.status === 'scheduled' || data?.status === 'held',
        description: 'She booked online and staff confirm the visit: by call or text as she asked (or by e-mail when many bookings arrived at once), then clear this.',
      },
    },
    {
      name: 'holdUntil',
      label: 'Held until',
      type: 'date',
      index: true,
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        condition: (data) => data?.status === 'held',
        description: 'She chose e-mail: the time is hers until then, unless she opens the link we sent to confirm it.',
      },
    },
    {
      name: 'cancelledByHer',
      label: 'Cancelled by her — follow up',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { readOnly: true, description: 'She cancelled her visit with her link. Cleared when staff move the request on.' },
    },
    // Keyed hashes (HMAC with the intake key) of her e-mail and phone, so one person holds at most
    // one upcoming visit without her address being searchable in the clear (src/server/boutique/booking.ts).
    { name: 'emailKey', type: 'text', index: true, access: { read: () => false, update: () => false }, admin: { hidden: true } },
    { name: 'phoneKey', type: 'text', index: true, access: { read: () => false, update: () => false }, admin: { hidden: true } },
    // SHA-256 of her cancel link's token (src/server/boutique/booking.ts); "used:" once it was used.
    { name: 'cancelTokenHash', type: 'text', index: true, access: { read: () => false, update: () => false }, admin: { hidden: true } },
    {
      name: 'statusHistory',
      type: 'array',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, description: 'Every status change: who, when, and the appointment or reason.' },
      fields: [
        { name: 'from', type: 'text' },
        { name: 'to', type: 'text', required: true },
        { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'byId', type: 'number' },
        { name: 'byName', type: 'text' },
        { name: 'reason', type: 'text' },
        { name: 'appointmentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'answersStatus',
      type: 'text',
      virtual: true,
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data?.answersStatus),
        description: 'The stored answers failed their integrity check and are not shown.',
      },
    },
    { name: 'firstName', type: 'text', virtual: true, validate: requiredOnCreate, access: sent },
    { name: 'lastName', type: 'text', virtual: true, access: sent },
    {
      name: 'email',
      type: 'email',
      virtual: true,
      access: sent,
      // Optional since issue 41: she gives an address only when she wants e-mail.
      validate: (value: unknown) => {
        return !value || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(value)) ? true : 'Please enter a valid email address.'
      },
    },
    { name: 'phone', type: 'text', virtual: true, access: sent },
    { name: 'preferredContact', type: 'select', virtual: true, options: PREFERRED_CONTACTS.map((p) => ({ ...p })), access: sent },
    {
      name: 'clothingSizes',
      type: 'group',
      access: sent,
      fields: [
        { name: 'topSize', type: 'select', virtual: true, options: TOP_SIZES.map((size) => ({ label: size, value: size })) },
        { name: 'bottomSize', type: 'text', virtual: true },
        { name: 'shoeSize', type: 'text', virtual: true },
        { name: 'undergarments', type: 'text', virtual: true },
      ],
    },
    { name: 'specificNeeds', type: 'textarea', virtual: true, access: sent },
    {
      name: 'appointmentPreference',
      type: 'select',
      virtual: true,
      access: sent,
      options: APPOINTMENT_PREFERENCES.map((a) => ({ ...a })),
    },
    { name: 'currentSituation', type: 'textarea', virtual: true, access: sent },
    { name: 'referralSource', type: 'text', virtual: true, access: sent },
    { name: 'additionalInfo', type: 'textarea', virtual: true, access: sent },
    {
      name: 'notes',
      label: 'Message',
      type: 'textarea',
      virtual: true,
      access: sent,
      admin: { description: 'The message block of a request sent through the contact form. Staff notes are kept in the inbox.' },
    },
    { name: 'privacyConsent', type: 'checkbox', required: true, defaultValue: false, access: sent },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'intake-form',
      access: sent,
      options: options({ 'intake-form': 'Intake form', 'contact-form': 'Contact form' }),
      admin: { readOnly: true },
    },
    // The sealed answers and the id of the key that sealed them (src/lib/intake-crypto.ts). Never
    // sent to any client: the afterRead hook drops the ciphertext after opening it.
    { name: 'answersCiphertext', type: 'textarea', admin: { hidden: true } },
    { name: 'encryptionKeyId', type: 'text', index: true, admin: { hidden: true } },
  ],
}
