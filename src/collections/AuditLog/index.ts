import type { CollectionConfig } from 'payload'

import { hiddenUnless, nobody, readOnlyFor } from '@/access'
import { options } from '@/lib/options'

/**
 * What staff did with personal data and with accounts (issue 14): who, when, which action, which
 * collection and record. NEVER the personal data itself: a row names a record by id, and a
 * detail is at most a role, a list name or a count. Append-only through every door: no one
 * creates, edits or deletes rows over REST or in the admin; only `recordAudit` (server code)
 * writes, and only `purgeAuditLog` deletes rows older than the retention period.
 */
export const AUDIT_ACTIONS = options({
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in refused',
  lockout: 'Account locked',
  'intake-view': 'Opened an intake request',
  'intake-list': 'Listed intake requests',
  'donor-view': 'Opened a donor record',
  export: 'Exported a list',
  consolidation: 'Ran data consolidation',
  merge: 'Merged records',
  refund: 'Refunded a payment',
  'statements-send': 'Sent year-end statements',
  'account-create': 'Created an account',
  'role-change': 'Changed a role',
  'api-key-issue': 'Issued an API key',
  'api-key-revoke': 'Revoked an API key',
  'api-key-use': 'Used an API key',
  'gift-entry': 'Entered an offline gift',
  'gift-void': 'Voided a gift',
  'batch-open': 'Opened a gift batch',
  'batch-close': 'Closed a gift batch',
  'matching-update': 'Followed up a matching gift',
  'deposit-create': 'Recorded a deposit',
  'period-close': 'Closed a month',
  'period-reopen': 'Reopened a month',
  'settings-change': 'Changed a money setting',
  'tribute-card-resend': 'Sent a tribute card again',
  'holds-release': 'Released held visit times',
  'import-upload': 'Uploaded a file to import',
  'import-commit': 'Imported donors and gifts',
  'import-undo': 'Undid an import',
  'appeal-create': 'Wrote an appeal',
  'appeal-send': 'Sent an appeal',
})

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
  access: { ...readOnlyFor('audit'), readVersions: nobody },
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
