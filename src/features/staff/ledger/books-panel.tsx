'use client'

import Link from 'next/link'

import type { TreasurerReport } from '@/features/staff/parts/api'
import { usd } from '@/features/staff/parts/parts'
import { type Column, StaffTable } from '@/features/staff/parts/staff-table'

type Books = TreasurerReport['books']

const money = (cents: number) => usd.format(cents / 100)

const unreconciledColumns: Column<Books['unreconciled'][number]>[] = [
  { header: 'Date', cell: (p) => p.date },
  { header: 'Payout', cell: (p) => <Link href={`/admin?tab=deposits&deposit=${p.id}`}>{p.stripePayoutId}</Link> },
  { header: 'Status', cell: (p) => (p.status === 'failed' ? 'Failed' : `${p.unmatchedLines} line(s) not matched`) },
  { header: 'Lines net', cell: (p) => money(p.netCents) },
  { header: 'Paid to bank', cell: (p) => money(p.amountCents) },
]

const monthColumns: Column<Books['months'][number]>[] = [
  { header: 'Month', cell: (m) => m.month },
  { header: 'Deposits', cell: (m) => m.deposits },
  { header: 'Gross', cell: (m) => money(m.grossCents) },
  { header: 'Stripe fees', cell: (m) => money(m.feeCents) },
  { header: 'Net', cell: (m) => money(m.netCents) },
  { header: "Bank's view", cell: (m) => money(m.bankCents) },
]

/** Issue 45: the year's deposits beside the bank's view, the payouts that did not reconcile first. */
export function BooksPanel({ books }: { books: Books }) {
  return (
    <section aria-labelledby="books-heading">
      <h3 id="books-heading">Deposits and the bank</h3>
      {books.unreconciled.length > 0 ? (
        <>
          <p role="status">{books.unreconciled.length} Stripe payout(s) do not reconcile:</p>
          <StaffTable columns={unreconciledColumns} rows={books.unreconciled} rowKey={(p) => p.id} rowTestId="unreconciled-payout" />
        </>
      ) : (
        <p>Every Stripe payout reconciles.</p>
      )}
      {books.months.length > 0 ? <StaffTable columns={monthColumns} rows={books.months} rowKey={(m) => m.month} rowTestId="books-month" /> : <p>No deposits this year.</p>}
      {books.coveredFees.gifts > 0 ? (
        <p>
          Donors covered the fee on {books.coveredFees.gifts} paid-out gift(s): {money(books.coveredFees.coveredCents)} covered against{' '}
          {money(books.coveredFees.stripeFeeCents)} Stripe charged; the covered fee met the real one on {books.coveredFees.met}.
        </p>
      ) : null}
    </section>
  )
}
