/**
 * The staff view's one way to call the contract API (spec §7): cookies always, a JSON content
 * type only with a body, and any non-ok answer thrown with its status and the server's message.
 */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
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
    try {
      const parsed = JSON.parse(text) as { message?: unknown }
      if (typeof parsed.message === 'string') message = parsed.message
    } catch {
      // not JSON: the text itself is the message
    }
    throw new StaffApiError(response.status, message)
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

/** Spec §9: no automatic refetch, no refetch on focus, data never stale, no retries. */
export const swrOptions = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  keepPreviousData: true,
} as const

export type DonorCategory = { id: number; name: string; description?: string }

export type DonorContact = {
  id: number
  firstName: string
  lastName: string
  email: string
  phone: string | null
  organizationName: string | null
  totalDonationAmount: number
  donationCount: number
  lastDonationDate: string | null
  isMonthlyDonor: boolean
  isActive: boolean
  source: string
  city: string | null
  state: string | null
  preferredContactMethod: string | null
  categories: { id: number; name: string }[]
}

export type DonorStats = {
  totalContacts: number
  activeContacts: number
  monthlyDonors: number
  totalDonationAmount: number
}

type RetentionFigure = { year: number; donorsYearBefore: number; retained: number; rate: number | null }

/** GET /api/donor-contacts/retention (src/server/staff/retention.ts). */
export type Retention = {
  year: number
  timeZone: string
  thisYear: RetentionFigure
  lastYear: RetentionFigure
  segments: { lybunt: number; sybunt: number }
}

export type ConsolidationResult = { uniqueContactsCreated: number; contactsUpdated: number; duplicatesMerged: number }

export type Donation = {
  id: number
  createdAt: string
  donorName: string
  email: string
  phone: string | null
  amount: string
  type: 'monthly' | 'one-time'
  isRecurring: boolean
  organizationName: string | null
  city: string | null
  state: string | null
  stripePaymentIntentId: string | null
  stripeSubscriptionId: string | null
  comments: string | null
  status: DonationStatus
  refundedAmount: string
  /** Asked of Stripe by staff, not yet confirmed by its webhook. */
  refundPending: string
  source: 'donation_form' | 'sponsorship'
  frequency: string
  address: string | null
  zipCode: string | null
}

export type DonationStatus = 'paid' | 'partially_refunded' | 'refunded' | 'disputed' | 'dispute_lost' | 'cancelled'

export type RecurringGift = {
  id: number
  subscriptionId: string
  donorName: string
  email: string
  amount: string
  frequency: string
  status: 'active' | 'past_due' | 'paused' | 'cancelled'
  nextPaymentDate: string | null
  failedPaymentCount: number
  cancelledAt: string | null
  createdAt: string
}

type ReportFigures = Record<'gross' | 'refunds' | 'net' | 'oneTime' | 'recurring' | 'sponsorship' | 'shopSales', string>

export type TreasurerReport = {
  year: number
  timeZone: string
  months: ({ month: string } & ReportFigures)[]
  totals: ReportFigures
}

export type Subscriber = { email: string; source: string; subscribedAt: string; isActive: boolean }
