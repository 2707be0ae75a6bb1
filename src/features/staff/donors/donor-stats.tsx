'use client'

import { type DonorStats, type Retention, useStaffList } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { Loading, Stat, usd } from '@/features/staff/parts/parts'

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
          <Stat term="Total contacts">{stats.data.totalContacts.toLocaleString('en-US')}</Stat>
          <Stat term="Active contacts">{stats.data.activeContacts.toLocaleString('en-US')}</Stat>
          <Stat term="Recurring donors">{stats.data.monthlyDonors.toLocaleString('en-US')}</Stat>
          <Stat term="Total donations">{usd.format(stats.data.totalDonationAmount)}</Stat>
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
          <Stat term={`Retention ${retention.data.lastYear.year}`}>{rate(retention.data.lastYear.rate)}</Stat>
          <Stat term="LYBUNT">{retention.data.segments.lybunt.toLocaleString('en-US')}</Stat>
          <Stat term="SYBUNT">{retention.data.segments.sybunt.toLocaleString('en-US')}</Stat>
        </dl>
      )}
    </section>
  )
}
