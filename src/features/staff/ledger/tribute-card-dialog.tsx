'use client'

import { Dialog } from 'radix-ui'
import useSWR from 'swr'

import { failureMessage, staffJson, swrOptions } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { useStaffAction } from '@/features/staff/parts/use-staff-action'

type CardPreview = { recipientName: string; recipientEmail: string; subject: string; text: string; sentAt: string | null; sendCount: number }

/**
 * A tribute gift's card (issue 30), from the gift's row: to whom, what it says (the text part
 * as sent, never the amount), when it went; "Send again" sends it once more (a lost e-mail).
 */
export function TributeCardDialog({ donationId, onClose }: { donationId: number | null; onClose: () => void }) {
  return (
    <Dialog.Root open={donationId !== null} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} data-testid="tribute-card-dialog">
          {donationId !== null && <CardBody donationId={donationId} onClose={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function CardBody({ donationId, onClose }: { donationId: number; onClose: () => void }) {
  const path = `/api/donations/${donationId}/tribute-card`
  const { data, error, mutate } = useSWR<CardPreview>(path, staffJson, swrOptions)
  const { busy, notice: message, run } = useStaffAction('Could not send the card')

  const resend = () =>
    run(async (succeed) => {
      await mutate(await staffJson<CardPreview>(path, { method: 'POST' }), { revalidate: false })
      succeed('The card was sent again.')
    })

  return (
    <div className={styles.stack}>
      <Dialog.Title>Tribute card</Dialog.Title>
      {error ? (
        <Dialog.Description className={styles.noticeError}>{failureMessage(error, 'No card', 'Error connecting to server')}</Dialog.Description>
      ) : !data ? (
        <Dialog.Description>Loading the card…</Dialog.Description>
      ) : (
        <>
          <Dialog.Description>
            To {data.recipientName} &lt;{data.recipientEmail}&gt; ·{' '}
            {data.sentAt ? `sent ${new Date(data.sentAt).toLocaleString('en-US')}${data.sendCount > 1 ? ` (${data.sendCount} times)` : ''}` : 'not sent yet'}
          </Dialog.Description>
          <p>
            <strong>{data.subject}</strong>
          </p>
          <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }} data-testid="tribute-card-text">
            {data.text}
          </pre>
        </>
      )}
      {message ? (
        <p className={message.kind === 'success' ? styles.notice : styles.noticeError} role={message.kind === 'success' ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="button" className={styles.buttonSecondary} onClick={onClose}>
          Close
        </button>
        <button type="button" className={styles.button} onClick={resend} disabled={busy || !data}>
          {busy ? 'Sending…' : 'Send again'}
        </button>
      </div>
    </div>
  )
}
