'use client'

import { type RecurringGift, type RecurringPage } from '@/features/staff/parts/api'
import { exportLedger, recurringCsv } from '@/features/staff/parts/exports'
import { ExportButton, StatusListHeading, useStatusList } from '@/features/staff/ledger/ledger-tabs'
import { formatDate, label } from '@/features/staff/parts/parts'
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
  const { data, error } = useStatusList<RecurringPage>('/api/recurring-gifts', status)
  return (
    <section aria-labelledby="recurring-heading">
      <StatusListHeading id="recurring-heading" title="Recurring gifts" count={data?.count} status={status} tab="recurring">
        <ExportButton label="Export recurring gifts CSV" run={() => exportLedger('recurring-gifts', 'recurringGifts', (rows) => recurringCsv(rows, timeZone))} />
      </StatusListHeading>
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
