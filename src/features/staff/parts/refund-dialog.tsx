'use client'

import { Dialog } from 'radix-ui'
import { useState } from 'react'

import { newRequestId } from '@/lib/post-json'

import { Problem } from '@/features/staff/parts/action-form'
import { staffJson } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import type { NoticeState } from '@/features/staff/parts/parts'
import { useStaffAction } from '@/features/staff/parts/use-staff-action'

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/
const toCents = (text: string) => {
  const [whole, fraction = ''] = text.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

/**
 * A staff refund of a gift or an order (issue 33). Nothing is refunded by default: staff type
 * an amount or choose "Full amount", then a confirmation names the person and the amount and
 * says it cannot be undone. The amount confirmed is the amount sent, with one request id per
 * confirmation (a double click is one refund). Stripe's webhook moves the books later; until
 * then the row reads "Refund pending" from the server's reservation.
 */
export function useRefund(onDone: (notice: NoticeState) => void) {
  const [target, setTarget] = useState<RefundTarget | null>(null)
  const close = () => setTarget(null)
  return {
    /** Opens the dialog for one payment: its refund API, to whom, how much is left to refund. */
    start: (path: string, person: string, leftCents: number) => setTarget({ path, person, leftCents }),
    dialog: (
      <Dialog.Root open={target !== null} onOpenChange={(next) => !next && close()}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.dialog} data-testid="refund-dialog">
            {target && (
              <RefundSteps
                {...target}
                onClose={close}
                onDone={(notice) => {
                  close()
                  onDone(notice)
                }}
              />
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    ),
  }
}

/** What is refunded: the refund API of a gift or an order, to whom, and how much is left to refund. */
type RefundTarget = { path: string; person: string; leftCents: number }

function RefundSteps({
  path,
  person,
  leftCents,
  onClose,
  onDone,
}: RefundTarget & {
  onClose: () => void
  onDone: (notice: NoticeState) => void
}) {
  const [choice, setChoice] = useState<'full' | 'part' | null>(null)
  const [typed, setTyped] = useState('')
  const [confirming, setConfirming] = useState<number | null>(null)
  const { busy, notice, run } = useStaffAction('Refund failed')
  const [requestId] = useState(newRequestId)

  const typedCents = AMOUNT.test(typed.trim()) ? toCents(typed.trim()) : null
  const typedProblem =
    choice !== 'part' || typed.trim() === ''
      ? null
      : typedCents === null || typedCents <= 0
        ? 'Enter an amount such as 12.50.'
        : typedCents > leftCents
          ? `At most ${dollars(leftCents)} is left to refund.`
          : null
  const chosen = choice === 'full' ? leftCents : choice === 'part' && !typedProblem ? typedCents : null

  // Done, the dialog closes in the same render that ends `busy`: a second click finds no button.
  const refund = (cents: number) =>
    run(async () => {
      const answer = await staffJson<{ message: string }>(path, { body: { amount: (cents / 100).toFixed(2), requestId } })
      onDone({ kind: 'success', text: answer.message })
    })

  if (confirming !== null) {
    return (
      <div className={styles.stack}>
        <Dialog.Title>Refund {dollars(confirming)} to {person}?</Dialog.Title>
        <Dialog.Description>
          Stripe returns {dollars(confirming)} to {person}&apos;s card. This cannot be undone.
        </Dialog.Description>
        <Problem notice={notice} />
        <div className={styles.dialogActions}>
          <button type="button" className={styles.buttonSecondary} onClick={() => setConfirming(null)} disabled={busy}>
            Back
          </button>
          <button type="button" className={styles.buttonDanger} onClick={() => refund(confirming)} disabled={busy}>
            {busy ? 'Requesting...' : `Refund ${dollars(confirming)}`}
          </button>
        </div>
      </div>
    )
  }

  return (
    <form
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault()
        if (chosen) setConfirming(chosen)
      }}
    >
      <Dialog.Title>Refund {person}</Dialog.Title>
      <Dialog.Description>Up to {dollars(leftCents)} can be refunded. Choose how much.</Dialog.Description>
      <fieldset className={styles.stack} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className={styles.srOnly}>Amount to refund</legend>
        <label>
          <input type="radio" name="refund-choice" checked={choice === 'full'} onChange={() => setChoice('full')} /> Full amount (
          {dollars(leftCents)})
        </label>
        <label>
          <input type="radio" name="refund-choice" checked={choice === 'part'} onChange={() => setChoice('part')} /> Another amount
        </label>
      </fieldset>
      {choice === 'part' && (
        <div className={styles.field}>
          <label htmlFor="refund-amount">Amount to refund, in dollars</label>
          <input
            id="refund-amount"
            inputMode="decimal"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={typedProblem ? true : undefined}
            aria-describedby={typedProblem ? 'refund-amount-problem' : undefined}
            autoFocus
          />
          {typedProblem && (
            <span id="refund-amount-problem" role="alert">
              {typedProblem}
            </span>
          )}
        </div>
      )}
      <div className={styles.dialogActions}>
        <button type="button" className={styles.buttonSecondary} onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className={styles.button} disabled={!chosen}>
          Continue
        </button>
      </div>
    </form>
  )
}

/** What a staff row still offers to refund: the payment less what Stripe refunded and what is pending. */
export function refundableCents(total: string, refunded: string, pending: string) {
  return Math.max(0, Math.round(Number(total) * 100) - Math.round(Number(refunded) * 100) - Math.round(Number(pending) * 100))
}
