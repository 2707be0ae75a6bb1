import type { Payload } from 'payload'

import { donationsCsv, type LedgerDonation } from '@/domain/donations/ledger-csv'
import { csvFileName } from '@/lib/csv'
import { foundationTimeZone } from '@/lib/zoned-time'

import { type AuditActor, recordAudit } from '../audit'

import { type donationQuerySchema, listDonations } from './lists'

type DonationQuery = Pick<ReturnType<typeof donationQuerySchema.parse>, 'status'>

const PAGE = 5000

/**
 * The donations CSV built on the server, for scripts (a treasurer's API key): the same columns as
 * the staff panel's button, every gift (of one status when asked), recorded in the audit log like
 * any export (list and row count, never the filter).
 */
export async function exportDonations(payload: Payload, user: AuditActor, query: DonationQuery) {
  const rows: LedgerDonation[] = []
  for (let page = 1; ; page++) {
    const { count, donations } = await listDonations(payload, { limit: PAGE, page, status: query.status })
    rows.push(...donations)
    if (donations.length < PAGE || rows.length >= count) break
  }
  const csv = donationsCsv(rows, await foundationTimeZone(payload))
  await recordAudit(payload, { action: 'export', user, collection: 'donations', count: rows.length, detail: 'donations' })
  return { csv, filename: csvFileName('donations'), rows: rows.length }
}
