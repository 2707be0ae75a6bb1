'use client'

import Link from 'next/link'


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

/** A date as staff read it: in the foundation's time zone (Site settings) when one is given. */
export function formatDate(value: string | null, timeZone?: string) {
  return value ? new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone }) : '—'
}


const WORDS: Record<string, string> = {
  one_time: 'One-time',
  monthly: 'Monthly',
  bi_monthly: 'Bi-monthly',
  quarterly: 'Quarterly',
  semi_annual: 'Semi-annual',
  annual: 'Annual',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  disputed: 'Disputed',
  dispute_lost: 'Dispute lost',
  cancelled: 'Cancelled',
  active: 'Active',
  past_due: 'Past due',
  paused: 'Paused',
  voided: 'Voided',
  check: 'Check',
  cash: 'Cash',
  stock: 'Stock',
  in_kind: 'In-kind',
  other: 'Other',
}

/** The label staff read for a stored frequency or status value. */
export function label(value: string) {
  return WORDS[value] ?? value
}

export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** "Dec 3, 2026, 10:30 AM" in the foundation's time zone. */
export function formatDateTime(value: string | null, timeZone?: string) {
  return value
    ? new Date(value).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone })
    : '—'
}

/** Says a tab shows one status only (followed from the today view), with the way back to all. */
export function StatusFilter({ status, tab }: { status: string | undefined; tab: string }) {
  if (!status) return null
  return (
    <p className={styles.notice} role="status">
      <span>Showing only: {label(status)}</span>
      <Link href={`/admin?tab=${tab}`}>Show all</Link>
    </p>
  )
}
