import * as React from 'react'
import type { z } from 'zod'

import { HONEYPOT_FIELD } from '@/domain/forms/options'
import { type FieldErrors, fieldErrors } from '@/lib/field-errors'
import { postJson, type PostResult } from '@/lib/post-json'

import { honeypotValue } from './fields'

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

/**
 * Sends a form whose rules are checked first: `mark` gets the fields at fault (none once the
 * values pass, before the network wait); only values that pass are posted, with the honeypot's.
 */
export async function postChecked(
  form: HTMLFormElement,
  loadRules: () => Promise<z.ZodType>,
  url: string,
  values: Record<string, unknown>,
  mark: (errors: FieldErrors) => void,
): Promise<{ kind: 'invalid'; errors: FieldErrors } | PostResult<Record<string, never>>> {
  const found = await checkFields(loadRules, values)
  mark(found ?? {})
  if (found) return { kind: 'invalid', errors: found }
  return postJson(url, { ...values, [HONEYPOT_FIELD]: honeypotValue(form) })
}

/**
 * The state of a form checked by its rules and then posted (the drive inquiry, the feedback): its
 * values, the fields at fault, its stage and its <form>'s props. `submit` empties the form once it is sent, and
 * resolves with the outcome for the form to say what went wrong.
 */
export function useCheckedForm<V extends Record<string, unknown>>(empty: V, loadRules: () => Promise<z.ZodType>, url: string) {
  const [values, setValues] = React.useState(empty)
  const [errors, setErrors] = React.useState<FieldErrors>({})
  const [stage, setStage] = React.useState<'form' | 'sending' | 'sent'>('form')

  async function submit(form: HTMLFormElement) {
    setStage('sending')
    const result = await postChecked(form, loadRules, url, values, setErrors)
    if (result.kind === 'ok') {
      setValues(empty)
      setStage('sent')
    } else setStage('form')
    return result
  }

  // The form element's own: fetch the rules while the visitor fills the form in, ready for the
  // submit; our checks, not the browser's bubbles; busy while sending.
  const formProps = { onFocusCapture: () => void loadRules().catch(() => {}), noValidate: true, 'aria-busy': stage === 'sending' }

  return { values, setValues, errors, setErrors, stage, setStage, submit, formProps }
}
