'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useState } from 'react'

import { staffJson, useStaffList } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { loadError } from '@/features/staff/ledger/ledger-tabs'
import { BackLink, label, Notice, TabHeading, usd } from '@/features/staff/parts/parts'
import { type Column, StaffTable } from '@/features/staff/parts/staff-table'
import { TabFrame } from '@/features/staff/parts/tab-frame'
import { useStaffAction } from '@/features/staff/parts/use-staff-action'

import type { DepositDetail, DepositList, DepositListItem, DepositLine } from '@/features/staff/ledger/deposit-types'

/**
 * Issue 45: the bank statement's side of the books. Each Stripe payout and each deposit of
 * checks, by date, with gross, fees, refunds, disputes, net and whether it reconciled; each
 * opens to its lines, each line to its gift or order. The month's journal for QuickBooks Online
 * or Xero downloads from here, and the treasurer closes the month here once it is reconciled.
 */

const money = (cents: number) => usd.format(cents / 100)

function monthRange(month: string) {
  const [year, number] = month.split('-').map(Number)
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate()
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` }
}

function currentMonth(timeZone: string) {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7)
}

const STATUS_WORDS: Record<DepositListItem['status'], string> = { reconciled: 'Reconciled', unmatched: 'Does not match', failed: 'Failed' }

const depositColumns: Column<DepositListItem>[] = [
  { header: 'Date', cell: (d) => d.date },
  { header: 'Deposit', cell: (d) => (d.kind === 'stripe' ? `Stripe payout ${d.stripePayoutId}` : `Checks and cash (${d.batchIds?.length ?? 0} batch${d.batchIds?.length === 1 ? '' : 'es'})`) },
  { header: 'Status', cell: (d) => `${STATUS_WORDS[d.status]}${d.unmatchedLines > 0 ? ` · ${d.unmatchedLines} unmatched` : ''}` },
  { header: 'Gross', cell: (d) => money(d.grossCents) },
  { header: 'Fees', cell: (d) => money(d.feeCents) },
  { header: 'Refunds', cell: (d) => money(d.refundCents) },
  { header: 'Disputes', cell: (d) => money(d.disputeCents) },
  { header: 'Net', cell: (d) => money(d.netCents) },
  { header: 'Paid to bank', cell: (d) => money(d.amountCents) },
  {
    header: 'Lines',
    cell: (d) => (
      <Link href={`/admin?tab=deposits&deposit=${d.id}`} aria-label={`${d.lines} lines of the deposit of ${d.date}`}>
        {d.lines} lines
      </Link>
    ),
  },
]

function recordLink(line: DepositLine) {
  if (line.donationId) return <Link href={`/admin/collections/donations/${line.donationId}`}>Gift #{line.donationId}</Link>
  if (line.orderId) return <Link href={`/admin/collections/orders/${line.orderId}`}>Order #{line.orderId}</Link>
  return line.matched ? '—' : <strong>Not matched</strong>
}

const lineColumns: Column<DepositLine>[] = [
  { header: 'Type', cell: (line) => label(line.type) },
  { header: 'What', cell: (line) => line.description },
  { header: 'Gross', cell: (line) => money(line.grossCents) },
  { header: 'Fee', cell: (line) => money(line.feeCents) },
  { header: 'Net', cell: (line) => money(line.netCents) },
  { header: 'Record', cell: recordLink },
]

function DepositLines({ id }: { id: string }) {
  const { data, error } = useStaffList<DepositDetail>(`/api/deposits/${encodeURIComponent(id)}`)
  return (
    <section aria-labelledby="deposit-heading">
      <BackLink href="/admin?tab=deposits">Back to deposits</BackLink>
      <TabFrame data={data} error={error} withReason failed="Failed to fetch the deposit" loading="Loading the deposit…">
        {(deposit) => (
          <>
            <h2 id="deposit-heading" style={{ fontSize: '1.1rem' }}>
              {deposit.kind === 'stripe' ? `Stripe payout ${deposit.stripePayoutId}` : 'Deposit of checks and cash'} — {deposit.date}
            </h2>
            <p role="status">
              {STATUS_WORDS[deposit.status]}: {money(deposit.netCents)} net from its lines, {money(deposit.amountCents)} paid to the bank
              {deposit.unmatchedLines > 0 ? `; ${deposit.unmatchedLines} line(s) not matched` : ''}.
            </p>
            <StaffTable columns={lineColumns} rows={deposit.lines} rowKey={(line) => line.id} rowTestId="deposit-line" />
          </>
        )}
      </TabFrame>
    </section>
  )
}

function CloseMonth({ month }: { month: string }) {
  const closing = useStaffAction('The month could not be closed')
  return (
    <>
      <button
        type="button"
        className={styles.buttonSecondary}
        disabled={closing.busy}
        onClick={() =>
          closing.run(async (succeed) => {
            await staffJson('/api/accounting/periods', { body: { month } })
            succeed(`${month} is closed: its journal will not change.`)
          })
        }
      >
        Close {month}
      </button>
      <Notice notice={closing.notice} onDismiss={closing.dismiss} />
    </>
  )
}

export function DepositsTab({ timeZone }: { timeZone: string }) {
  const params = useSearchParams()
  const opened = params.get('deposit')
  const [month, setMonth] = useState(() => currentMonth(timeZone))
  const range = monthRange(month)
  const { data, error } = useStaffList<DepositList>(opened ? null : `/api/deposits?from=${range.from}&to=${range.to}`)
  if (opened) return <DepositLines id={opened} />
  // Payouts that need the treasurer come first; then by date, as the API lists them.
  const rows = data ? [...data.deposits].sort((a, b) => Number(a.status === 'reconciled') - Number(b.status === 'reconciled')) : []
  return (
    <section aria-labelledby="deposits-heading">
      <TabHeading id="deposits-heading" title="Deposits" count={data?.deposits.length}>
        <label className={styles.field}>
          <span>Month</span>
          <input type="month" value={month} onChange={(event) => event.target.value && setMonth(event.target.value)} />
        </label>
        <a className={styles.buttonSecondary} href={`/api/accounting/journal?from=${range.from}&to=${range.to}&format=qbo`} download>
          QuickBooks journal
        </a>
        <a className={styles.buttonSecondary} href={`/api/accounting/journal?from=${range.from}&to=${range.to}&format=xero`} download>
          Xero journal
        </a>
        <CloseMonth month={month} />
      </TabHeading>
      <TabFrame
        data={data ? { deposits: rows } : undefined}
        error={error}
        errorText={(error) => loadError(error, 'Failed to fetch deposits')}
        loading="Loading deposits…"
        isEmpty={(list) => list.deposits.length === 0}
        empty="No deposits this month."
      >
        {(list) => <StaffTable columns={depositColumns} rows={list.deposits} rowKey={(d) => d.id} rowTestId="deposit-row" rowData={(d) => ({ 'data-status': d.status })} />}
      </TabFrame>
    </section>
  )
}
