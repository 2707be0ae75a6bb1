'use client'

import { type ComponentProps, useState } from 'react'

import { donationsCsv } from '@/domain/donations/ledger-csv'
import { OFFLINE_METHOD_LABELS, type OfflineMethod } from '@/domain/donations/offline'

import { type Donation, type DonationPage, NetworkError, type Subscriber, type SubscriberPage, useStaffList } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { exportLedger, subscribersCsv } from '@/features/staff/parts/exports'
import { formatDate, label, Notice, type NoticeState, StatusFilter, TabHeading } from '@/features/staff/parts/parts'
import { TabFrame } from '@/features/staff/parts/tab-frame'
import { refundableCents, useRefund } from '@/features/staff/parts/refund-dialog'
import { type Column, StaffTable } from '@/features/staff/parts/staff-table'
import { TributeCardDialog } from '@/features/staff/ledger/tribute-card-dialog'
import { useStaffAction } from '@/features/staff/parts/use-staff-action'
import { useVoidGift } from '@/features/staff/ledger/void-gift'

export const loadError = (error: unknown, message: string) => (error instanceof NetworkError ? 'Error connecting to server' : message)

export function ExportButton({ label, run }: { label: string; run: () => Promise<void> }) {
  const exporting = useStaffAction((error) => loadError(error, 'Export failed. Please try again.'))
  return (
    <>
      <button type="button" className={styles.buttonSecondary} disabled={exporting.busy} onClick={() => exporting.run(run)}>
        {exporting.busy ? 'Exporting...' : label}
      </button>
      <Notice notice={exporting.notice} onDismiss={exporting.dismiss} />
    </>
  )
}

/** A ledger list staff may see one status of (the today view's counts link to it with `&status=`). */
export function useStatusList<T>(path: string, status?: string) {
  return useStaffList<T>(status ? `${path}?status=${encodeURIComponent(status)}` : path)
}

/** The head of a ledger list filtered by status: title and count, its buttons (the CSV export), and which status it shows. */
export function StatusListHeading({ status, tab, ...heading }: ComponentProps<typeof TabHeading> & { status?: string; tab: string }) {
  return (
    <>
      <TabHeading {...heading} />
      <StatusFilter status={status} tab={tab} />
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
      }${d.source === 'sponsorship' ? ' · Sponsorship' : ''}${d.source === 'import' ? ' · Imported' : ''}${
        d.source === 'offline' ? ` · ${d.method ? OFFLINE_METHOD_LABELS[d.method as OfflineMethod] : 'Offline'}${d.checkNumber ? ` #${d.checkNumber}` : ''}` : ''
      }${d.voidReason ? ` (${d.voidReason})` : ''}`,
  },
  { header: 'Organization', cell: (d) => d.organizationName ?? '—' },
  { header: 'Address', cell: (d) => [d.address, d.city, [d.state, d.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '—' },
  { header: 'Comments', cell: (d) => d.comments ?? '' },
]

export function DonationsTab({ timeZone, status }: { timeZone: string; status?: string }) {
  const { data, error, mutate } = useStatusList<DonationPage>('/api/donations', status)
  const [card, setCard] = useState<number | null>(null)
  const [notice, setNotice] = useState<NoticeState>(null)
  const done = (result: NoticeState) => {
    setNotice(result)
    void mutate()
  }
  const voiding = useVoidGift(done)
  const refunds = useRefund(done)
  return (
    <section aria-labelledby="donations-heading">
      <StatusListHeading id="donations-heading" title="Donations" count={data?.count} status={status} tab="donations">
        <ExportButton label="Export donations CSV" run={() => exportLedger('donations', 'donations', (rows) => donationsCsv(rows, timeZone))} />
      </StatusListHeading>
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
                        {d.tribute.type === 'memory' ? 'In memory of' : 'In honor of'} {d.tribute.honoreeName}{' '}
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
                      <button
                        type="button"
                        className={styles.buttonSecondary}
                        onClick={() => refunds.start(`/api/donations/${d.id}/refund`, d.donorName, refundableCents(d.amount, d.refundedAmount, d.refundPending))}
                      >
                        Refund…
                      </button>
                    ) : d.source === 'offline' || d.source === 'import' ? (
                      voiding.actions(d)
                    ) : null,
                },
              ]}
              rows={data.donations}
              rowKey={(d) => d.id}
              rowTestId="donation-row"
            />
            {voiding.form}
            <TributeCardDialog donationId={card} onClose={() => setCard(null)} />
            {refunds.dialog}
          </>
        )}
      </TabFrame>
    </section>
  )
}

export function NewsletterTab({ timeZone }: { timeZone: string }) {
  const { data, error, mutate, isValidating } = useStaffList<SubscriberPage>('/api/newsletter-subscribers')
  return (
    <section aria-labelledby="subscribers-heading">
      <TabHeading id="subscribers-heading" title="Newsletter subscribers" count={data?.count}>
        <ExportButton label="Export subscribers CSV" run={() => exportLedger('newsletter-subscribers', 'subscribers', subscribersCsv)} />
      </TabHeading>
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
