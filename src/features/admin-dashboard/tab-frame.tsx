'use client'

import type { ReactNode } from 'react'

import styles from './dashboard.module.css'
import { Loading } from './parts'

/**
 * THE frame of a staff list: the failure as an alert (with Try Again when the list can reload),
 * a spinner until the first answer, the empty sentence, or the list itself. Every tab and panel
 * that loads one list shows these four states the same way.
 */
export function TabFrame<T>({
  data,
  error,
  errorText,
  loading,
  isEmpty,
  empty,
  retry,
  children,
}: {
  data: T | undefined
  error: unknown
  /** What the alert says for this error. */
  errorText: (error: unknown) => string
  /** The spinner's words for a screen reader. */
  loading?: string
  /** Lists that can be empty say so in `empty`. */
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  retry?: { onRetry: () => void; busy?: boolean }
  children: (data: T) => ReactNode
}) {
  if (error) {
    return (
      <div className={styles.noticeError} role="alert">
        <span>{errorText(error)}</span>
        {retry ? (
          <button type="button" className={styles.buttonSecondary} onClick={retry.onRetry} disabled={retry.busy}>
            Try Again
          </button>
        ) : null}
      </div>
    )
  }
  if (data === undefined) return <Loading label={loading} />
  if (isEmpty?.(data)) return <p className={styles.empty}>{empty}</p>
  return <>{children(data)}</>
}
