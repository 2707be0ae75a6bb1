'use client'

import styles from './dashboard.module.css'

export type NoticeState = { kind: 'success' | 'error'; text: string } | null

/** In-page message (never window.alert): success as a status, failure as an alert. */
export function Notice({ notice, onDismiss }: { notice: NoticeState; onDismiss: () => void }) {
  if (!notice) return null
  return (
    <div
      className={notice.kind === 'error' ? styles.noticeError : styles.notice}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      data-testid="staff-notice"
    >
      <span>{notice.text}</span>
      <button type="button" className={styles.buttonSecondary} onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  )
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.center} role="status">
      <div className={styles.spinner} aria-hidden="true" />
      <span className={styles.srOnly}>{label}</span>
    </div>
  )
}

export function formatDate(value: string | null) {
  return value ? new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '—'
}

export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
