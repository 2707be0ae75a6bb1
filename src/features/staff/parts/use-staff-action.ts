'use client'

import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { failureMessage, StaffApiError } from '@/features/staff/parts/api'
import type { NoticeState } from '@/features/staff/parts/parts'

/**
 * THE staff panel's way to run one action (save, move, send, void…), so a dozen forms stop
 * writing the same busy flag and try/catch: busy while it runs (its buttons disabled), the last
 * outcome cleared when it starts, then the text the action passed to `succeed`, or the failure:
 * '<failed>: <the server's reason>', 'Error connecting to server' when no answer came, or what
 * `failed` makes of the error when it is a function. The outcome goes to `report` when the
 * parent shows it, else to this hook's own `notice`.
 *
 * Issue 47: the server's `{field: message}` of a refused save are kept as `errors`. A form marks
 * each input with `field(name)` (name as the server keys it: "weekly.0.end") and shows
 * `<FieldMessage action={…} name=…>` beside it; after a failure focus moves to the first field
 * marked invalid, in the page's order. A message for a field the form does not show is added to
 * the notice instead, so no reason the server gave is ever lost.
 */
export function useStaffAction(failed: string | ((error: unknown) => string), report?: (notice: NoticeState) => void) {
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<NoticeState>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  // Bumped on each failure that named fields: the effect below then runs once after the render.
  const [failures, setFailures] = useState(0)
  const failureText = useRef('')
  const scope = useId()
  const tell = report ?? setNotice

  const selector = `[data-staff-form="${scope}"]`
  useEffect(() => {
    if (failures === 0) return
    const marked = [...document.querySelectorAll<HTMLElement>(selector)]
    const shown = new Set(marked.map((element) => element.dataset.field))
    const unshown = Object.entries(errors).filter(([name]) => !shown.has(name))
    if (unshown.length > 0) tell({ kind: 'error', text: [failureText.current, ...unshown.map(([, message]) => message)].join(' ') })
    marked.find((element) => element.getAttribute('aria-invalid') === 'true')?.focus()
    // Only a new failure moves focus: not a re-render while she corrects the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failures])

  async function run(action: (succeed: (text: string) => void) => Promise<unknown>) {
    setBusy(true)
    tell(null)
    setErrors({})
    try {
      // `succeed` is called where the action knows it worked, before any reload it then awaits.
      await action((text) => tell({ kind: 'success', text }))
    } catch (error) {
      const text = typeof failed === 'string' ? failureMessage(error, failed, 'Error connecting to server') : failed(error)
      tell({ kind: 'error', text })
      const fields = error instanceof StaffApiError ? error.errors : undefined
      if (fields && Object.keys(fields).length > 0) {
        failureText.current = text
        setErrors(fields)
        setFailures((count) => count + 1)
      }
    } finally {
      setBusy(false)
    }
  }

  const errorId = useCallback((name: string) => `${scope}-${name}-error`, [scope])

  /** Spread on a field's input: marks it as the server's `name`, invalid and described by its message when refused. */
  const field = (name: string) => ({
    'data-staff-form': scope,
    'data-field': name,
    'aria-invalid': errors[name] ? (true as const) : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
  })

  return { busy, notice, errors, errorId, field, dismiss: () => setNotice(null), run }
}

export type StaffAction = ReturnType<typeof useStaffAction>
