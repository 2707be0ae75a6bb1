'use client'

import Link from 'next/link'
import { useEffect } from 'react'

import { type MessageStatus, statusLabel } from '@/domain/inbox/rules'
import type { MessageBox, MessageCase } from '@/server/inbox/messages'

import { failureMessage, recordFailure, staffJson, useStaffList } from '@/features/staff/parts/api'
import { CaseNotes, SentFields } from '@/features/staff/inbox/case-notes'
import styles from '@/features/staff/parts/dashboard.module.css'
import { useRefreshInbox } from '@/features/staff/inbox/inbox-counts'
import { BackLink, formatDateTime, Loading, Notice, RecordFailed } from '@/features/staff/parts/parts'
import { useStaffAction } from '@/features/staff/parts/use-staff-action'

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
    const text = recordFailure(record.error, 'This message no longer exists.', 'Failed to load the message')
    return <RecordFailed id="message-heading" title="Message" back={<BackToList />} text={text} />
  }
  if (!record.data) return <Loading label="Loading the message…" />
  const item = record.data

  return (
    <section aria-labelledby="message-heading" data-testid="message-case">
      <BackToList />
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
  const { busy, notice, dismiss, run } = useStaffAction('Could not change the status')

  const move = (status: MessageStatus) =>
    run(async (succeed) => {
      const updated = await staffJson<MessageCase>(`${path}/status`, { body: { status } })
      succeed(`Marked ${statusLabel(updated.status)}.`)
      onChanged(updated)
    })

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
      <Notice notice={notice} onDismiss={dismiss} />
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

function BackToList() {
  return <BackLink href="/admin?tab=messages">← Back to messages</BackLink>
}
