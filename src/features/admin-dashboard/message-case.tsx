'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import { type MessageStatus, statusLabel } from '@/domain/inbox/rules'
import type { MessageBox, MessageCase } from '@/server/inbox/messages'

import { failureMessage, StaffApiError, staffJson, useStaffList } from './api'
import { CaseNotes, SentFields } from './case-notes'
import styles from './dashboard.module.css'
import { useRefreshInbox } from './inbox-counts'
import { formatDateTime, Loading, Notice, type NoticeState } from './parts'

const ACTION: Record<MessageStatus, string> = { new: 'Reopen', replied: 'Mark replied', closed: 'Close' }

/** One message or drive inquiry (`/admin?message=<id>`, `/admin?drive=<id>`); opening it marks it read. */
export function MessageCaseView({ box, id, timeZone }: { box: MessageBox; id: string; timeZone: string }) {
  const path = `/api/inbox/${box}/${encodeURIComponent(id)}`
  const record = useStaffList<MessageCase>(path)
  const refreshInbox = useRefreshInbox(path)
  const opened = Boolean(record.data)

  // Opening it changed the unread marks and counts.
  useEffect(() => {
    if (opened) refreshInbox()
  }, [opened, refreshInbox])

  if (record.error) {
    const text =
      record.error instanceof StaffApiError && record.error.status === 404
        ? 'This message no longer exists.'
        : failureMessage(record.error, 'Failed to load the message', 'Error connecting to server')
    return (
      <section aria-labelledby="message-heading">
        <BackLink />
        <h2 id="message-heading">Message</h2>
        <p role="alert">{text}</p>
      </section>
    )
  }
  if (!record.data) return <Loading label="Loading the message…" />
  const item = record.data

  return (
    <section aria-labelledby="message-heading" data-testid="message-case">
      <BackLink />
      <h2 id="message-heading" style={{ margin: '0.5rem 0' }}>
        {item.title}
      </h2>
      <MessageCaseStatus
        path={path}
        item={item}
        timeZone={timeZone}
        onChanged={(updated) => {
          void record.mutate(updated, { revalidate: false })
          refreshInbox()
        }}
      />
      <SentFields fields={item.fields} label="What they sent" />
      <CaseNotes path={path} notes={item.notes} timeZone={timeZone} onAdded={() => void record.mutate()} />
    </section>
  )
}

/**
 * The status of a message with who changed and opened it, the reply link and the moves it can
 * make: in the staff panel's case and in Payload's editor of the message.
 */
export function MessageCaseStatus({
  path,
  item,
  timeZone,
  onChanged,
}: {
  path: string
  item: MessageCase
  timeZone: string
  onChanged: (updated: MessageCase) => void
}) {
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<NoticeState>(null)

  async function move(status: MessageStatus) {
    setBusy(true)
    setNotice(null)
    try {
      const updated = await staffJson<MessageCase>(`${path}/status`, { body: { status } })
      setNotice({ kind: 'success', text: `Marked ${statusLabel(updated.status)}.` })
      onChanged(updated)
    } catch (error) {
      setNotice({ kind: 'error', text: failureMessage(error, 'Could not change the status', 'Error connecting to server') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.panel}>
      <h3>
        Status: <span data-testid="message-status">{statusLabel(item.status)}</span>
      </h3>
      {item.statusChangedAt && (
        <p>
          Last changed by {item.statusChangedBy ?? 'the system'}, {formatDateTime(item.statusChangedAt, timeZone)}
        </p>
      )}
      {item.readAt && (
        <p>
          Opened by {item.readBy ?? 'staff'}, {formatDateTime(item.readAt, timeZone)}
        </p>
      )}
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <div className={styles.toolbar} style={{ marginBottom: 0 }}>
        <a href={item.replyLink} className={styles.button} data-testid="reply-link">
          Reply by e-mail
        </a>
        {(item.next as MessageStatus[]).map((status) => (
          <button key={status} type="button" className={styles.buttonSecondary} disabled={busy} onClick={() => move(status)}>
            {ACTION[status]}
          </button>
        ))}
      </div>
    </div>
  )
}

/** The message in Payload's editor: the case's status part, fetched like the staff panel's. */
export function MessageCaseSummary({ box, id, timeZone }: { box: MessageBox; id: string; timeZone: string }) {
  const path = `/api/inbox/${box}/${encodeURIComponent(id)}`
  const record = useStaffList<MessageCase>(path)
  if (record.error) return <p role="alert">{failureMessage(record.error, 'Failed to load the message', 'Error connecting to server')}</p>
  if (!record.data) return <Loading label="Loading the message…" />
  const param = box === 'drive-inquiries' ? 'drive' : 'message'
  return (
    <section aria-label="Message case" data-testid="message-case" style={{ marginBottom: '1.5rem' }}>
      <MessageCaseStatus path={path} item={record.data} timeZone={timeZone} onChanged={() => window.location.reload()} />
      <p>
        <Link href={`/admin?${param}=${encodeURIComponent(id)}`}>Open the message in Foundation Administration</Link> for the notes.
      </p>
    </section>
  )
}

function BackLink() {
  return (
    <Link href="/admin?tab=messages" className={styles.buttonSecondary}>
      ← Back to messages
    </Link>
  )
}
