import type { Access, FieldAccess } from 'payload'

import { type Area, canAccess, hasRole } from './roles'

export * from './roles'

/**
 * Any signed-in staff account, whatever its role. Only for what every role needs (unpublished
 * products, its own account); personal data is guarded by an area of ./roles.ts instead.
 */
export const staffOnly: Access = ({ req }) => Boolean(req.user)

export const staffOnlyField: FieldAccess = ({ req }) => Boolean(req.user)

export const anyone: Access = () => true

export const nobody: Access = () => false

/** Every door shut: a table only SQL or server code with overrideAccess touches. */
export const shut = { read: nobody, create: nobody, update: nobody, delete: nobody }

/** A record only server code writes (overrideAccess): staff of `area` read it, and no door changes it. */
export function readOnlyFor(area: Area) {
  return { read: canAccess(area), create: nobody, update: nobody, delete: nobody }
}

/** Staff of `area` create, edit and delete; they alone read too, unless `read` opens it wider (published content). */
export function managedBy(area: Area, read: Access = canAccess(area)) {
  return { read, create: canAccess(area), update: canAccess(area), delete: canAccess(area) }
}

/** Public reads see only active documents; staff see everything. */
export const activeOrStaff: Access = ({ req }) => (req.user ? true : { isActive: { equals: true } })

/**
 * The one decision "may this account see a woman's intake answers in clear?". Every decryption
 * of intake answers asks it: only the roles of the `intake` area (intake, admin) may.
 */
export function canReadIntakeAnswers(user: unknown): boolean {
  return hasRole(user as Parameters<typeof hasRole>[0], 'intake')
}
