import { csvDateTime } from '@/domain/donations/ledger-csv'
import { type CsvColumn, csvFileName, toCsv } from '@/lib/csv'
import type { QueueOrder } from '@/server/shop/fulfilment'
import type { ExportList } from '@/server/exports'

import type { Donation, DonorContact, RecurringGift, Subscriber, TreasurerReport } from './api'
import { staffJson, staffRequest } from './api'

export const contactColumns: CsvColumn<DonorContact>[] = [
  { header: 'id', value: (c) => c.id },
  { header: 'firstName', value: (c) => c.firstName },
  { header: 'lastName', value: (c) => c.lastName },
  { header: 'email', value: (c) => c.email },
  { header: 'phone', value: (c) => c.phone },
  { header: 'organizationName', value: (c) => c.organizationName },
  { header: 'totalDonationAmount', value: (c) => c.totalDonationAmount.toFixed(2) },
  { header: 'donationCount', value: (c) => c.donationCount },
  { header: 'lastDonationDate', value: (c) => c.lastDonationDate },
  { header: 'isMonthlyDonor', value: (c) => c.isMonthlyDonor },
  { header: 'isActive', value: (c) => c.isActive },
  { header: 'source', value: (c) => c.source },
  { header: 'city', value: (c) => c.city },
  { header: 'state', value: (c) => c.state },
  { header: 'preferredContactMethod', value: (c) => c.preferredContactMethod },
  { header: 'categories', value: (c) => c.categories.map((k) => k.name).join('; ') },
]

export function recurringColumns(timeZone: string): CsvColumn<RecurringGift>[] {
  return [
    { header: 'id', value: (g) => g.id },
    { header: 'subscriptionId', value: (g) => g.subscriptionId },
    { header: 'donorName', value: (g) => g.donorName },
    { header: 'email', value: (g) => g.email },
    { header: 'amount', value: (g) => g.amount },
    { header: 'frequency', value: (g) => g.frequency },
    { header: 'status', value: (g) => g.status },
    { header: 'nextPaymentDate', value: (g) => csvDateTime(g.nextPaymentDate, timeZone) },
    { header: 'failedPaymentCount', value: (g) => g.failedPaymentCount },
    { header: 'createdAt', value: (g) => csvDateTime(g.createdAt, timeZone) },
  ]
}

/** One line per month and a closing total line; amounts as the API gives them ("1234.50"). */
export function reportCsv(report: TreasurerReport) {
  type Line = TreasurerReport['months'][number]
  const columns: CsvColumn<Line>[] = [
    { header: 'month', value: (m) => m.month },
    { header: 'gross', value: (m) => m.gross },
    { header: 'refunds', value: (m) => m.refunds },
    { header: 'net', value: (m) => m.net },
    { header: 'oneTime', value: (m) => m.oneTime },
    { header: 'recurring', value: (m) => m.recurring },
    { header: 'sponsorship', value: (m) => m.sponsorship },
    { header: 'offline', value: (m) => m.offline },
    { header: 'shopSales', value: (m) => m.shopSales },
    { header: 'feesCovered', value: (m) => m.feesCovered },
  ]
  return toCsv(columns, [...report.months, { month: `${report.year} total`, ...report.totals }])
}

export const subscriberColumns: CsvColumn<Subscriber>[] = [
  { header: 'email', value: (s) => s.email },
  { header: 'source', value: (s) => s.source },
  { header: 'subscribedAt', value: (s) => s.subscribedAt },
  { header: 'isActive', value: (s) => s.isActive },
]

export const addressText = (order: QueueOrder) => {
  const a = order.shippingAddress
  return a ? [a.name, a.line1, a.line2, `${a.city}, ${a.state} ${a.postalCode}`, a.phone].filter(Boolean).join(', ') : ''
}

export const orderColumns: CsvColumn<QueueOrder>[] = [
  { header: 'orderNumber', value: (o) => o.orderNumber },
  { header: 'reference', value: (o) => o.id },
  { header: 'paidAt', value: (o) => o.paidAt },
  { header: 'status', value: (o) => o.status },
  { header: 'customerName', value: (o) => o.customerName },
  { header: 'email', value: (o) => o.email },
  { header: 'total', value: (o) => o.total },
  { header: 'ships', value: (o) => o.lines.filter((l) => l.fulfilment === 'ship').map((l) => `${l.quantity} × ${l.productName}`).join('; ') },
  { header: 'pickup', value: (o) => o.lines.filter((l) => l.fulfilment === 'pickup').map((l) => `${l.quantity} × ${l.productName}`).join('; ') },
  { header: 'shippingAddress', value: addressText },
  { header: 'carrier', value: (o) => o.carrier },
  { header: 'trackingNumber', value: (o) => o.trackingNumber },
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
