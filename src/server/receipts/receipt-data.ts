import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { ReceiptData } from '@/domain/donations/receipt'
import { dedication } from '@/domain/donations/tribute'
import { runSql } from '@/lib/db'
import { foundationTimeZone } from '@/lib/zoned-time'

import { receiptPdf } from '../documents/receipt-pdf'

type ReceiptRow = {
  id: number
  number: string
  status: 'issued' | 'void'
  replaces: string | null
  donor_name: string
  email: string | null
  gift_date: Date
  amount_cents: string
  benefit_description: string | null
  benefit_value_cents: string
  method: string | null
  description: string | null
  donation_status: string | null
  tribute_type: 'honor' | 'memory' | null
  tribute_honoree_name: string | null
  matching_gift: boolean | null
  matching_employer: string | null
  donor_estimate_cents: string | null
}

type Brand = { foundationName: string; contactEmail: string }

/**
 * A receipt as every form of it shows it, with the foundation's name and contact for its e-mail.
 * Its gift tells whether it was in kind (described, no value) and whether a void came from a
 * refund or from voiding a gift entered in error.
 */
export async function receiptData(payload: Payload, receiptId: number): Promise<(ReceiptData & { email: string; brand: Brand }) | null> {
  const [row] = await runSql<ReceiptRow>(
    payload,
    undefined,
    sql`SELECT r."id", r."number", r."status", p."number" AS "replaces", r."donor_name", r."email", r."gift_date", r."amount_cents",
               r."benefit_description", r."benefit_value_cents", d."method", d."description", d."status" AS "donation_status",
               d."tribute_type", d."tribute_honoree_name", d."matching_gift", d."matching_employer",
               (SELECT o."donor_estimate_cents" FROM "drop_offs" o WHERE o."donation_id" = d."id" LIMIT 1) AS "donor_estimate_cents"
        FROM "receipts" r LEFT JOIN "receipts" p ON p."id" = r."replaces_id" LEFT JOIN "donations" d ON d."id" = r."donation_id"
        WHERE r."id" = ${receiptId}`,
  )
  if (!row) return null
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const timeZone = await foundationTimeZone(payload)
  return {
    number: row.number,
    status: row.status,
    replaces: row.replaces,
    legalName: settings.legalName || settings.foundationName,
    ein: settings.ein ?? '',
    donorName: row.donor_name,
    email: row.email ?? '',
    giftDate: new Date(row.gift_date).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone }),
    amountCents: Number(row.amount_cents),
    benefitDescription: row.benefit_description,
    benefitValueCents: Number(row.benefit_value_cents),
    inKindDescription: row.method === 'in_kind' ? (row.description ?? 'Property') : null,
    // Issue 46: goods logged at the door carry the donor's own estimate, when she gave one.
    donorEstimateCents: row.donor_estimate_cents === null ? null : Number(row.donor_estimate_cents),
    voidedBy: row.donation_status === 'voided' ? 'void' : 'refund',
    // Issue 30: "In memory of …" for a tribute gift; the employer that matches it, for HR.
    dedication: row.tribute_type && row.tribute_honoree_name ? dedication(row.tribute_type, row.tribute_honoree_name) : null,
    matching: row.matching_gift || row.matching_employer ? { employer: row.matching_employer } : null,
    brand: { foundationName: settings.foundationName, contactEmail: settings.contactEmail },
  }
}

/**
 * The printable receipt of a gift for staff (a donor without an e-mail address gets it by mail):
 * its newest receipt, issued or void, as the same PDF the e-mail attaches. Null when none.
 */
export async function giftReceiptPdf(payload: Payload, donationId: number) {
  const [row] = await runSql<{ id: number }>(
    payload,
    undefined,
    sql`SELECT "id" FROM "receipts" WHERE "donation_id" = ${donationId} ORDER BY "id" DESC LIMIT 1`,
  )
  if (!row) return null
  const receipt = await receiptData(payload, Number(row.id))
  return receipt ? { filename: `receipt-${receipt.number}.pdf`, content: await receiptPdf(receipt) } : null
}
