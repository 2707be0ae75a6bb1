import useSWR from 'swr'

import type { categoryJSON } from '@/server/donors/categories'
import type { ConsolidationResult } from '@/server/donors/consolidate'
import type { DonorContactJSON, donorContactStats } from '@/server/donors/contacts'
import type { duplicateSuggestions, mergeHistory } from '@/server/donors/duplicates'
import type { donorRecord } from '@/server/donors/record'
import type { retention } from '@/server/donors/retention'
import type { listMessages } from '@/server/inbox/messages'
import type { listIntakeRequests, upcomingAppointments } from '@/server/intake/cases'
import type { listDonations, listSubscribers } from '@/server/ledger/lists'
import type { listRecurringGifts } from '@/server/ledger/recurring-gifts'
import type { batchDetail, GiftBatch } from '@/server/ledger/batches'
import type { MatchingGift } from '@/server/ledger/matching'
import type { treasurerReport } from '@/server/ledger/treasurer-report'
import type { fulfilmentQueue } from '@/server/shop/fulfilment'
import type { todayCounts } from '@/server/today'

/**
 * The staff view's one way to call the contract API (spec §7): cookies always, a JSON content
 * type only with a body, and any non-ok answer thrown with its status and the server's message.
 */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's `{field: message}` for a form, when it sent them. */
    readonly errors?: Record<string, string>,
  ) {
    super(message)
    this.name = 'StaffApiError'
  }
}

/** Thrown when the network (not the server) failed, so the view can say 'Error connecting to server'. */
export class NetworkError extends Error {
  name = 'NetworkError'
}

export async function staffRequest(path: string, init: { method?: string; body?: unknown } = {}) {
  let response: Response
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      credentials: 'include',
      headers: init.body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
  } catch {
    throw new NetworkError('Error connecting to server')
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '')
    let message = text || response.statusText
    let errors: Record<string, string> | undefined
    try {
      const parsed = JSON.parse(text) as { message?: unknown; errors?: unknown }
      if (typeof parsed.message === 'string') message = parsed.message
      if (parsed.errors && typeof parsed.errors === 'object') errors = parsed.errors as Record<string, string>
    } catch {
      // not JSON: the text itself is the message
    }
    throw new StaffApiError(response.status, message, errors)
  }
  return response
}

export async function staffJson<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> {
  return (await staffRequest(path, init)).json() as Promise<T>
}

/** The message a failed call shows: '<prefix>: <server message>', or the fallback on a network failure. */
export function failureMessage(error: unknown, prefix: string, fallback: string) {
  return error instanceof StaffApiError ? `${prefix}: ${error.message}` : fallback
}

/** Why a record (a donor, a case, a message) did not load: `gone` when it no longer exists, else as above. */
export function recordFailure(error: unknown, gone: string, failed: string) {
  return error instanceof StaffApiError && error.status === 404 ? gone : failureMessage(error, failed, 'Error connecting to server')
}

/** A staff list or record, fetched once when shown (spec §9: no refetch, no retries). */
export function useStaffList<T>(path: string | null) {
  return useSWR<T>(path, staffJson, swrOptions)
}

/** Spec §9: no automatic refetch, no refetch on focus, data never stale, no retries. */
export const swrOptions = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  keepPreviousData: true,
} as const

/*
 * The staff calls' answers, as the server writes them (`import type`: nothing of the server's
 * code reaches the browser).
 */
type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>

export type DonorCategory = ReturnType<typeof categoryJSON>
export type DonorContact = DonorContactJSON
export type DonorStats = Answer<typeof donorContactStats>
/** GET /api/donor-contacts/retention. */
export type Retention = Answer<typeof retention>
export type { ConsolidationResult }
export type Donation = Answer<typeof listDonations>['donations'][number]
export type DonationStatus = Donation['status']
export type RecurringGift = Answer<typeof listRecurringGifts>['recurringGifts'][number]
export type TreasurerReport = Answer<typeof treasurerReport>
export type Subscriber = Answer<typeof listSubscribers>['subscribers'][number]
export type DonationPage = Answer<typeof listDonations>
export type RecurringPage = Answer<typeof listRecurringGifts>
export type SubscriberPage = Answer<typeof listSubscribers>
export type DonorRecordData = Answer<typeof donorRecord>
export type TimelineEntry = DonorRecordData['timeline'][number]
export type DuplicatePairs = Answer<typeof duplicateSuggestions>
export type DuplicatePair = DuplicatePairs['pairs'][number]
export type DuplicateSide = DuplicatePair['a']
export type Merge = Answer<typeof mergeHistory>[number]
export type IntakeList = Answer<typeof listIntakeRequests>
export type Appointments = Answer<typeof upcomingAppointments>
export type MessageList = Answer<typeof listMessages>
/** GET /api/orders: the queue, as the route wraps it. */
export type OrderQueue = { count: number; orders: Answer<typeof fulfilmentQueue> }
export type TodayItem = Answer<typeof todayCounts>[number]
export type { GiftBatch, MatchingGift }
export type GiftBatchDetail = Answer<typeof batchDetail>
