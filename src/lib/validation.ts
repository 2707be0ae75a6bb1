import { z } from 'zod'

/** Shared field rules, so every form and route handler says the same thing the same way. */
export const VALID_EMAIL_MESSAGE = 'Please enter a valid email address'

export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters.`)
}

export function optionalText(max = 2000) {
  return z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined))
}

/** Trimmed and lower-cased: one person, one address, however they typed it. */
export function emailField(requiredMessage = VALID_EMAIL_MESSAGE) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, VALID_EMAIL_MESSAGE)
    .pipe(z.email({ error: VALID_EMAIL_MESSAGE }))
    .transform((value) => value.toLowerCase())
}

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase()
}
