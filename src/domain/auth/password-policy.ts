import commonPasswords from 'fxa-common-password-list'

/** Staff accounts open donor data and confidential intake answers: their passwords must hold. */
export const MIN_PASSWORD_LENGTH = 12
export const PASSWORD_TOO_SHORT = `Use at least ${MIN_PASSWORD_LENGTH} characters.`
export const PASSWORD_TOO_COMMON = 'This password is among the most common ones. Please choose another.'

/**
 * The problem with a new staff password, or null when it is acceptable. The common-password
 * list is Mozilla's (fxa-common-password-list, the one Firefox Accounts checks against).
 */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT
  if (commonPasswords.test(password) || commonPasswords.test(password.toLowerCase())) return PASSWORD_TOO_COMMON
  return null
}
