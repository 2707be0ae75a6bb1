'use client'


import { type DonorStats, type Retention, useStaffList } from './api'
import styles from './dashboard.module.css'
import { Loading, usd } from './parts'

const rate = (value: number | null) => (value === null ? '—' : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`)

/** The figures above the contacts list: counts and totals, then retention (refunds excluded). */
export function DonorStatsPanel() {
  const stats = useStaffList<DonorStats>('/api/donor-contacts/stats')
  const retention = useStaffList<Retention>('/api/donor-contacts/retention')
  return (
    <section aria-labelledby="donor-stats-heading">
      <h2 id="donor-stats-heading" className={styles.srOnly}>
        Donor statistics
      </h2>
      {stats.data ? (
        <dl className={styles.stats} data-testid="donor-stats">
          <div className={styles.stat}>
            <dt>Total contacts</dt>
            <dd>{stats.data.totalContacts.toLocaleString('en-US')}</dd>
          </div>
          <div className={styles.stat}>
            <dt>Active contacts</dt>
            <dd>{stats.data.activeContacts.toLocaleString('en-US')}</dd>
          </div>
          <div className={styles.stat}>
            <dt>Recurring donors</dt>
            <dd>{stats.data.monthlyDonors.toLocaleString('en-US')}</dd>
          </div>
          <div className={styles.stat}>
            <dt>Total donations</dt>
            <dd>{usd.format(stats.data.totalDonationAmount)}</dd>
          </div>
        </dl>
      ) : stats.error ? null : (
        <Loading label="Loading statistics…" />
      )}
      {retention.data && (
        <dl className={styles.stats} data-testid="donor-retention">
          <div className={styles.stat}>
            <dt>Retention {retention.data.year}</dt>
            <dd>{rate(retention.data.thisYear.rate)}</dd>
            <dd style={{ fontSize: '0.85rem', fontWeight: 400 }}>
              {retention.data.thisYear.retained} of {retention.data.thisYear.donorsYearBefore} donors of {retention.data.year - 1} gave again
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>Retention {retention.data.lastYear.year}</dt>
            <dd>{rate(retention.data.lastYear.rate)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>LYBUNT</dt>
            <dd>{retention.data.segments.lybunt.toLocaleString('en-US')}</dd>
          </div>
          <div className={styles.stat}>
            <dt>SYBUNT</dt>
            <dd>{retention.data.segments.sybunt.toLocaleString('en-US')}</dd>
          </div>
        </dl>
      )}
    </section>
  )
}
