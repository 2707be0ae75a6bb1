'use client'

import { useEffect, useRef, useState } from 'react'

import type { PendingComment } from '@/server/ledger/campaign-gifts'

import { failureMessage, staffJson, useStaffList } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { formatDate, Notice, type NoticeState, TabHeading } from '@/features/staff/parts/parts'
import { StaffTable } from '@/features/staff/parts/staff-table'
import { TabFrame } from '@/features/staff/parts/tab-frame'

const PENDING = '/api/campaign-comments'

/** The two answers to a comment, in the order their buttons stand (Approve first: focus lands on it). */
const DECISIONS = [
  { decision: 'approved', label: 'Approve', className: styles.button },
  { decision: 'rejected', label: 'Reject', className: styles.buttonSecondary },
] as const

/**
 * The campaign wall's moderation list (issue 49, point 3): a donor's comment shows on the wall
 * only once staff approve it. Each waiting comment with its campaign, display name and date, and
 * Approve / Reject as buttons; after a decision the row leaves the list and focus moves to the
 * next comment's Approve (or the heading when none is left), so a queue is worked through with
 * the keyboard alone. For the roles the API lets decide (treasurer, admin).
 */
export function CampaignCommentsTab({ timeZone }: { timeZone: string }) {
  const list = useStaffList<{ comments: PendingComment[] }>(PENDING)
  const [notice, setNotice] = useState<NoticeState>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  // Where focus goes after a decision: the next comment's Approve (by id) or the heading. Moved once
  // React has drawn the list without the decided row and its buttons are enabled again.
  const focusNext = useRef<number | 'heading' | null>(null)
  useEffect(() => {
    const target = focusNext.current
    if (busy !== null || target === null) return
    focusNext.current = null
    const button = target === 'heading' ? null : document.querySelector<HTMLButtonElement>(`[data-comment-id="${target}"] [data-decision="approved"]`)
    ;(button ?? heading.current)?.focus()
  }, [busy, list.data])

  async function decide(comment: PendingComment, decision: 'approved' | 'rejected') {
    const rows = list.data?.comments ?? []
    const next = rows[rows.indexOf(comment) + 1] ?? rows[rows.indexOf(comment) - 1]
    setBusy(comment.id)
    setNotice(null)
    try {
      await staffJson(`/api/campaign-comments/${comment.id}`, { body: { decision } })
      setNotice({
        kind: 'success',
        text: `${decision === 'approved' ? 'Approved: it now shows on the wall of' : 'Rejected: it will not show on'} ${comment.campaign} (${comment.name}).`,
      })
      focusNext.current = next ? next.id : 'heading'
      await list.mutate({ comments: rows.filter((row) => row.id !== comment.id) }, { revalidate: true })
    } catch (error) {
      setNotice({ kind: 'error', text: failureMessage(error, 'The decision was not saved', 'Error connecting to server') })
    } finally {
      setBusy(null)
    }
  }

  return (
    <section aria-labelledby="comments-heading" className={styles.stack}>
      <TabHeading id="comments-heading" title={<span ref={heading} tabIndex={-1}>Campaign wall comments to review</span>} count={list.data?.comments.length} />
      <p style={{ margin: 0 }}>
        A comment shows on its campaign&apos;s wall only once approved. Discreet gifts and donors who chose not to appear are never listed.
      </p>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <TabFrame
        data={list.data}
        error={list.error}
        failed="Failed to load the comments"
        withReason
        loading="Loading the comments…"
        isEmpty={(data) => data.comments.length === 0}
        empty="No comments are waiting for review."
        retry={{ onRetry: () => void list.mutate() }}
      >
        {(data) => (
          <StaffTable
            columns={[
              { header: 'Campaign', cell: (c: PendingComment) => c.campaign },
              { header: 'Display name', cell: (c: PendingComment) => c.name },
              { header: 'Comment', cell: (c: PendingComment) => <span style={{ whiteSpace: 'pre-wrap' }}>{c.comment}</span> },
              { header: 'Date', cell: (c: PendingComment) => <time dateTime={c.createdAt}>{formatDate(c.createdAt, timeZone)}</time> },
              {
                header: 'Decision',
                cell: (c: PendingComment) => (
                  <span style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
                    {DECISIONS.map(({ decision, label, className }) => (
                      <button
                        key={decision}
                        type="button"
                        className={className}
                        data-decision={decision}
                        disabled={busy !== null}
                        aria-label={`${label} the comment by ${c.name}`}
                        onClick={() => decide(c, decision)}
                      >
                        {label}
                      </button>
                    ))}
                  </span>
                ),
              },
            ]}
            rows={data.comments}
            rowKey={(c) => c.id}
            rowTestId="comment-row"
            rowData={(c) => ({ 'data-comment-id': String(c.id) })}
            busy={busy !== null}
          />
        )}
      </TabFrame>
    </section>
  )
}
