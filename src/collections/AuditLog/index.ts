import type { CollectionConfig } from 'payload'

import { canAccess, hiddenUnless, nobody } from '@/access'

/**
 * What staff did with personal data and with accounts (issue 14): who, when, which action, which
 * collection and record. NEVER the personal data itself: a row names a record by id, and a
 * detail is at most a role, a list name or a count. Append-only through every door: no one
 * creates, edits or deletes rows over REST or in the admin; only `recordAudit` (server code)
 * writes, and only `purgeAuditLog` deletes rows older than the retention period.
 */
export const AUDIT_ACTIONS = [
  { label: 'Signed in', value: 'sign-in' },
  { label: 'Sign-in refused', value: 'sign-in-failed' },
  { label: 'Account locked', value: 'lockout' },
  { label: 'Opened an intake request', value: 'intake-view' },
  { label: 'Listed intake requests', value: 'intake-list' },
  { label: 'Opened a donor record', value: 'donor-view' },
  { label: 'Exported a list', value: 'export' },
  { label: 'Ran data consolidation', value: 'consolidation' },
  { label: 'Merged records', value: 'merge' },
  { label: 'Refunded a payment', value: 'refund' },
  { label: 'Sent year-end statements', value: 'statements-send' },
  { label: 'Created an account', value: 'account-create' },
  { label: 'Changed a role', value: 'role-change' },
  { label: 'Issued an API key', value: 'api-key-issue' },
  { label: 'Revoked an API key', value: 'api-key-revoke' },
  { label: 'Used an API key', value: 'api-key-use' },
  { label: 'Entered an offline gift', value: 'gift-entry' },
  { label: 'Voided a gift', value: 'gift-void' },
  { label: 'Opened a gift batch', value: 'batch-open' },
  { label: 'Closed a gift batch', value: 'batch-close' },
  { label: 'Followed up a matching gift', value: 'matching-update' },
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]['value']

export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    hidden: hiddenUnless('audit'),
    group: 'Settings',
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'action', 'username', 'targetCollection', 'recordId', 'count', 'detail'],
    listSearchableFields: ['username', 'recordId', 'targetCollection'],
    description:
      'Who opened, exported or changed what, and when. Rows cannot be edited or deleted; they are removed after the retention period in Site settings.',
  },
  access: { read: canAccess('audit'), create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'action', type: 'select', required: true, index: true, options: AUDIT_ACTIONS.map((a) => ({ ...a })) },
    {
      name: 'userId',
      label: 'Staff account id',
      type: 'number',
      index: true,
      admin: { description: 'Empty when no account was signed in (e.g. a refused sign-in with an unknown name).' },
    },
    { name: 'username', label: 'Staff username', type: 'text', index: true },
    { name: 'targetCollection', label: 'Collection', type: 'text', index: true },
    { name: 'recordId', label: 'Record id', type: 'text', index: true },
    { name: 'count', label: 'Rows', type: 'number', admin: { description: 'Rows exported, listed or merged.' } },
    {
      name: 'detail',
      type: 'text',
      admin: { description: 'A role change (editor → treasurer) or a list name. Never personal data.' },
    },
  ],
}
