import type { z } from 'zod'

import type { FieldErrors } from '@/lib/http'

export type { FieldErrors }

/**
 * Checks a form's values with its shared rules before sending. The rules (zod) are fetched on
 * first use rather than with the page; if that fetch fails the check is skipped, since the
 * server applies the same rules and answers with the same messages.
 */
export async function checkFields(loadRules: () => Promise<z.ZodType>, values: unknown): Promise<FieldErrors | null> {
  const rules = await loadRules().catch(() => null)
  if (!rules) return null
  const parsed = rules.safeParse(values)
  return parsed.success ? null : clientFieldErrors(parsed.error)
}

/** The first message per field of a failed parse, keyed like the server's `errors`. */
export function clientFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}
