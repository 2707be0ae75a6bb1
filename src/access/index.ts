import type { Access, FieldAccess } from 'payload'

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
