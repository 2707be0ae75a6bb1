'use client'


import { type RecurringGift, type RecurringPage, useStaffList } from './api'
import styles from './dashboard.module.css'
import { exportCsv, fetchAllLedger, recurringCsv } from './exports'
import { ExportButton } from './ledger-tabs'
import { formatDate, label, StatusFilter } from './parts'
import { TabFrame } from './tab-frame'
import { type Column, StaffTable } from './staff-table'

const columns = (timeZone: string): Column<RecurringGift>[] => [
  { header: 'Started', cell: (gift) => formatDate(gift.createdAt, timeZone) },
  { header: 'Donor', cell: (gift) => gift.donorName },
  { header: 'Email', cell: (gift) => gift.email },
  { header: 'Amount', cell: (gift) => `$${gift.amount}` },
  { header: 'Frequency', cell: (gift) => label(gift.frequency) },
  { header: 'Status', cell: (gift) => label(gift.status) },
  { header: 'Next payment', cell: (gift) => (gift.status === 'cancelled' ? '—' : formatDate(gift.nextPaymentDate, timeZone)) },
  { header: 'Failed payments', cell: (gift) => gift.failedPaymentCount },
]

/** Every recurring gift as Stripe last told us about it: schedule, status, next payment, failures. */
export function RecurringTab({ timeZone, status }: { timeZone: string; status?: string }) {
  const { data, error } = useStaffList<RecurringPage>(status ? `/api/recurring-gifts?status=${encodeURIComponent(status)}` : '/api/recurring-gifts')
  return (
    <section aria-labelledby="recurring-heading">
      <div className={styles.toolbar}>
        <h2 id="recurring-heading" style={{ margin: 0, fontSize: '1.1rem' }}>
          Recurring gifts{data ? ` (${data.count.toLocaleString('en-US')})` : ''}
        </h2>
        <ExportButton
          label="Export recurring gifts CSV"
          run={async () =>
            exportCsv('recurring-gifts', await fetchAllLedger<'recurringGifts', RecurringGift>('/api/recurring-gifts', 'recurringGifts'), (rows) =>
              recurringCsv(rows, timeZone),
            )
          }
        />
      </div>
      <StatusFilter status={status} tab="recurring" />
      <TabFrame
        data={data}
        error={error}
        failed="Failed to fetch recurring gifts"
        loading="Loading recurring gifts…"
        isEmpty={(data) => data.recurringGifts.length === 0}
        empty={status ? `No recurring gifts are ${label(status).toLowerCase()}.` : 'No recurring gifts yet.'}
      >
        {(data) => <StaffTable columns={columns(timeZone)} rows={data.recurringGifts} rowKey={(gift) => gift.id} rowTestId="recurring-row" />}
      </TabFrame>
    </section>
  )
}
