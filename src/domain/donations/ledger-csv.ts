import { type CsvColumn, toCsv } from '@/lib/csv'
import { zonedParts } from '@/lib/zoned-time'

/** A gift as the staff ledger (GET /api/donations) lists it. */
export type LedgerDonation = {
  id: number
  createdAt: string
  donorName: string
  email: string
  phone: string | null
  amount: string
  type: string
  isRecurring: boolean
  organizationName: string | null
  city: string | null
  state: string | null
  stripePaymentIntentId: string | null
  stripeSubscriptionId: string | null
  comments: string | null
  frequency: string
  status: string
  refundedAmount: string
  source: string
  address: string | null
  zipCode: string | null
  /** Offline gifts (issue 30): how given and the check's number; the employer that matches gifts. */
  method?: string | null
  checkNumber?: string | null
  matching?: { employer: string; status: string } | null
}

/** "2026-12-14 09:30" in the foundation's time zone, for CSV cells a spreadsheet sorts correctly. */
export function csvDateTime(value: string | null, timeZone: string) {
  if (!value) return ''
  const { date, time } = zonedParts(value, timeZone)
  return `${date} ${time}`
}

/**
 * The donations CSV, one definition for the staff panel's button and for scripts
 * (GET /api/donations?format=csv): the spec's columns first (dates in the foundation's time
 * zone), then the gift's later life and the donor's address.
 */
export function donationColumns(timeZone: string): CsvColumn<LedgerDonation>[] {
  return [
    { header: 'id', value: (d) => d.id },
    { header: 'createdAt', value: (d) => csvDateTime(d.createdAt, timeZone) },
    { header: 'donorName', value: (d) => d.donorName },
    { header: 'email', value: (d) => d.email },
    { header: 'phone', value: (d) => d.phone },
    { header: 'amount', value: (d) => d.amount },
    { header: 'type', value: (d) => d.type },
    { header: 'isRecurring', value: (d) => d.isRecurring },
    { header: 'organizationName', value: (d) => d.organizationName },
    { header: 'city', value: (d) => d.city },
    { header: 'state', value: (d) => d.state },
    { header: 'stripePaymentIntentId', value: (d) => d.stripePaymentIntentId },
    { header: 'stripeSubscriptionId', value: (d) => d.stripeSubscriptionId },
    { header: 'comments', value: (d) => d.comments },
    { header: 'frequency', value: (d) => d.frequency },
    { header: 'status', value: (d) => d.status },
    { header: 'refundedAmount', value: (d) => d.refundedAmount },
    { header: 'source', value: (d) => d.source },
    { header: 'address', value: (d) => d.address },
    { header: 'zipCode', value: (d) => d.zipCode },
    { header: 'method', value: (d) => d.method },
    { header: 'checkNumber', value: (d) => d.checkNumber },
    { header: 'matchingEmployer', value: (d) => d.matching?.employer },
    { header: 'matchingStatus', value: (d) => d.matching?.status },
  ]
}

export function donationsCsv(donations: LedgerDonation[], timeZone: string) {
  return toCsv(donationColumns(timeZone), donations)
}
