'use client'

import type { ReactNode } from 'react'

import type { TributeType } from '@/domain/donations/tribute'

import styles from '@/features/staff/parts/dashboard.module.css'

export type TributeDraft = { tributeType: '' | TributeType; honoreeName: string }

/** The entry's tribute as the API takes it: none unless a kind is chosen. */
export function tributeBody(draft: TributeDraft) {
  return draft.tributeType ? { tribute: { type: draft.tributeType, honoreeName: draft.honoreeName } } : {}
}

/**
 * Issue 30: a check sent "in memory of" someone carries the tribute onto its row and receipt.
 * A plain select and one text field (two Tab stops); the name field shows only once a kind is chosen.
 */
export function OfflineTributeFields({
  draft,
  marked,
  message,
  onChange,
}: {
  draft: TributeDraft
  /** The staff action's marks for the name field, and its message (issue 47). */
  marked?: { 'aria-invalid'?: true; 'aria-describedby'?: string }
  message?: ReactNode
  onChange: (next: Partial<TributeDraft>) => void
}) {
  return (
    <>
      <div className={styles.field}>
        <label htmlFor="gift-tributeType">Tribute (optional)</label>
        <select id="gift-tributeType" value={draft.tributeType} onChange={(event) => onChange({ tributeType: event.target.value as TributeDraft['tributeType'] })}>
          <option value="">None</option>
          <option value="honor">In honor of</option>
          <option value="memory">In memory of</option>
        </select>
      </div>
      {draft.tributeType && (
        <div className={styles.field}>
          <label htmlFor="gift-honoreeName">Honoree&apos;s name</label>
          <input
            id="gift-honoreeName"
            value={draft.honoreeName}
            autoComplete="off"
            onChange={(event) => onChange({ honoreeName: event.target.value })}
            {...marked}
          />
          {message}
        </div>
      )}
    </>
  )
}
