import { OFFLINE_METHOD_LABELS } from '@/domain/donations/offline'

import type { TreasurerReport } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { usd } from '@/features/staff/parts/parts'

const METHOD_WORDS: Record<string, string> = {
  card: 'Card (with Apple Pay and Google Pay)',
  us_bank_account: 'Bank (US account, ACH)',
  link: 'Link',
  // Gifts entered by hand (issue 47): a check is counted under Check, not "Not recorded".
  ...OFFLINE_METHOD_LABELS,
  unknown: 'Not recorded',
}

const dollars = (value: string) => usd.format(Number(value))

/**
 * The report's payment lines (issue 29): the year's gifts by how they were paid, and the bank
 * payments processing now — money on its way that may still fail, so in none of the gift figures.
 */
export function PaymentMethodsPanel({ report }: { report: Pick<TreasurerReport, 'year' | 'byPaymentMethod' | 'processingNow'> }) {
  const { processingNow } = report
  return (
    <>
      <h3 style={{ fontSize: '1rem', margin: '1.5rem 0 0.5rem' }}>Gifts by payment method</h3>
      {report.byPaymentMethod.length === 0 ? (
        <p className={styles.empty}>No gifts in {report.year}.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="report-payment-methods">
            <thead>
              <tr>
                <th scope="col">Payment method</th>
                <th scope="col">Gifts</th>
                <th scope="col">Net gifts</th>
              </tr>
            </thead>
            <tbody>
              {report.byPaymentMethod.map((line) => (
                <tr key={line.method}>
                  <th scope="row">{METHOD_WORDS[line.method] ?? line.method}</th>
                  <td>{line.gifts}</td>
                  <td>{dollars(line.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p data-testid="report-processing-now">
        Bank payments processing now: {processingNow.gifts} {processingNow.gifts === 1 ? 'gift' : 'gifts'}, {dollars(processingNow.amount)}{' '}
        — counted once the bank confirms them.
      </p>
    </>
  )
}
