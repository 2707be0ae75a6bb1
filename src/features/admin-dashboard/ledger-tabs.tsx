'use client'

import { useState } from 'react'

import { donationsCsv } from '@/domain/donations/ledger-csv'
import { OFFLINE_METHOD_LABELS, type OfflineMethod } from '@/domain/donations/offline'

import { type Donation, type DonationPage, NetworkError, type Subscriber, type SubscriberPage, useStaffList } from './api'
import styles from './dashboard.module.css'
import { exportCsv, fetchAllLedger, subscribersCsv } from './exports'
import { formatDate, label, Notice, type NoticeState, StatusFilter } from './parts'
import { TabFrame } from './tab-frame'
import { RefundDialog, refundableCents } from './refund-dialog'
import { type Column, StaffTable } from './staff-table'
import { VoidGiftForm } from './void-gift'
import { TributeCardDialog } from './tribute-card-dialog'

export const loadError = (error: unknown, message: string) => (error instanceof NetworkError ? 'Error connecting to server' : message)

export function ExportButton({ label, run }: { label: string; run: () => Promise<void> }) {
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<NoticeState>(null)
  return (
    <>
      <button
        type="button"
        className={styles.buttonSecondary}
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          setNotice(null)
          try {
            await run()
          } catch (error) {
            setNotice({ kind: 'error', text: loadError(error, 'Export failed. Please try again.') })
          } finally {
            setBusy(false)
          }
        }}
      >
        {busy ? 'Exporting...' : label}
      </button>
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
    </>
  )
}

const donationColumns = (timeZone: string): Column<Donation>[] => [
  { header: 'Date', cell: (d) => formatDate(d.createdAt, timeZone) },
  { header: 'Donor', cell: (d) => d.donorName },
  { header: 'Email', cell: (d) => d.email },
  { header: 'Amount', cell: (d) => `$${d.amount}` },
  // The API's `type` is the spec's monthly/one-time pair; a quarterly gift is recurring, not monthly.
  { header: 'Type', cell: (d) => (!d.isRecurring ? 'One-time' : d.frequency === 'monthly' ? 'Monthly' : 'Recurring') },
  { header: 'Frequency', cell: (d) => label(d.frequency) },
  {
    header: 'Status',
    cell: (d) =>
      `${label(d.status)}${Number(d.refundedAmount) > 0 ? ` ($${d.refundedAmount} refunded)` : ''}${
        Number(d.refundPending) > 0 ? ` · Refund pending ($${d.refundPending})` : ''
      }${d.source === 'sponsorship' ? ' · Sponsorship' : ''}${
        d.source === 'offline' ? ` · ${d.method ? OFFLINE_METHOD_LABELS[d.method as OfflineMethod] : 'Offline'}${d.checkNumber ? ` #${d.checkNumber}` : ''}` : ''
      }${d.voidReason ? ` (${d.voidReason})` : ''}`,
  },
  { header: 'Organization', cell: (d) => d.organizationName ?? '—' },
  { header: 'Address', cell: (d) => [d.address, d.city, [d.state, d.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '—' },
  { header: 'Comments', cell: (d) => d.comments ?? '' },
]

export function DonationsTab({ timeZone, status }: { timeZone: string; status?: string }) {
  const { data, error, mutate } = useStaffList<DonationPage>(status ? `/api/donations?status=${encodeURIComponent(status)}` : '/api/donations')
  const [refunding, setRefunding] = useState<Donation | null>(null)
  const [voiding, setVoiding] = useState<Donation | null>(null)
  const [card, setCard] = useState<number | null>(null)
  const [notice, setNotice] = useState<NoticeState>(null)
  return (
    <section aria-labelledby="donations-heading">
      <div className={styles.toolbar}>
        <h2 id="donations-heading" style={{ margin: 0, fontSize: '1.1rem' }}>
          Donations{data ? ` (${data.count.toLocaleString('en-US')})` : ''}
        </h2>
        <ExportButton
          label="Export donations CSV"
          run={async () =>
            exportCsv('donations', await fetchAllLedger<'donations', Donation>('/api/donations', 'donations'), (rows) => donationsCsv(rows, timeZone))
          }
        />
      </div>
      <StatusFilter status={status} tab="donations" />
      <Notice notice={notice} onDismiss={() => setNotice(null)} />
      <TabFrame
        data={data}
        error={error}
        failed="Failed to fetch donation data"
        loading="Loading donations…"
        isEmpty={(data) => data.donations.length === 0}
        empty={status ? `No gifts are ${label(status).toLowerCase()}.` : 'No donations found.'}
      >
        {(data) => (
          <>
            {data.count > data.donations.length && (
              <p>
                Showing the newest {data.donations.length.toLocaleString('en-US')} of {data.count.toLocaleString('en-US')}; the CSV export has them
                all.
              </p>
            )}
            <StaffTable
              columns={[
                ...donationColumns(timeZone),
                {
                  header: 'Tribute',
                  cell: (d: Donation) =>
                    d.tribute ? (
                      <>
                        {d.tribute.type === 'memory' ? 'In memory of' : 'In honour of'} {d.tribute.honoreeName}{' '}
                        <button type="button" className={styles.buttonSecondary} onClick={() => setCard(d.id)}>
                          Card…
                        </button>
                      </>
                    ) : null,
                },
                {
                  header: 'Refund',
                  cell: (d: Donation) =>
                    // A recurring payment is refundable too: its intent comes from Stripe's invoice payments.
                    (d.stripePaymentIntentId || d.isRecurring) &&
                    d.source !== 'sponsorship' &&
                    (d.status === 'paid' || d.status === 'partially_refunded') &&
                    refundableCents(d.amount, d.refundedAmount, d.refundPending) > 0 ? (
                      <button type="button" className={styles.buttonSecondary} onClick={() => setRefunding(d)}>
                        Refund…
                      </button>
                    ) : d.source === 'offline' ? (
                      <OfflineActions gift={d} onVoid={() => setVoiding(d)} />
                    ) : null,
                },
              ]}
              rows={data.donations}
              rowKey={(d) => d.id}
              rowTestId="donation-row"
            />
            {voiding && (
              <VoidGiftForm
                gift={voiding}
                onCancel={() => setVoiding(null)}
                onDone={(result) => {
                  setNotice(result)
                  setVoiding(null)
                  void mutate()
                }}
              />
            )}
            <TributeCardDialog donationId={card} onClose={() => setCard(null)} />
            <RefundDialog
              open={refunding !== null}
              path={`/api/donations/${refunding?.id}/refund`}
              person={refunding?.donorName ?? ''}
              leftCents={refunding ? refundableCents(refunding.amount, refunding.refundedAmount, refunding.refundPending) : 0}
              onClose={() => setRefunding(null)}
              onDone={(result) => {
                setNotice(result)
                setRefunding(null)
                void mutate()
              }}
            />
          </>
        )}
      </TabFrame>
    </section>
  )
}

/** An offline gift is voided, never refunded; one without an address has its receipt printed. */
function OfflineActions({ gift, onVoid }: { gift: Donation; onVoid: () => void }) {
  return (
    <span style={{ display: 'flex', gap: '0.5rem' }}>
      {!gift.email && (
        <a href={`/api/donations/${gift.id}/receipt`} target="_blank" rel="noreferrer">
          Print receipt
        </a>
      )}
      {gift.status !== 'voided' && (
        <button type="button" className={styles.buttonSecondary} onClick={onVoid}>
          Void…
        </button>
      )}
    </span>
  )
}

export function NewsletterTab({ timeZone }: { timeZone: string }) {
  const { data, error, mutate, isValidating } = useStaffList<SubscriberPage>('/api/newsletter-subscribers')
  return (
    <section aria-labelledby="subscribers-heading">
      <div className={styles.toolbar}>
        <h2 id="subscribers-heading" style={{ margin: 0, fontSize: '1.1rem' }}>
          Newsletter subscribers{data ? ` (${data.count.toLocaleString('en-US')})` : ''}
        </h2>
        <ExportButton
          label="Export subscribers CSV"
          run={async () =>
            exportCsv(
              'newsletter-subscribers',
              await fetchAllLedger<'subscribers', Subscriber>('/api/newsletter-subscribers', 'subscribers'),
              subscribersCsv,
            )
          }
        />
      </div>
      <TabFrame
        data={data}
        error={error}
        failed="Failed to fetch subscriber data"
        loading="Loading subscribers…"
        isEmpty={(data) => data.subscribers.length === 0}
        empty="No subscribers found yet."
        retry={{ onRetry: () => mutate(), busy: isValidating }}
      >
        {(data) => (
          <StaffTable
            columns={[
              { header: 'Email', cell: (s: Subscriber) => s.email },
              { header: 'Source', cell: (s: Subscriber) => s.source },
              { header: 'Subscribed', cell: (s: Subscriber) => formatDate(s.subscribedAt, timeZone) },
              { header: 'Status', cell: (s: Subscriber) => (s.isActive ? 'Active' : 'Inactive') },
            ]}
            rows={data.subscribers}
            rowKey={(s) => s.email}
            rowTestId="subscriber-row"
          />
        )}
      </TabFrame>
    </section>
  )
}
