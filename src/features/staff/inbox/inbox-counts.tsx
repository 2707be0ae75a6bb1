'use client'

import { useCallback } from 'react'
import { useSWRConfig } from 'swr'

import type { InboxCounts } from '@/server/inbox/counts'

import { useStaffList } from '@/features/staff/parts/api'
import styles from '@/features/staff/parts/dashboard.module.css'

export const COUNTS_KEY = '/api/inbox/counts'

/** GET /api/inbox/counts: what waits in the inboxes this role may open. */
export function useInboxCounts() {
  return useStaffList<InboxCounts>(COUNTS_KEY).data
}

/**
 * After an item changed (opened, moved), the inbox lists and counts are stale: every inbox call
 * but the item's own is dropped from the cache (the staff view never refetches stale data by
 * itself, see swrOptions) and fetched again now if shown, else when next shown.
 */
export function useRefreshInbox(except: string) {
  const { mutate } = useSWRConfig()
  return useCallback(() => {
    void mutate((key) => typeof key === 'string' && key.startsWith('/api/inbox/') && key !== except, undefined, { revalidate: true })
  }, [mutate, except])
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
