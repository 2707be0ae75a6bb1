'use client'

import Link from 'next/link'

import { statusLabel } from '@/domain/inbox/rules'
import type { MessageBox, MessageSummary } from '@/server/inbox/messages'

import { type MessageList, useStaffList } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { formatDate } from '@/features/staff/parts/parts'
import { TabFrame } from '@/features/staff/parts/tab-frame'
import { StaffTable } from '@/features/staff/parts/staff-table'

export const BOX_PARAM: Record<MessageBox, string> = { 'contact-messages': 'message', 'drive-inquiries': 'drive' }
const BOX_TITLE: Record<MessageBox, string> = { 'contact-messages': 'Contact messages', 'drive-inquiries': 'Drive inquiries' }

/** One box: titled by sender and subject, unread ones in bold, newest first. */
function MessageBoxList({ box, timeZone }: { box: MessageBox; timeZone: string }) {
  const { data, error } = useStaffList<MessageList>(`/api/inbox/${box}`)
  const unread = data?.messages.filter((m) => m.unread).length ?? 0
  return (
    <section aria-labelledby={`${box}-heading`} style={{ marginBottom: '1.5rem' }}>
      <h2 id={`${box}-heading`} style={{ fontSize: '1.1rem' }}>
        {BOX_TITLE[box]}
        {data ? ` (${data.count}${unread ? `, ${unread} unread` : ''})` : ''}
      </h2>
      <TabFrame
        data={data}
        error={error}
        failed={`Failed to fetch ${BOX_TITLE[box].toLowerCase()}`}
        isEmpty={(data) => data.messages.length === 0}
        empty="Nothing here yet."
      >
        {(data) => (
          <div data-testid={`${box}-list`}>
            <StaffTable
              rows={data.messages}
              rowKey={(message) => message.id}
              rowTestId="message-row"
              rowData={(message) => ({ 'data-unread': String(message.unread) })}
              columns={[
                { header: 'Received', cell: (message: MessageSummary) => formatDate(message.createdAt, timeZone) },
                {
                  header: 'From and subject',
                  cell: (message: MessageSummary) => (
                    <span style={{ fontWeight: message.unread ? 700 : 400 }}>
                      <Link href={`/admin?${BOX_PARAM[box]}=${message.id}`}>{message.title}</Link>
                      {message.unread && <span className={styles.srOnly}> (unread)</span>}
                    </span>
                  ),
                },
                { header: 'Status', cell: (message: MessageSummary) => statusLabel(message.status) },
              ]}
            />
          </div>
        )}
      </TabFrame>
    </section>
  )
}

/** Contact messages and drive inquiries, each in its own list. */
export function MessagesTab({ timeZone }: { timeZone: string }) {
  return (
    <>
      <MessageBoxList box="contact-messages" timeZone={timeZone} />
      <MessageBoxList box="drive-inquiries" timeZone={timeZone} />
    </>
  )
}
