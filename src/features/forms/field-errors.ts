'use client'

import * as React from 'react'

import type { FieldErrors } from './submit'

/**
 * Scrolls a step that has just appeared to the top of the screen, below the sticky header
 * (the element's `scroll-mt-*`). Used as a callback ref: on a phone the form above collapses
 * when the payment step opens, and without this the visitor is left far below it.
 */
export function revealOnMount(node: HTMLElement | null) {
  node?.scrollIntoView({ block: 'start' })
}

/**
 * The one way a form marks the fields at fault (WCAG 3.3.1): `errors` keyed by field name
 * (the server's `errors` or the zod rules' first message per field) feed each field's
 * `error` prop — `aria-invalid`, the message beside it, `aria-describedby` — and after
 * `show` the first marked control in the form's order takes focus. `initial`: the fields marked
 * when the page was drawn (a form sent without script and refused).
 */
export function useFieldErrors(initial: FieldErrors = {}) {
  const [errors, setErrors] = React.useState<FieldErrors>(initial)
  const formRef = React.useRef<HTMLFormElement>(null)
  const focusPending = React.useRef(false)

  React.useEffect(() => {
    if (!focusPending.current) return
    focusPending.current = false
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])

  const show = React.useCallback((next: FieldErrors) => {
    focusPending.current = Object.keys(next).length > 0
    setErrors(next)
  }, [])

  const clear = React.useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current
      const { [name]: _cleared, ...rest } = current
      return rest
    })
  }, [])

  const reset = React.useCallback(() => setErrors({}), [])

  return { errors, formRef, show, clear, reset }
}
