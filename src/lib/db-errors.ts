import { ValidationError } from 'payload'

type MaybeDbError = {
  code?: string
  cause?: { code?: string }
  data?: { errors?: { message?: string }[] }
}

/**
 * True when a write lost a race against a unique index. Postgres says so with code 23505;
 * Payload turns it into a ValidationError whose field message says the value must be unique.
 * Checked by class and content, never by `error.name`: production builds minify class names.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const e = error as MaybeDbError
  if (e.code === '23505' || e.cause?.code === '23505') return true
  const fieldErrors = e.data?.errors
  if (!(error instanceof ValidationError) && !Array.isArray(fieldErrors)) return false
  return Boolean(fieldErrors?.some((field) => /unique|already/i.test(field.message ?? '')))
}
