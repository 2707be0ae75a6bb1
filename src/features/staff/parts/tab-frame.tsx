'use client'

import type { ReactNode } from 'react'

import { failureMessage, NetworkError } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { Loading } from '@/features/staff/parts/parts'

/** What a failed load says: `failed` (with the server's reason after it when `withReason`), or that the server was unreachable. */
function failedText(error: unknown, failed: string, withReason: boolean) {
  if (withReason) return failureMessage(error, failed, 'Error connecting to server')
  return error instanceof NetworkError ? 'Error connecting to server' : failed
}

/**
 * THE frame of a staff list: the failure as an alert (with Try Again when the list can reload),
 * a spinner until the first answer, the empty sentence, or the list itself. Every tab and panel
 * that loads one list shows these four states the same way.
 */
export function TabFrame<T>({
  data,
  error,
  failed = 'Failed to load',
  withReason = false,
  errorText = (error) => failedText(error, failed, withReason),
  loading,
  isEmpty,
  empty,
  retry,
  children,
}: {
  data: T | undefined
  error: unknown
  /** What the alert says ("Failed to fetch recurring gifts"), … */
  failed?: string
  /** … followed by the server's own reason. */
  withReason?: boolean
  /** … or, for a list with its own wording, this. */
  errorText?: (error: unknown) => string
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
