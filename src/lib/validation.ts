import { z } from 'zod'

/** Shared field rules, so every form and route handler says the same thing the same way. */
export const VALID_EMAIL_MESSAGE = 'Please enter a valid email address'
export const CONTROL_CHARACTER_MESSAGE = 'Please remove invisible control characters from this field.'

/**
 * C0 control characters other than tab and line breaks, and DEL. Nobody types them; a NUL makes
 * PostgreSQL refuse the whole statement, so they are answered 400 here instead of 500 there.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export function hasNoControlCharacters(value: string) {
  return !CONTROL_CHARACTERS.test(value)
}

export const UNPAIRED_SURROGATE_MESSAGE = 'Please remove characters that cannot be read from this field.'

/**
 * Half of a UTF-16 surrogate pair with no other half ("\ud800" in JSON). No keyboard makes one;
 * it cannot be encoded as UTF-8, so Stripe's client and URL encoding throw on it (a 500).
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export function isWellFormedText(value: string) {
  return !UNPAIRED_SURROGATE.test(value)
}

/** A string without control characters or unpaired surrogates: the start of every free-text field a visitor or staff fills. */
export function plainString(message?: string) {
  return z
    .string(message ? { error: message } : undefined)
    .refine(hasNoControlCharacters, CONTROL_CHARACTER_MESSAGE)
    .refine(isWellFormedText, UNPAIRED_SURROGATE_MESSAGE)
}

export function requiredText(message: string, max = 200) {
  return plainString(message)
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters.`)
}

export function optionalText(max = 2000) {
  return plainString()
    .trim()
    .max(max, `Please keep this under ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined))
}

/** Trimmed and lower-cased: one person, one address, however they typed it. */
export function emailField(requiredMessage = VALID_EMAIL_MESSAGE) {
  return plainString(requiredMessage)
    .trim()
    .min(1, requiredMessage)
    .max(254, VALID_EMAIL_MESSAGE)
    .pipe(z.email({ error: VALID_EMAIL_MESSAGE }))
    .transform((value) => value.toLowerCase())
}

/** An e-mail that may be left empty (a donor who gave no address gets a printed receipt); lower-cased like emailField. */
export function optionalEmailField() {
  return plainString(VALID_EMAIL_MESSAGE)
    .trim()
    .max(254, VALID_EMAIL_MESSAGE)
    .optional()
    .transform((value) => (value ? value.toLowerCase() : undefined))
    .pipe(z.email({ error: VALID_EMAIL_MESSAGE }).optional())
}

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase()
}
