import type { z } from 'zod'

/** `{field: message}`, keyed by the field's path ("items.0.quantity"), `_` for the form itself. */
export type FieldErrors = Record<string, string>

/**
 * Turns zod issues into `{field: message}`, keeping the first message per field. One function for
 * the server's 400 answers (lib/http) and the forms' own check before sending, so both name the
 * same fields the same way. Free of next/server, so the browser bundle can import it.
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}
