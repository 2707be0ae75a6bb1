import type { Access, CollectionAfterChangeHook, CollectionAfterLoginHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { canAccess, canAccessField, DEFAULT_ROLE, hasRole, ROLE_LABELS, ROLES } from '@/access'
import { siteIsHttps } from '@/lib/site-url'

import { recordAudit } from '../AuditLog/record'

import { apiKeyFields, auditAPIKeyChange } from './api-keys'
import { checkPasswordPolicy, disguiseUnknownUser, limitPasswordResets } from './hooks'
import { PASSWORD_RESET_EXPIRATION_MS, PASSWORD_RESET_SUBJECT, passwordResetHtml } from '@/email/password-reset'

const TEN_MINUTES = 10 * 60 * 1000

/** Admins see and edit every account; any other role only its own (password, name). */
const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'accounts')) return true
  return { id: { equals: req.user.id } }
}

/**
 * The very first account (Payload's "create first user" screen, or ADMIN_USERNAME on start) is
 * an admin: nobody else could ever give out roles. Every later account gets the role an admin
 * chose, or the least-privileged default.
 */
const firstAccountIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}

/** Account creations and role changes go to the audit log, in the same transaction. */
const auditRoleChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const actor = req.user ? { id: req.user.id, username: (req.user as { username?: string }).username } : null
  if (operation === 'create') {
    await recordAudit(req.payload, { action: 'account-create', user: actor, collection: 'users', recordId: doc.id, detail: doc.role }, req)
  } else if (previousDoc?.role !== doc.role) {
    await recordAudit(
      req.payload,
      { action: 'role-change', user: actor, collection: 'users', recordId: doc.id, detail: `${previousDoc?.role ?? 'none'} → ${doc.role}` },
      req,
    )
  }
  return doc
}

/** Every door's successful sign-in: /api/login (Local API), /api/cms/users/login and the admin form. */
const auditSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  await recordAudit(req.payload, { action: 'sign-in', user: { id: user.id, username: user.username }, collection: 'users', recordId: user.id }, req)
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff account', plural: 'Staff accounts' },
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'name', 'role', 'email'],
    group: 'Settings',
  },
  access: {
    // Payload's create-first-user screen works without a session; after that only admins add staff.
    create: canAccess('accounts'),
    read: adminOrSelf,
    update: adminOrSelf,
    delete: canAccess('accounts'),
    unlock: canAccess('accounts'),
  },
  auth: {
    // The session lives in the HttpOnly cookie only: a token in a body can leak through logs or scripts.
    removeTokenFromResponses: true,
    // Scripts (a treasurer's export) sign in with a key an admin issued: see ./api-keys.ts.
    useAPIKey: true,
    loginWithUsername: { allowEmailLogin: false, requireEmail: false, requireUsername: true },
    // Forgot-password (the admin's sign-in page links it) mails a one-hour link to the account's
    // e-mail through the configured SMTP; requests are rate limited in limitPasswordResets.
    forgotPassword: {
      expiration: PASSWORD_RESET_EXPIRATION_MS,
      generateEmailSubject: () => PASSWORD_RESET_SUBJECT,
      generateEmailHTML: passwordResetHtml,
    },
    maxLoginAttempts: 5,
    lockTime: TEN_MINUTES,
    tokenExpiration: 8 * 60 * 60,
    cookies: {
      sameSite: 'Lax',
      // Secure exactly when the public address (SITE_URL, read at start) is https: one build
      // serves an https site and a plain-http local run.
      secure: siteIsHttps(),
    },
  },
  hooks: {
    beforeOperation: [disguiseUnknownUser, limitPasswordResets],
    beforeValidate: [checkPasswordPolicy],
    beforeChange: [firstAccountIsAdmin],
    afterChange: [auditRoleChange, auditAPIKeyChange],
    afterLogin: [auditSignIn],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_ROLE,
      index: true,
      options: ROLES.map((value) => ({ label: ROLE_LABELS[value], value })),
      // Only admins give or change roles, so no account can raise its own.
      access: { create: canAccessField('accounts'), update: canAccessField('accounts') },
      admin: {
        description:
          'Administrator: everything. Treasurer: donor data, donations, orders, exports. Intake coordinator: intake requests and messages. Editor: pages, products and settings, no personal data.',
      },
    },
    ...apiKeyFields,
  ],
}
