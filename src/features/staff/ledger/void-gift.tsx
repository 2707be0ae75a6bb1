'use client'

import { useState } from 'react'

import { ActionForm } from '@/features/staff/parts/action-form'
import { staffJson } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import type { NoticeState } from '@/features/staff/parts/parts'

type VoidableGift = { id: number; amount: string; donorName: string; email?: string | null; status: string }

/** What the void form tells the treasurer before she voids (issue 47): who hears of it. */
export function voidNoticeLine(email: string | null | undefined) {
  return email ? `The donor will be e-mailed at ${email} that the receipt is void.` : 'The donor has no e-mail address: no notice is sent (tell her yourself if her receipt was printed).'
}

/**
 * An offline gift's row actions in a table of gifts (the ledger's, a batch's): "Void…" opens the
 * void form (`form`, shown below the table), "Print receipt" for a donor with no e-mail address.
 */
export function useVoidGift(onDone: (notice: NoticeState) => void) {
  const [voiding, setVoiding] = useState<VoidableGift | null>(null)
  return {
    actions: (gift: VoidableGift) => <OfflineActions gift={gift} onVoid={() => setVoiding(gift)} />,
    form: voiding && (
      <VoidGiftForm
        gift={voiding}
        onCancel={() => setVoiding(null)}
        onDone={(notice) => {
          setVoiding(null)
          onDone(notice)
        }}
      />
    ),
  }
}

/** An offline gift is voided, never refunded; one without an address has its receipt printed. */
function OfflineActions({ gift, onVoid }: { gift: VoidableGift; onVoid: () => void }) {
  return (
    <span style={{ display: 'flex', gap: '0.5rem' }}>
      {!gift.email && (
        <a href={`/api/donations/${gift.id}/receipt`} target="_blank" rel="noreferrer">
          Print receipt
        </a>
      )}
      {gift.status !== 'voided' && (
        <button type="button" className={styles.buttonSecondary} onClick={onVoid}>
          Void…
        </button>
      )}
    </span>
  )
}

/**
 * Voids a gift entered by hand: a reason is required, and the gift then leaves every total (its
 * receipt voided, the donor told when she has an address). A gift is never edited in place.
 */
function VoidGiftForm({
  gift,
  onDone,
  onCancel,
}: {
  gift: { id: number; amount: string; donorName: string; email?: string | null }
  onDone: (notice: NoticeState) => void
  onCancel: () => void
}) {
  const [reason, setReason] = useState('')
  const voidGift = async () => {
    await staffJson(`/api/donations/${gift.id}/void`, { body: { reason } })
    onDone({ kind: 'success', text: `The $${gift.amount} gift from ${gift.donorName} is void.` })
  }
  return (
    <ActionForm label="Void a gift" failed="Not voided" action={voidGift}>
      {(busy) => (
        <>
          <div className={styles.field} style={{ minWidth: '20rem' }}>
            <label htmlFor="void-reason">
              Why is the ${gift.amount} gift from {gift.donorName} void?
            </label>
            <input
              id="void-reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              autoFocus
              autoComplete="off"
              aria-describedby="void-notice-line"
            />
            <span id="void-notice-line" data-testid="void-notice-line">
              {voidNoticeLine(gift.email)}
            </span>
          </div>
          <button type="submit" className={styles.buttonDanger} disabled={busy}>
            Void gift
          </button>
          <button type="button" className={styles.buttonSecondary} onClick={onCancel}>
            Cancel
          </button>
        </>
      )}
    </ActionForm>
  )
}
