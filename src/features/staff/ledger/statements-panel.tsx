'use client'

import { AlertDialog } from 'radix-ui'
import { useState } from 'react'
import useSWR from 'swr'

import type { RunProgress } from '@/server/statements/runs'

import { failureMessage, staffJson, swrOptions } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { loadError } from '@/features/staff/ledger/ledger-tabs'
import { Notice, type NoticeState } from '@/features/staff/parts/parts'

/** While a run is going, its progress is asked for every two seconds; otherwise never by itself. */
const POLL_MS = 2000

/**
 * "Send year-end statements for YEAR" (issue 19): one action, confirmed first, that e-mails every
 * donor of the year her statement in the background; the bar follows the run. Pressing it again
 * resumes an unfinished run and retries failed sends; nobody is sent a statement twice.
 */
export function StatementsPanel({ year }: { year: number }) {
  const [confirming, setConfirming] = useState(false)
  const [starting, setStarting] = useState(false)
  const [notice, setNotice] = useState<NoticeState>(null)
  const key = `/api/staff/statements?year=${year}`
  const { data, error, mutate } = useSWR<RunProgress>(key, staffJson, {
    ...swrOptions,
    refreshInterval: (latest) => (latest?.status === 'running' ? POLL_MS : 0),
  })
  const yearOver = year < new Date().getFullYear()

  async function start() {
    setStarting(true)
    setNotice(null)
    try {
      await mutate(await staffJson<RunProgress>('/api/staff/statements', { body: { year } }), { revalidate: false })
    } catch (caught) {
      setNotice({ kind: 'error', text: failureMessage(caught, 'Statements not started', 'Error connecting to server') })
    } finally {
      setStarting(false)
    }
  }

  const done = data ? data.sent + data.failed : 0
  const action = data && data.status !== 'none' && (data.pending > 0 || data.failed > 0) ? 'Resume sending' : 'Send'
  return (
    <section aria-labelledby="statements-heading" className={styles.panel} data-testid="statements-panel">
      <h3 id="statements-heading" style={{ margin: 0, fontSize: '1rem' }}>
        Year-end statements {year}
      </h3>
      <p>Each donor of {year} receives one e-mail with every gift of the year, net of refunds, and the PDF statement.</p>
      {error ? (
        <p className={styles.noticeError} role="alert">
          {loadError(error, 'Failed to fetch the statements progress')}
        </p>
      ) : null}
      {data && data.status !== 'none' ? (
        <div className={styles.stack}>
          <progress max={Math.max(data.total, 1)} value={done} aria-labelledby="statements-progress-label" style={{ width: '100%' }} />
          <p id="statements-progress-label" role="status" data-testid="statements-progress">
            {data.status === 'running' ? 'Sending: ' : 'Finished: '}
            {data.sent} of {data.total} sent{data.failed > 0 ? `, ${data.failed} failed (send again to retry them)` : ''}.
          </p>
        </div>
      ) : null}
      {yearOver ? (
        <button type="button" className={styles.button} disabled={starting || data?.status === 'running'} onClick={() => setConfirming(true)}>
          {starting ? 'Starting...' : `${action} year-end statements for ${year}`}
        </button>
      ) : (
        <p>Statements for {year} can be sent once the year is over.</p>
      )}
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={styles.overlay} />
          <AlertDialog.Content className={styles.dialog}>
            <AlertDialog.Title>Send year-end statements for {year}?</AlertDialog.Title>
            <AlertDialog.Description>
              Every donor of {year} who has not received hers yet gets one e-mail with her statement. This cannot be undone.
            </AlertDialog.Description>
            <div className={styles.dialogActions}>
              <AlertDialog.Cancel className={styles.buttonSecondary}>Cancel</AlertDialog.Cancel>
              <AlertDialog.Action className={styles.button} onClick={start}>
                Send statements
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  )
}
