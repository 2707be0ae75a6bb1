import type { Access, FieldAccess } from 'payload'

import { valuesOf } from '@/lib/options'

/**
 * Staff roles and the one table of who may open what (issue 14). Every door asks this module:
 * collection and global access (Payload REST and the admin), `admin.hidden` in the admin
 * navigation, the contract API's route handlers (`requireRole` in src/server/auth.ts) and the
 * Foundation Administration tabs. To give a role more or less, change AREA_ROLES — nothing else.
 *
 * Areas (use these names when wiring a new staff route or collection):
 * - `donorData` — donor contacts, donor categories, donations and recurring gifts, newsletter
 *   subscribers, donor reports and their CSV exports, gift refunds.
 * - `orders` — shop orders (fulfilment queue, order refunds).
 * - `intake` — confidential intake requests (including decrypting them), contact messages, drive
 *   inquiries, feedback.
 * - `content` — pages, products, donor levels, donor roster, media, campaign, Site settings.
 * - `accounts` — staff accounts and their roles.
 * - `audit` — the audit log.
 * - `system` — technical ledgers (Stripe events).
 * - `goods` — donated goods at the door (drop-offs, drives): the boutique's staff log them too.
 */
export const ROLE_LABELS = { admin: 'Administrator', treasurer: 'Treasurer', intake: 'Intake coordinator', editor: 'Editor' }
export const ROLES = valuesOf(ROLE_LABELS)
export type Role = (typeof ROLES)[number]

export const AREA_ROLES = {
  donorData: ['admin', 'treasurer'],
  orders: ['admin', 'treasurer'],
  intake: ['admin', 'intake'],
  content: ['admin', 'editor'],
  accounts: ['admin'],
  audit: ['admin'],
  system: ['admin'],
  goods: ['admin', 'treasurer', 'intake'],
} as const satisfies Record<string, readonly Role[]>

export type Area = keyof typeof AREA_ROLES

/** How a refusal names the area, e.g. "Your role (editor) does not give access to donor data." */
export const AREA_LABELS: Record<Area, string> = {
  donorData: 'donor data',
  orders: 'shop orders',
  intake: 'confidential intake requests and messages',
  content: 'site content',
  accounts: 'staff accounts',
  audit: 'the audit log',
  system: 'system records',
  goods: 'donated goods',
}

/** Least privilege for an account created without a role; the very first account becomes admin. */
export const DEFAULT_ROLE: Role = 'editor'

type MaybeUser = { role?: string | null; collection?: string } | null | undefined

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

/** The signed-in staff member's role, or null (anonymous, or an account without a known role). */
export function roleOf(user: MaybeUser): Role | null {
  return user && isRole(user.role) ? user.role : null
}

/** The one predicate: may this user open this area? */
export function hasRole(user: MaybeUser, area: Area): boolean {
  const role = roleOf(user)
  return role !== null && (AREA_ROLES[area] as readonly Role[]).includes(role)
}

/** The clear 403 message of a refused staff call. */
export function refusalMessage(user: MaybeUser, area: Area): string {
  return `Your role (${roleOf(user) ?? 'none'}) does not give access to ${AREA_LABELS[area]}.`
}

/** Collection/global access for an area. */
export const canAccess =
  (area: Area): Access =>
  ({ req }) =>
    hasRole(req.user, area)

/** Field-level access for an area. */
export const canAccessField =
  (area: Area): FieldAccess =>
  ({ req }) =>
    hasRole(req.user, area)

/** `admin.hidden` for collections and globals: the admin navigation and routes show only what a role may open. */
export const hiddenUnless =
  (area: Area) =>
  ({ user }: { user: unknown }) =>
    !hasRole(user as MaybeUser, area)
