'use client'

import Link from 'next/link'

import { type TodayItem, useStaffList } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'
import { TabFrame } from '@/features/staff/parts/tab-frame'


/**
 * What needs someone today, for the signed-in role only: each count links to the list that
 * shows those items. The server decides which counts a role sees.
 */
export function TodayPanel() {
  const { data, error } = useStaffList<{ items: TodayItem[] }>('/api/staff/today')
  return (
    <section aria-labelledby="today-heading">
      <h2 id="today-heading" style={{ fontSize: '1.1rem' }}>
        Today
      </h2>
      <TabFrame
        data={data}
        error={error}
        failed="Failed to load what needs attention" withReason
        loading="Loading what needs attention…"
        isEmpty={(data) => data.items.length === 0}
        empty="Nothing waits for your role here; your work is in the navigation."
      >
        {(data) => (
          <ul className={styles.stats} style={{ listStyle: 'none', padding: 0 }}>
            {data.items.map((item) => (
              <li key={item.key} className={styles.stat} data-testid="today-item">
                <Link href={item.href}>
                  <strong style={{ display: 'block', fontSize: '1.5rem' }}>{item.count.toLocaleString('en-US')}</strong>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </TabFrame>
      {data && data.items.every((item) => item.count === 0) && data.items.length > 0 ? (
        <p style={{ fontSize: '0.9rem' }}>Nothing is waiting. Well done.</p>
      ) : null}
    </section>
  )
}
