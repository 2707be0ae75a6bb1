'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { postJson } from '@/lib/post-json'

import styles from './goods.module.css'

/** Closes the drive: the host is thanked once, with the totals (and receipted once when a donor). */
export function DriveClose({ id }: { id: number }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  async function close() {
    setBusy(true)
    const result = await postJson(`/api/drives/${id}/close`, {})
    setBusy(false)
    if (result.kind === 'ok') router.refresh()
    else setMessage(result.kind === 'network' ? 'The drive could not be closed: check the connection.' : (result.message ?? 'The drive could not be closed.'))
  }
  return (
    <div>
      <h2>Close the drive</h2>
      <p>
        The host gets one thank-you e-mail with these totals and, when the host is a donor, one receipt for the goods no other donor&apos;s
        receipt covers (no value stated). Drop-offs can no longer join it.
      </p>
      <button type="button" className={styles.button} disabled={busy} onClick={close}>
        Close and thank the host
      </button>
      <div role="status" aria-live="polite">
        {message ? <p className={`${styles.notice} ${styles.error}`}>{message}</p> : null}
      </div>
    </div>
  )
}
