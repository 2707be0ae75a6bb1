import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { receiptNumber } from '@/domain/donations/receipt'
import { runSql } from '@/lib/db'
import { validTimeZone } from '@/lib/zoned-time'

/*
 * Issuing receipts: a gift's receipt written in its own transaction, numbered from the year's
 * counter; after a refund or a lost dispute, the old one voided and a replacement for what is left.
 * Sending them (e-mail, PDF) is ./receipts.tsx.
 */

type GiftRow = {
  id: number
  first_name: string
  last_name: string
  email: string
  amount_cents: string
  net_amount_cents: string
  created_at: Date
  year: number
  source: string | null
  order_id: number | null
  sponsorship_line: string | null
  level_id: number | null
  method: string | null
  status: string | null
}


/**
 * The foundation's time zone read inside the event's transaction: a read on another pool
 * connection, while every connection is held by concurrent events waiting on this one, would
 * never get one (ten deliveries of one payment at once hung the webhook that way).
 */
async function timeZoneIn(payload: Payload, req: PayloadRequest) {
  const [row] = await runSql<{ time_zone: string | null }>(payload, req, sql`SELECT "time_zone" FROM "site_settings" LIMIT 1`)
  return validTimeZone(row?.time_zone)
}

async function gift(payload: Payload, req: PayloadRequest, donationId: number, timeZone: string) {
  const [row] = await runSql<GiftRow>(
    payload,
    req,
    sql`SELECT "id", "first_name", "last_name", "email", "amount_cents", "net_amount_cents", "created_at", "source", "order_id",
               "sponsorship_line", "level_id", "method", "status", EXTRACT(year FROM "created_at" AT TIME ZONE ${timeZone})::int AS "year"
        FROM "donations" WHERE "id" = ${donationId}`,
  )
  return row ?? null
}

/**
 * What a gift brought the donor, as staff valued it (none by default): a sponsorship package's
 * benefit (on the product), or the perk of the giving circle whose page the gift was made on.
 * The receipt then states it and the deductible amount.
 */
async function benefitOf(payload: Payload, req: PayloadRequest, row: GiftRow) {
  if (row.level_id) {
    const [level] = await runSql<{ perk_description: string | null; perk_value_cents: string | null }>(
      payload,
      req,
      sql`SELECT "perk_description", "perk_value_cents" FROM "donor_levels" WHERE "id" = ${row.level_id}`,
    )
    const valueCents = Number(level?.perk_value_cents ?? 0)
    return valueCents > 0 ? { description: level?.perk_description ?? null, valueCents } : { description: null, valueCents: 0 }
  }
  if (row.source !== 'sponsorship' || !row.order_id || !row.sponsorship_line) return { description: null, valueCents: 0 }
  const productId = row.sponsorship_line.split(':').slice(1).join(':')
  const [found] = await runSql<{ benefit_description: string | null; benefit_value_cents: string | null; quantity: number }>(
    payload,
    req,
    sql`SELECT p."benefit_description", p."benefit_value_cents", coalesce(l."quantity", 1) AS "quantity"
        FROM "products" p LEFT JOIN "orders_lines" l ON l."_parent_id" = ${row.order_id} AND l."product_id" = p."id"
        WHERE p."id" = ${productId} LIMIT 1`,
  )
  const valueCents = Number(found?.benefit_value_cents ?? 0) * Number(found?.quantity ?? 1)
  return valueCents > 0 ? { description: found?.benefit_description ?? null, valueCents } : { description: null, valueCents: 0 }
}

/** The next number of the gift's year: one counter row per year, taken in the gift's transaction. */
async function nextNumber(payload: Payload, req: PayloadRequest, year: number) {
  const [counter] = await runSql<{ last: number }>(
    payload,
    req,
    sql`INSERT INTO "receipt_counters" ("year", "last") VALUES (${year}, 1)
        ON CONFLICT ("year") DO UPDATE SET "last" = "receipt_counters"."last" + 1 RETURNING "last"`,
  )
  return receiptNumber(year, Number(counter.last))
}

async function createReceipt(
  payload: Payload,
  req: PayloadRequest,
  row: GiftRow,
  { amountCents, replaces }: { amountCents: number; replaces: number | null },
) {
  const benefit = await benefitOf(payload, req, row)
  const receipt = await payload.create({
    collection: 'receipts',
    data: {
      number: await nextNumber(payload, req, row.year),
      year: row.year,
      donation: row.id,
      status: 'issued',
      replaces,
      donorName: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      giftDate: new Date(row.created_at).toISOString(),
      amountCents,
      // A partial refund lowers what was given, not what the sponsor received.
      benefitDescription: benefit.description,
      benefitValueCents: Math.min(benefit.valueCents, amountCents),
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
  return receipt.id
}

/**
 * A receipt for a new ledger row (a one-time gift, a paid recurring invoice, a sponsorship line),
 * in the row's own transaction so the number and the gift commit together. A gift that already
 * has a receipt gets none (a replayed event). Returns the receipt to e-mail after the commit.
 */
export async function issueReceipt(payload: Payload, req: PayloadRequest, donationId: number): Promise<number | null> {
  const [existing] = await runSql<{ id: number }>(payload, req, sql`SELECT "id" FROM "receipts" WHERE "donation_id" = ${donationId} LIMIT 1`)
  if (existing) return null
  const row = await gift(payload, req, donationId, await timeZoneIn(payload, req))
  // Goods at the door have no dollar amount (issue 46), and are receipted all the same.
  if (!row || (Number(row.amount_cents) <= 0 && row.method !== 'in_kind')) return null
  return createReceipt(payload, req, row, { amountCents: Number(row.amount_cents), replaces: null })
}

/**
 * After a refund or a lost dispute: a receipt is never edited, so one that no longer matches
 * what the donor gave is voided, and — when part of the gift remains — a new receipt with a new
 * number replaces it. Returns the receipts to e-mail (void notices and replacements).
 */
export async function reissueReceipts(payload: Payload, req: PayloadRequest, donationIds: number[]): Promise<number[]> {
  if (donationIds.length === 0) return []
  const timeZone = await timeZoneIn(payload, req)
  const toSend: number[] = []
  for (const donationId of donationIds) {
    const [current] = await runSql<{ id: number; amount_cents: string }>(
      payload,
      req,
      sql`SELECT "id", "amount_cents" FROM "receipts" WHERE "donation_id" = ${donationId} AND "status" = 'issued'
          ORDER BY "id" DESC LIMIT 1 FOR UPDATE`,
    )
    if (!current) continue
    const row = await gift(payload, req, donationId, timeZone)
    if (!row) continue
    const net = Number(row.net_amount_cents)
    // A voided in-kind gift of no dollar amount: its net was already 0, its receipt goes all the same.
    if (net === Number(current.amount_cents) && row.status !== 'voided') continue
    await runSql(
      payload,
      req,
      sql`UPDATE "receipts" SET "status" = 'void', "voided_at" = now(), "emailed_at" = NULL, "updated_at" = now() WHERE "id" = ${current.id}`,
    )
    toSend.push(current.id)
    if (net > 0) toSend.push(await createReceipt(payload, req, row, { amountCents: net, replaces: current.id }))
  }
  return toSend
}
