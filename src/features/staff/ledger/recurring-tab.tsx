'use client'

import { type RecurringGift, type RecurringPage, useStaffList } from '@/features/staff/parts/api'
import { exportLedger, recurringCsv } from '@/features/staff/parts/exports'
import { ExportButton } from '@/features/staff/ledger/ledger-tabs'
import { formatDate, label, StatusFilter, TabHeading } from '@/features/staff/parts/parts'
import { TabFrame } from '@/features/staff/parts/tab-frame'
import { type Column, StaffTable } from '@/features/staff/parts/staff-table'

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
      <TabHeading id="recurring-heading" title="Recurring gifts" count={data?.count}>
        <ExportButton label="Export recurring gifts CSV" run={() => exportLedger('recurring-gifts', 'recurringGifts', (rows) => recurringCsv(rows, timeZone))} />
      </TabHeading>
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
