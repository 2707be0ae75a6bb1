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

/**
 * The one decision "may this account see a woman's intake answers in clear?". Every decryption
 * of intake answers asks it. Today every staff account may; when staff roles arrive this becomes
 * the check for the `intake` and `admin` roles, and nothing else needs to change.
 */
export function canReadIntakeAnswers(user: unknown): boolean {
  return Boolean(user)
}
