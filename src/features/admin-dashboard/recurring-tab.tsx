'use client'

import useSWR from 'swr'

import { type RecurringGift, staffJson, swrOptions } from './api'
import styles from './dashboard.module.css'
import { exportCsv, fetchAllLedger, recurringCsv } from './exports'
import { ExportButton, loadError } from './ledger-tabs'
import { formatDate, label, Loading } from './parts'

/** Every recurring gift as Stripe last told us about it: schedule, status, next payment, failures. */
export function RecurringTab({ timeZone }: { timeZone: string }) {
  const { data, error } = useSWR<{ count: number; recurringGifts: RecurringGift[] }>('/api/recurring-gifts', staffJson, swrOptions)
  return (
    <section aria-labelledby="recurring-heading">
      <div className={styles.toolbar}>
        <h2 id="recurring-heading" style={{ margin: 0, fontSize: '1.1rem' }}>
          Recurring gifts{data ? ` (${data.count.toLocaleString('en-US')})` : ''}
        </h2>
        <ExportButton
          label="Export recurring gifts CSV"
          run={async () =>
            exportCsv(
              'recurring-gifts',
              await fetchAllLedger<'recurringGifts', RecurringGift>('/api/recurring-gifts', 'recurringGifts'),
              (rows) => recurringCsv(rows, timeZone),
            )
          }
        />
      </div>
      {error ? (
        <p className={styles.noticeError} role="alert">
          {loadError(error, 'Failed to fetch recurring gifts')}
        </p>
      ) : !data ? (
        <Loading label="Loading recurring gifts…" />
      ) : data.recurringGifts.length === 0 ? (
        <p className={styles.empty}>No recurring gifts yet.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Started</th>
                <th scope="col">Donor</th>
                <th scope="col">Email</th>
                <th scope="col">Amount</th>
                <th scope="col">Frequency</th>
                <th scope="col">Status</th>
                <th scope="col">Next payment</th>
                <th scope="col">Failed payments</th>
              </tr>
            </thead>
            <tbody>
              {data.recurringGifts.map((gift) => (
                <tr key={gift.id} data-testid="recurring-row">
                  <td>{formatDate(gift.createdAt, timeZone)}</td>
                  <td>{gift.donorName}</td>
                  <td>{gift.email}</td>
                  <td>${gift.amount}</td>
                  <td>{label(gift.frequency)}</td>
                  <td>{label(gift.status)}</td>
                  <td>{gift.status === 'cancelled' ? '—' : formatDate(gift.nextPaymentDate, timeZone)}</td>
                  <td>{gift.failedPaymentCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
