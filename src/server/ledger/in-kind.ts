import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { runSql } from '@/lib/db'
import { validTimeZone } from '@/lib/zoned-time'

import { refreshDonorContacts } from '../donors/consolidate'
import { issueReceipt } from '../receipts/issue'
import { sendReceipt } from '../receipts/receipts'

/**
 * Goods given at the door by a named donor (issue 46) as a ledger row: `method: 'in_kind'`,
 * `source: 'offline'`, no dollar amount (amount and net 0). So it is in her gift count and
 * retention (a standing in-kind gift counts there: src/server/donors/consolidate.ts and the
 * giving-summary trigger) and never in a dollar total, a goal or a giving circle. Its receipt
 * describes the goods and states no value (src/domain/donations/receipt.ts). Corrected like any
 * offline gift: by a void (./offline.ts).
 */

export type InKindDonor = { firstName: string; lastName: string; email: string | null; organizationName?: string | null }
export type InKindGift = { receivedAt: string; description: string }

/** Writes the row in `req`'s transaction and issues its receipt; returns both ids. */
export async function insertInKindGift(payload: Payload, req: PayloadRequest, donor: InKindDonor, gift: InKindGift) {
  const [settings] = await runSql<{ time_zone: string | null }>(payload, req, sql`SELECT "time_zone" FROM "site_settings" LIMIT 1`)
  const zone = validTimeZone(settings?.time_zone)
  const title = `${`${donor.firstName} ${donor.lastName}`.trim()} — in kind — ${gift.receivedAt}`
  const [inserted] = await runSql<{ id: number }>(
    payload,
    req,
    // Dated at noon of the day received, in the foundation's time zone (as every offline gift).
    sql`INSERT INTO "donations" ("title", "first_name", "last_name", "email", "organization_name", "amount_cents", "net_amount_cents",
          "refunded_amount_cents", "status", "source", "type", "frequency", "is_recurring", "discreet", "method", "description",
          "created_at", "updated_at")
        VALUES (${title}, ${donor.firstName}, ${donor.lastName}, ${donor.email ?? ''}, ${donor.organizationName ?? null}, 0, 0,
          0, 'paid', 'offline', 'one-time', 'one_time', false, false, 'in_kind', ${gift.description},
          (${gift.receivedAt}::date + time '12:00') AT TIME ZONE ${zone}, now())
        RETURNING "id"`,
  )
  const id = Number(inserted.id)
  const receiptId = await issueReceipt(payload, req, id)
  return { id, receiptId }
}

/**
 * Whether the address has given: a gift in the ledger that counts (not voided, failed or still
 * processing). A drive's host who is a donor gets a receipt for the drive's goods (issue 46).
 */
export async function hasGiven(payload: Payload, req: PayloadRequest, email: string) {
  const [row] = await runSql<{ given: boolean }>(
    payload,
    req,
    sql`SELECT EXISTS (SELECT 1 FROM "donations" WHERE lower("email") = lower(${email})
          AND coalesce("status", 'paid') NOT IN ('processing', 'failed', 'voided')) AS "given"`,
  )
  return Boolean(row?.given)
}

/** What is left once the row committed: e-mail its receipt, refresh her contact (gift count). */
export function afterInKindGift(payload: Payload, email: string | null, receiptId: number | null): Array<() => Promise<unknown>> {
  if (!email) return []
  return [...(receiptId === null ? [] : [() => sendReceipt(payload, receiptId)]), () => refreshDonorContacts(payload, [email])]
}
