import type { z } from 'zod'

import { type FieldErrors, fieldErrors } from '@/lib/field-errors'

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
  return parsed.success ? null : fieldErrors(parsed.error)
}

/** The same function as the server's (`fieldErrors`); the name is kept for the forms that import it. */
export const clientFieldErrors = fieldErrors
