'use client'

import { useState } from 'react'

import { failureMessage, staffJson } from './api'
import styles from './dashboard.module.css'
import type { NoticeState } from './parts'

/**
 * Voids a gift entered by hand: a reason is required, and the gift then leaves every total (its
 * receipt voided, the donor told when she has an address). A gift is never edited in place.
 */
export function VoidGiftForm({
  gift,
  onDone,
  onCancel,
}: {
  gift: { id: number; amount: string; donorName: string }
  onDone: (notice: NoticeState) => void
  onCancel: () => void
}) {
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  return (
    <form
      aria-label="Void a gift"
      className={styles.toolbar}
      style={{ alignItems: 'flex-end', flexWrap: 'wrap' }}
      onSubmit={async (event) => {
        event.preventDefault()
        setBusy(true)
        setProblem(null)
        try {
          await staffJson(`/api/donations/${gift.id}/void`, { body: { reason } })
          onDone({ kind: 'success', text: `The $${gift.amount} gift from ${gift.donorName} is void.` })
        } catch (caught) {
          setProblem(failureMessage(caught, 'Not voided', 'Error connecting to server'))
        } finally {
          setBusy(false)
        }
      }}
    >
      <div className={styles.field} style={{ minWidth: '20rem' }}>
        <label htmlFor="void-reason">
          Why is the ${gift.amount} gift from {gift.donorName} void?
        </label>
        <input id="void-reason" value={reason} onChange={(event) => setReason(event.target.value)} autoFocus autoComplete="off" />
      </div>
      <button type="submit" className={styles.buttonDanger} disabled={busy}>
        Void gift
      </button>
      <button type="button" className={styles.buttonSecondary} onClick={onCancel}>
        Cancel
      </button>
      {problem && (
        <p className={styles.noticeError} role="alert" style={{ flexBasis: '100%' }}>
          {problem}
        </p>
      )}
    </form>
  )
}
