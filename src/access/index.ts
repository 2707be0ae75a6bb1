import type { Access, FieldAccess } from 'payload'

/**
 * Every staff account is an administrator (spec §6: one authenticated kind),
 * so "is signed in as a user" is the only role check the site needs.
 */
export const staffOnly: Access = ({ req }) => Boolean(req.user)

export const staffOnlyField: FieldAccess = ({ req }) => Boolean(req.user)

export const anyone: Access = () => true

/** Public reads see only active documents; staff see everything. */
export const activeOrStaff: Access = ({ req }) => (req.user ? true : { isActive: { equals: true } })
