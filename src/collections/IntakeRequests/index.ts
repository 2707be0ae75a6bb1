import type { CollectionConfig } from 'payload'

import { canAccess, hiddenUnless } from '@/access'
import { APPOINTMENT_PREFERENCES, PREFERRED_CONTACTS, TOP_SIZES } from '@/features/forms/schemas'

import { auditIntakeRead } from './hooks/auditIntakeRead'
import { decryptAnswersAfterRead, encryptAnswersBeforeChange } from './answers'
import { stampClosedAt } from './hooks/stampClosedAt'

/**
 * Answers are virtual (no column; see ./answers.ts), so Payload's plain `required` would fail a
 * status-only update. They are required when a request is created; the public forms' zod schema
 * says so first.
 */
const requiredOnCreate = (value: unknown, { operation }: { operation?: string }) =>
  operation === 'create' && (value === undefined || value === null || value === '') ? 'This field is required.' : true

export const INTAKE_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'Contacted', value: 'contacted' },
  { label: 'Scheduled', value: 'scheduled' },
  { label: 'Served', value: 'served' },
  { label: 'Closed', value: 'closed' },
] as const

/**
 * Boutique visit requests (spec §3.10). CONFIDENTIAL: the women who send them may be hiding from
 * someone. Every door — contract API, Payload REST and GraphQL, admin — is staff-only; the
 * routes that write them never log bodies; notification e-mails only say one arrived; the answers
 * are stored only encrypted (./answers.ts), opened for staff who may read intake. Closed
 * requests are deleted after the retention period in site settings (src/server/intake-retention.ts).
 */
export const IntakeRequests: CollectionConfig = {
  slug: 'intake-requests',
  labels: { singular: 'Intake request', plural: 'Intake requests' },
  admin: {
    hidden: hiddenUnless('intake'),
    group: 'Confidential',
    defaultColumns: ['createdAt', 'firstName', 'status', 'appointmentPreference', 'preferredContact'],
    description:
      'Confidential boutique visit requests. Do not copy answers into e-mail or other tools. Closed requests are deleted automatically after the retention period in Site settings.',
  },
  access: {
    read: canAccess('intake'),
    create: canAccess('intake'),
    update: canAccess('intake'),
    delete: canAccess('intake'),
    readVersions: canAccess('intake'),
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [stampClosedAt, encryptAnswersBeforeChange],
    afterRead: [decryptAnswersAfterRead],
    afterOperation: [auditIntakeRead],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: INTAKE_STATUSES.map((s) => ({ ...s })),
        },
        {
          name: 'closedAt',
          type: 'date',
          index: true,
          admin: { readOnly: true, description: 'Set when the status becomes Closed; the retention period counts from here.' },
        },
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
    { name: 'firstName', type: 'text', virtual: true, validate: requiredOnCreate },
    { name: 'lastName', type: 'text', virtual: true },
    {
      name: 'email',
      type: 'email',
      virtual: true,
      validate: (value: unknown, options: { operation?: string }) => {
        const required = requiredOnCreate(value, options)
        if (required !== true) return required
        return !value || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(value)) ? true : 'Please enter a valid email address.'
      },
    },
    { name: 'phone', type: 'text', virtual: true },
    { name: 'preferredContact', type: 'select', virtual: true, options: PREFERRED_CONTACTS.map((p) => ({ ...p })) },
    {
      name: 'clothingSizes',
      type: 'group',
      fields: [
        { name: 'topSize', type: 'select', virtual: true, options: TOP_SIZES.map((size) => ({ label: size, value: size })) },
        { name: 'bottomSize', type: 'text', virtual: true },
        { name: 'shoeSize', type: 'text', virtual: true },
        { name: 'undergarments', type: 'text', virtual: true },
      ],
    },
    { name: 'specificNeeds', type: 'textarea', virtual: true },
    {
      name: 'appointmentPreference',
      type: 'select',
      virtual: true,
      options: APPOINTMENT_PREFERENCES.map((a) => ({ ...a })),
    },
    { name: 'currentSituation', type: 'textarea', virtual: true },
    { name: 'referralSource', type: 'text', virtual: true },
    { name: 'additionalInfo', type: 'textarea', virtual: true },
    {
      name: 'notes',
      type: 'textarea',
      virtual: true,
      admin: { description: 'The message block of a request sent through the contact form.' },
    },
    { name: 'privacyConsent', type: 'checkbox', required: true, defaultValue: false },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'intake-form',
      options: [
        { label: 'Intake form', value: 'intake-form' },
        { label: 'Contact form', value: 'contact-form' },
      ],
      admin: { readOnly: true },
    },
    // The sealed answers and the id of the key that sealed them (src/lib/intake-crypto.ts). Never
    // sent to any client: the afterRead hook drops the ciphertext after opening it.
    { name: 'answersCiphertext', type: 'textarea', admin: { hidden: true } },
    { name: 'encryptionKeyId', type: 'text', index: true, admin: { hidden: true } },
  ],
}
