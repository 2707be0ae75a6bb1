'use client'

import type { ReactNode } from 'react'

import styles from '@/features/staff/parts/dashboard.module.css'
import type { NoticeState } from '@/features/staff/parts/parts'
import { type StaffAction, useStaffAction } from '@/features/staff/parts/use-staff-action'

/** The server's message for one field, beside it (issue 47); the field names it with `aria-describedby`. */
export function FieldMessage({ action, name }: { action: Pick<StaffAction, 'errors' | 'errorId'>; name: string }) {
  const message = action.errors[name]
  if (!message) return null
  return (
    <span id={action.errorId(name)} className={styles.fieldError}>
      {message}
    </span>
  )
}

/** A failed action's reason beside its form, as an alert (no Dismiss: the next try clears it). */
export function Problem({ notice, wide = false }: { notice: NoticeState; wide?: boolean }) {
  if (notice?.kind !== 'error') return null
  return (
    <p className={styles.noticeError} role="alert" style={wide ? { flexBasis: '100%' } : undefined}>
      {notice.text}
    </p>
  )
}

/** A small form as one wrapping row of fields and buttons (open a batch, void a gift…); submitting never reloads. */
export function RowForm({ label, onSubmit, children }: { label: string; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      aria-label={label}
      className={styles.toolbar}
      style={{ alignItems: 'flex-end', flexWrap: 'wrap' }}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}

/**
 * A row form whose submit runs one staff action (`useStaffAction`): its fields and buttons get
 * `busy`, and a failure shows beneath them. Success is the action's to tell (its parent's notice).
 */
export function ActionForm({
  label,
  failed,
  action,
  children,
}: {
  label: string
  failed: string
  action: () => Promise<unknown>
  children: (busy: boolean) => ReactNode
}) {
  const { busy, notice, run } = useStaffAction(failed)
  return (
    <RowForm label={label} onSubmit={() => void run(action)}>
      {children(busy)}
      <Problem notice={notice} wide />
    </RowForm>
  )
}
