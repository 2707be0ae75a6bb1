import type { CollectionConfig } from 'payload'

import { canAccess, hiddenUnless } from '@/access'
import { APPOINTMENT_PREFERENCES, PREFERRED_CONTACTS, TOP_SIZES } from '@/features/forms/schemas'

import { auditIntakeRead } from './hooks/auditIntakeRead'
import { stampClosedAt } from './hooks/stampClosedAt'

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
 * routes that write them never log bodies; notification e-mails only say one arrived. Closed
 * requests are deleted after the retention period in site settings (src/server/intake-retention.ts).
 */
export const IntakeRequests: CollectionConfig = {
  slug: 'intake-requests',
  labels: { singular: 'Intake request', plural: 'Intake requests' },
  admin: {
    hidden: hiddenUnless('intake'),
    group: 'Confidential',
    useAsTitle: 'firstName',
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
  hooks: { beforeChange: [stampClosedAt], afterOperation: [auditIntakeRead] },
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
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text' },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text' },
    { name: 'preferredContact', type: 'select', options: PREFERRED_CONTACTS.map((p) => ({ ...p })) },
    {
      name: 'clothingSizes',
      type: 'group',
      fields: [
        { name: 'topSize', type: 'select', options: TOP_SIZES.map((size) => ({ label: size, value: size })) },
        { name: 'bottomSize', type: 'text' },
        { name: 'shoeSize', type: 'text' },
        { name: 'undergarments', type: 'text' },
      ],
    },
    { name: 'specificNeeds', type: 'textarea' },
    { name: 'appointmentPreference', type: 'select', options: APPOINTMENT_PREFERENCES.map((a) => ({ ...a })) },
    { name: 'currentSituation', type: 'textarea' },
    { name: 'referralSource', type: 'text' },
    { name: 'additionalInfo', type: 'textarea' },
    {
      name: 'notes',
      type: 'textarea',
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
  ],
}
