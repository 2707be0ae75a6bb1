'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'

import { postJson } from '@/lib/post-json'

import styles from './goods.module.css'

/** An accepted drive inquiry becomes a drive: its number (from the inbox) and the drive's dates. */
export function DriveStart() {
  const router = useRouter()
  const [inquiryId, setInquiryId] = useState('')
  const [startsOn, setStartsOn] = useState('')
  const [endsOn, setEndsOn] = useState('')
  const [message, setMessage] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const result = await postJson<{ id: number }>('/api/drives', { inquiryId: Number(inquiryId), startsOn, endsOn })
    if (result.kind === 'ok') router.push(`/admin/goods/drives/${result.data.id}`)
    else setMessage(result.kind === 'network' ? 'The drive could not be started: check the connection.' : (result.message ?? 'The drive could not be started.'))
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Start a drive">
      <div className={styles.pair}>
        <div className={styles.field}>
          <label htmlFor="drive-inquiry">Drive inquiry number</label>
          <input id="drive-inquiry" inputMode="numeric" required value={inquiryId} onChange={(e) => setInquiryId(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="drive-starts">Starts on</label>
          <input id="drive-starts" type="date" required value={startsOn} onChange={(e) => setStartsOn(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="drive-ends">Ends on</label>
          <input id="drive-ends" type="date" required value={endsOn} onChange={(e) => setEndsOn(e.target.value)} />
        </div>
      </div>
      <div>
        <button type="submit" className={styles.button}>
          Start the drive
        </button>
      </div>
      <div role="status" aria-live="polite">
        {message ? <p className={`${styles.notice} ${styles.error}`}>{message}</p> : null}
      </div>
    </form>
  )
}
