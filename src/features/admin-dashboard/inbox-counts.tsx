'use client'

import useSWR from 'swr'

import type { InboxCounts } from '@/server/inbox/counts'

import { staffJson, swrOptions } from './api'
import styles from './dashboard.module.css'

export const COUNTS_KEY = '/api/inbox/counts'

/** GET /api/inbox/counts: what waits in the inboxes this role may open. */
export function useInboxCounts() {
  return useSWR<InboxCounts>(COUNTS_KEY, staffJson, swrOptions).data
}

/** "3 new" beside an inbox's tab, nothing when none is new. */
export function NewBadge({ count, testId }: { count: number | undefined; testId: string }) {
  if (!count) return null
  return (
    <span className={styles.badge} style={{ margin: '0 0 0 0.4rem' }} data-testid={testId}>
      {count} new
    </span>
  )
}
