'use client'

import { useState } from 'react'
import useSWR from 'swr'

import { Options } from '@/components/ui/options'
import { MATCHING_STATUS_LABELS, MATCHING_STATUSES, type MatchingStatus } from '@/domain/donations/offline'

import { RowForm } from '@/features/staff/parts/action-form'
import { failureMessage, type MatchingGift, staffJson, swrOptions } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { loadError } from '@/features/staff/ledger/ledger-tabs'
import { todayIn } from '@/features/staff/ledger/offline-gift-form'
import { formatDate, Loading, Notice, type NoticeState, TabHeading } from '@/features/staff/parts/parts'
import { StaffTable } from '@/features/staff/parts/staff-table'

/**
 * "Matching gifts to follow up" (issue 30): every gift whose donor named an employer that
 * matches gifts, from "to ask" to "asked", then "received" (the employer's gift entered as an
 * offline gift, linked to the original) or "declined"; the list as CSV (an audited export).
 */
export function MatchingTab({ timeZone }: { timeZone: string }) {
  const [status, setStatus] = useState<MatchingStatus | ''>('')
  const { data, error, mutate } = useSWR<{ count: number; gifts: MatchingGift[] }>(
    status ? `/api/matching-gifts?status=${status}` : '/api/matching-gifts',
    staffJson,
    swrOptions,
  )
  const [notice, setNotice] = useState<NoticeState>(null)
  const [receiving, setReceiving] = useState<MatchingGift | null>(null)

  async function move(gift: MatchingGift, body: Record<string, string>) {
    try {
      await staffJson(`/api/matching-gifts/${gift.id}`, { body })
      setNotice({ kind: 'success', text: `${gift.employer} (${gift.donorName}): ${MATCHING_STATUS_LABELS[body.status as MatchingStatus]}.` })
      setReceiving(null)
      void mutate()
    } catch (caught) {
      setNotice({ kind: 'error', text: failureMessage(caught, 'Not saved', 'Error connecting to server') })
    }
  }

  return (
    <section aria-labelledby="matching-heading" className={styles.stack}>
      <TabHeading id="matching-heading" title="Matching gifts to follow up" count={data?.count}>
        <a className={styles.buttonSecondary} href="/api/matching-gifts?format=csv" download>
          Export matching gifts CSV
        </a>
      </TabHeading>
      <div className={styles.field} style={{ maxWidth: '14rem' }}>
        <label htmlFor="matching-status">Status</label>
        <select id="matching-status" value={status} onChange={(event) => setStatus(event.target.value as MatchingStatus | '')}>
          <option value="">All</option>
          <Options choices={MATCHING_STATUSES.map((value) => ({ value, label: MATCHING_STATUS_LABELS[value] }))} />
        </select>
      </div>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      {error ? (
        <p className={styles.noticeError} role="alert">
          {loadError(error, 'Failed to load the matching gifts')}
        </p>
      ) : !data ? (
        <Loading label="Loading matching gifts…" />
      ) : data.gifts.length === 0 ? (
        <p className={styles.empty}>No gifts to follow up.</p>
      ) : (
        <StaffTable
          columns={[
            { header: 'Date', cell: (g: MatchingGift) => formatDate(g.createdAt, timeZone) },
            { header: 'Donor', cell: (g: MatchingGift) => g.donorName },
            { header: 'Gift', cell: (g: MatchingGift) => `$${g.amount}` },
            { header: 'Employer', cell: (g: MatchingGift) => g.employer },
            {
              header: 'Status',
              cell: (g: MatchingGift) => `${MATCHING_STATUS_LABELS[g.status]}${g.matchedAmount ? ` ($${g.matchedAmount} matched)` : ''}`,
            },
            {
              header: 'Next step',
              cell: (g: MatchingGift) =>
                g.status === 'received' ? null : (
                  <span style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
                    {g.status !== 'asked' && (
                      <button type="button" className={styles.buttonSecondary} onClick={() => move(g, { status: 'asked' })}>
                        Mark asked
                      </button>
                    )}
                    <button type="button" className={styles.buttonSecondary} onClick={() => setReceiving(g)}>
                      Received…
                    </button>
                    {g.status !== 'declined' && (
                      <button type="button" className={styles.buttonSecondary} onClick={() => move(g, { status: 'declined' })}>
                        Declined
                      </button>
                    )}
                  </span>
                ),
            },
          ]}
          rows={data.gifts}
          rowKey={(g) => g.id}
          rowTestId="matching-row"
          rowData={(g) => ({ 'data-gift-id': String(g.id) })}
        />
      )}
      {receiving && <ReceivedForm gift={receiving} timeZone={timeZone} onSave={(body) => move(receiving, body)} onCancel={() => setReceiving(null)} />}
    </section>
  )
}

function ReceivedForm({
  gift,
  timeZone,
  onSave,
  onCancel,
}: {
  gift: MatchingGift
  timeZone: string
  onSave: (body: Record<string, string>) => Promise<void>
  onCancel: () => void
}) {
  const [amount, setAmount] = useState(gift.amount)
  const [receivedAt, setReceivedAt] = useState(() => todayIn(timeZone))
  const [checkNumber, setCheckNumber] = useState('')
  return (
    <RowForm
      label={`Matching gift received from ${gift.employer}`}
      onSubmit={() => void onSave({ status: 'received', amount, receivedAt, ...(checkNumber ? { checkNumber } : {}) })}
    >
      <div className={styles.field}>
        <label htmlFor="match-amount">Matched amount from {gift.employer} ($)</label>
        <input id="match-amount" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} autoFocus />
      </div>
      <div className={styles.field}>
        <label htmlFor="match-date">Received on</label>
        <input id="match-date" type="date" value={receivedAt} onChange={(event) => setReceivedAt(event.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor="match-check">Check number</label>
        <input id="match-check" value={checkNumber} onChange={(event) => setCheckNumber(event.target.value)} />
      </div>
      <button type="submit" className={styles.button}>
        Record matching gift
      </button>
      <button type="button" className={styles.buttonSecondary} onClick={onCancel}>
        Cancel
      </button>
    </RowForm>
  )
}
