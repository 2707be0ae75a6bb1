import type { Access, FieldAccess } from 'payload'

import { hasRole } from './roles'

export * from './roles'

/**
 * Any signed-in staff account, whatever its role. Only for what every role needs (unpublished
 * products, its own account); personal data is guarded by an area of ./roles.ts instead.
 */
export const staffOnly: Access = ({ req }) => Boolean(req.user)

export const staffOnlyField: FieldAccess = ({ req }) => Boolean(req.user)

export const anyone: Access = () => true

export const nobody: Access = () => false

/** Public reads see only active documents; staff see everything. */
export const activeOrStaff: Access = ({ req }) => (req.user ? true : { isActive: { equals: true } })

/**
 * The one decision "may this account see a woman's intake answers in clear?". Every decryption
 * of intake answers asks it: only the roles of the `intake` area (intake, admin) may.
 */
export function canReadIntakeAnswers(user: unknown): boolean {
  return hasRole(user as Parameters<typeof hasRole>[0], 'intake')
}
