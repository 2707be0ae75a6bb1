'use client'

import Link from 'next/link'
import type { ReactNode } from 'react'

import { ledgerWord } from '@/domain/donations/words'

import styles from '@/features/staff/parts/dashboard.module.css'

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


/** The label staff read for a stored frequency or status value. */
export const label = ledgerWord

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

/** A tab's heading, with its number of rows once they are loaded and the tab's buttons beside it. */
export function TabHeading({ id, title, count, children }: { id: string; title: ReactNode; count?: number; children?: ReactNode }) {
  return (
    <div className={styles.toolbar}>
      <h2 id={id} style={{ margin: 0, fontSize: '1.1rem' }}>
        {title}
        {count === undefined ? '' : ` (${count.toLocaleString('en-US')})`}
      </h2>
      {children}
    </div>
  )
}

/** The way back from a record (a donor, a case, a message) to the list it was opened from. */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className={styles.buttonSecondary}>
      {children}
    </Link>
  )
}

/** A record's page when the record cannot be shown: the way back, its heading, and why (`recordFailure`). */
export function RecordFailed({ id, title, back, text }: { id: string; title: string; back: ReactNode; text: string }) {
  return (
    <section aria-labelledby={id}>
      {back}
      <h2 id={id}>{title}</h2>
      <p role="alert">{text}</p>
    </section>
  )
}

/** One figure of a row of figures (`styles.stats`): its name, then its value. */
export function Stat({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.stat}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
