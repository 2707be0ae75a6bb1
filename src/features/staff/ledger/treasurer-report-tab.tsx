'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import { staffJson, type TreasurerReport, useStaffList } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { exportCsv, reportCsv } from '@/features/staff/parts/exports'
import { BooksPanel } from '@/features/staff/ledger/books-panel'
import { ExportButton } from '@/features/staff/ledger/ledger-tabs'
import { Loading, usd } from '@/features/staff/parts/parts'
import { TabFrame } from '@/features/staff/parts/tab-frame'
import { PaymentMethodsPanel } from '@/features/staff/ledger/payment-methods-panel'
import { StatementsPanel } from '@/features/staff/ledger/statements-panel'

// recharts is large: it loads only when a staff member opens the report, never on public pages.
const ReportChart = dynamic(() => import('@/features/staff/ledger/treasurer-chart').then((module) => module.TreasurerChart), {
  ssr: false,
  loading: () => <Loading label="Loading chart…" />,
})

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' })
const monthName = (month: string) => MONTH.format(new Date(`${month}-15T00:00:00Z`))
const dollars = (value: string) => usd.format(Number(value))

/**
 * The treasurer's view of one year: gifts by month (gross, refunds and lost disputes, net, and
 * the net split one-time / recurring / sponsorship) with shop sales beside them, never mixed in;
 * and, for a year that is over, the sending of its donors' year-end statements.
 */
export function TreasurerReportTab() {
  const thisYear = new Date().getFullYear()
  const [year, setYear] = useState(thisYear)
  const { data, error } = useStaffList<TreasurerReport>(`/api/treasurer-report?year=${year}`)
  return (
    <section aria-labelledby="report-heading">
      <div className={styles.toolbar}>
        <h2 id="report-heading" style={{ margin: 0, fontSize: '1.1rem' }}>
          Treasurer&apos;s report
        </h2>
        <label className={styles.field}>
          <span>Year</span>
          <select value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {Array.from({ length: 6 }, (_, i) => thisYear - i).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <ExportButton
          label="Export report CSV"
          run={async () => {
            const report = await staffJson<TreasurerReport>(`/api/treasurer-report?year=${year}`)
            await exportCsv('treasurer-report', [report], ([only]) => reportCsv(only!), `treasurer-report-${year}`)
          }}
        />
      </div>
      <TabFrame data={data} error={error} failed="Failed to fetch the report" loading="Loading the report…">
        {(data) => (
          <>
            <p>
              Months in {data.timeZone} time. Net {dollars(data.totals.net)} in gifts, besides {dollars(data.totals.feesCovered)} in fees covered by
              donors; shop sales {dollars(data.totals.shopSales)} are purchases and not counted as gifts.
            </p>
            <dl className={styles.toolbar} data-testid="giving-choices">
              <div>
                <dt>Monthly asks offered / accepted</dt>
                <dd>
                  {data.giving.monthlyAsks.offered} / {data.giving.monthlyAsks.accepted} ({data.giving.monthlyAsks.rate})
                </dd>
              </div>
              <div>
                <dt>Fees covered by donors</dt>
                <dd>
                  {data.giving.feesCovered.count} gifts, {dollars(data.giving.feesCovered.sum)} ({data.giving.feesCovered.rate} of gifts)
                </dd>
              </div>
            </dl>
            <ReportChart months={data.months.map((m) => ({ name: monthName(m.month), ...m }))} />
            <div className={styles.tableWrap}>
              <table className={styles.table} data-testid="treasurer-report">
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    <th scope="col">Gross gifts</th>
                    <th scope="col">Refunds and lost disputes</th>
                    <th scope="col">Net gifts</th>
                    <th scope="col">One-time</th>
                    <th scope="col">Recurring</th>
                    <th scope="col">Sponsorships</th>
                    <th scope="col">Checks, cash and in kind</th>
                    <th scope="col">Shop sales</th>
                    <th scope="col">Fees covered by donors</th>
                  </tr>
                </thead>
                <tbody>
                  {[...data.months, { month: 'total', ...data.totals }].map((m) => (
                    <tr key={m.month} data-testid={m.month === 'total' ? 'report-total' : 'report-month'}>
                      <th scope="row">{m.month === 'total' ? `${data.year} total` : monthName(m.month)}</th>
                      <td>{dollars(m.gross)}</td>
                      <td>{dollars(m.refunds)}</td>
                      <td>{dollars(m.net)}</td>
                      <td>{dollars(m.oneTime)}</td>
                      <td>{dollars(m.recurring)}</td>
                      <td>{dollars(m.sponsorship)}</td>
                      <td>{dollars(m.offline)}</td>
                      <td>{dollars(m.shopSales)}</td>
                      <td>{dollars(m.feesCovered)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <PaymentMethodsPanel report={data} />
            <BooksPanel books={data.books} />
          </>
        )}
      </TabFrame>
      <StatementsPanel year={year} />
    </section>
  )
}
