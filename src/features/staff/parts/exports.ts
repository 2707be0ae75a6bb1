import { csvDateTime } from '@/domain/donations/ledger-csv'
import { type CsvColumn, type CsvValue, csvFileName, toCsv } from '@/lib/csv'
import type { QueueOrder } from '@/server/shop/fulfilment'
import type { ExportList } from '@/server/exports'

import type { Donation, DonorContact, RecurringGift, Subscriber, TreasurerReport } from '@/features/staff/parts/api'
import { staffJson, staffRequest } from '@/features/staff/parts/api'

/** The fields of T a CSV cell can hold as they are. */
type PlainField<T> = { [K in keyof T]: T[K] extends CsvValue ? K : never }[keyof T] & string

/** Columns that are a field as the API gives it, headed by the field's own name. */
function plainColumns<T>(...fields: PlainField<T>[]): CsvColumn<T>[] {
  return fields.map((field) => ({ header: field, value: (row) => row[field] as CsvValue }))
}

export const contactColumns: CsvColumn<DonorContact>[] = [
  ...plainColumns<DonorContact>('id', 'firstName', 'lastName', 'email', 'phone', 'organizationName'),
  { header: 'totalDonationAmount', value: (c) => c.totalDonationAmount.toFixed(2) },
  ...plainColumns<DonorContact>('donationCount', 'lastDonationDate', 'isMonthlyDonor', 'isActive', 'source', 'city', 'state', 'preferredContactMethod'),
  { header: 'categories', value: (c) => c.categories.map((k) => k.name).join('; ') },
]

export function recurringColumns(timeZone: string): CsvColumn<RecurringGift>[] {
  return [
    ...plainColumns<RecurringGift>('id', 'subscriptionId', 'donorName', 'email', 'amount', 'frequency', 'status'),
    { header: 'nextPaymentDate', value: (g) => csvDateTime(g.nextPaymentDate, timeZone) },
    ...plainColumns<RecurringGift>('failedPaymentCount'),
    { header: 'createdAt', value: (g) => csvDateTime(g.createdAt, timeZone) },
  ]
}

/** One line per month and a closing total line; amounts as the API gives them ("1234.50"). */
export function reportCsv(report: TreasurerReport) {
  type Line = TreasurerReport['months'][number]
  const columns = plainColumns<Line>('month', 'gross', 'refunds', 'net', 'oneTime', 'recurring', 'sponsorship', 'offline', 'shopSales', 'feesCovered')
  return toCsv(columns, [...report.months, { month: `${report.year} total`, ...report.totals }])
}

export const subscriberColumns = plainColumns<Subscriber>('email', 'source', 'subscribedAt', 'isActive')

export const addressText = (order: QueueOrder) => {
  const a = order.shippingAddress
  return a ? [a.name, a.line1, a.line2, `${a.city}, ${a.state} ${a.postalCode}`, a.phone].filter(Boolean).join(', ') : ''
}

export const orderColumns: CsvColumn<QueueOrder>[] = [
  ...plainColumns<QueueOrder>('orderNumber'),
  { header: 'reference', value: (o) => o.id },
  ...plainColumns<QueueOrder>('paidAt', 'status', 'customerName', 'email', 'total'),
  { header: 'ships', value: (o) => o.lines.filter((l) => l.fulfilment === 'ship').map((l) => `${l.quantity} × ${l.productName}`).join('; ') },
  { header: 'pickup', value: (o) => o.lines.filter((l) => l.fulfilment === 'pickup').map((l) => `${l.quantity} × ${l.productName}`).join('; ') },
  { header: 'shippingAddress', value: addressText },
  ...plainColumns<QueueOrder>('carrier', 'trackingNumber'),
]

function downloadCsv(base: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = csvFileName(base)
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Give the browser a moment to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * Every export is audited: the server records who exported which list and how many rows
 * (POST /api/exports, role-checked) before the file is offered. If that call is refused or
 * fails, the error reaches the tab's notice and nothing is downloaded.
 */
export async function exportCsv<T>(
  list: ExportList,
  rows: T[],
  toCsvFile: (rows: T[]) => string,
  fileBase: string = list,
) {
  const csv = toCsvFile(rows)
  await staffRequest('/api/exports', { body: { list, rows: rows.length } })
  downloadCsv(fileBase, csv)
}

/** Every contact matching the filter, read page by page (the list itself shows one page). */
export async function fetchAllContacts(filterQuery: string) {
  const all: DonorContact[] = []
  for (let page = 1; ; page++) {
    const response = await staffRequest(`/api/donor-contacts?${filterQuery}${filterQuery ? '&' : ''}limit=1000&page=${page}`)
    all.push(...((await response.json()) as DonorContact[]))
    if (page >= Number(response.headers.get('X-Total-Pages') ?? 1)) return all
  }
}

/** The ledger's lists, by the key their rows come under in the API's answer. */
type LedgerRows = { donations: Donation; subscribers: Subscriber; recurringGifts: RecurringGift }

async function fetchAllLedger<K extends keyof LedgerRows>(path: string, key: K) {
  const all: LedgerRows[K][] = []
  for (let page = 1; ; page++) {
    const answer = await staffJson<{ count: number } & Record<K, LedgerRows[K][]>>(`${path}?limit=5000&page=${page}`)
    all.push(...answer[key])
    if (answer[key].length === 0 || all.length >= answer.count) return all
  }
}

/** A whole ledger list (every page) as an audited CSV export; each list's API path is its export name. */
export async function exportLedger<K extends keyof LedgerRows>(
  list: 'donations' | 'newsletter-subscribers' | 'recurring-gifts',
  key: K,
  toCsvFile: (rows: LedgerRows[K][]) => string,
) {
  await exportCsv(list, await fetchAllLedger(`/api/${list}`, key), toCsvFile)
}

export function contactsCsv(contacts: DonorContact[]) {
  return toCsv(contactColumns, contacts)
}
export function recurringCsv(gifts: RecurringGift[], timeZone: string) {
  return toCsv(recurringColumns(timeZone), gifts)
}
export function subscribersCsv(subscribers: Subscriber[]) {
  return toCsv(subscriberColumns, subscribers)
}
export function ordersCsv(orders: QueueOrder[]) {
  return toCsv(orderColumns, orders)
}
