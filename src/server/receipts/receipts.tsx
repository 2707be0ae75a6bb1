import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { type ReceiptData, receiptNumber, receiptsWaitForEin } from '@/domain/donations/receipt'
import { dedication } from '@/domain/donations/tribute'
import { isDiscreetDonor, sendDonorEmail } from '@/email/donor'
import { renderEmail } from '@/email/layout'
import { ReceiptEmail } from '@/email/receipt'
import { notifyStaff } from '@/email/staff'
import { runSql } from '@/lib/db'
import { logger } from '@/lib/log'
import { countHit } from '@/lib/rate-limit'
import { siteUrl } from '@/lib/site-url'
import { foundationTimeZone, validTimeZone } from '@/lib/zoned-time'

import { receiptPdf } from '../documents/receipt-pdf'
import type { StripeEventContext } from '../stripe/types'

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
}

type ReceiptRow = {
  id: number
  number: string
  status: 'issued' | 'void'
  replaces: string | null
  donor_name: string
  email: string
  gift_date: Date
  amount_cents: string
  benefit_description: string | null
  benefit_value_cents: string
  tribute_type: 'honor' | 'memory' | null
  tribute_honoree_name: string | null
  matching_gift: boolean | null
  matching_employer: string | null
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
               "sponsorship_line", "level_id", EXTRACT(year FROM "created_at" AT TIME ZONE ${timeZone})::int AS "year"
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
  if (!row || Number(row.amount_cents) <= 0) return null
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
    if (net === Number(current.amount_cents)) continue
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

type Brand = { foundationName: string; contactEmail: string }

/** A receipt as every form of it shows it, with the foundation's name and contact for its e-mail. */
async function receiptData(payload: Payload, receiptId: number): Promise<(ReceiptData & { email: string; brand: Brand }) | null> {
  const [row] = await runSql<ReceiptRow>(
    payload,
    undefined,
    sql`SELECT r."id", r."number", r."status", p."number" AS "replaces", r."donor_name", r."email", r."gift_date", r."amount_cents",
               r."benefit_description", r."benefit_value_cents",
               d."tribute_type", d."tribute_honoree_name", d."matching_gift", d."matching_employer"
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
    email: row.email,
    giftDate: new Date(row.gift_date).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone }),
    amountCents: Number(row.amount_cents),
    benefitDescription: row.benefit_description,
    benefitValueCents: Number(row.benefit_value_cents),
    dedication: row.tribute_type && row.tribute_honoree_name ? dedication(row.tribute_type, row.tribute_honoree_name) : null,
    matching: row.matching_gift || row.matching_employer ? { employer: row.matching_employer } : null,
    brand: { foundationName: settings.foundationName, contactEmail: settings.contactEmail },
  }
}

/**
 * True while receipts must wait for the foundation's real EIN (production without one): the
 * receipt stays unsent (its claim untouched) and staff are told, at most once an hour across
 * all instances, what to fix.
 */
type ReceiptEnv = Parameters<typeof receiptsWaitForEin>[1]

async function waitingForEin(payload: Payload, env: ReceiptEnv) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (!receiptsWaitForEin(settings.ein, env)) return false
  const { count } = await countHit(payload, 'notice:receipts-waiting', 3600)
  if (count === 1) await notifyStaff(payload, 'receipts-waiting')
  return true
}

/**
 * E-mails a receipt (or its void notice) with the PDF attached, once: the conditional UPDATE
 * claims the sending, so a replayed event or a second caller sends nothing; a failed send gives
 * the claim back. Runs after the gift's transaction committed (an e-mail cannot be rolled back).
 */
export async function sendReceipt(payload: Payload, receiptId: number, env: ReceiptEnv = process.env) {
  if (await waitingForEin(payload, env)) return false
  const claimed = await runSql(
    payload,
    undefined,
    sql`UPDATE "receipts" SET "emailed_at" = now() WHERE "id" = ${receiptId} AND "emailed_at" IS NULL RETURNING "id"`,
  )
  if (claimed.length === 0) return false
  try {
    const receipt = await receiptData(payload, receiptId)
    if (!receipt) return false
    const discreet = await isDiscreetDonor(payload, receipt.email)
    const { html, text } = await renderEmail(
      <ReceiptEmail receipt={receipt} brand={receipt.brand} portalUrl={`${siteUrl()}/my-giving`} discreet={discreet} />,
    )
    await sendDonorEmail(payload, {
      discreet,
      to: receipt.email,
      subject: receipt.status === 'void' ? `Receipt ${receipt.number} is void` : `Your receipt ${receipt.number} from ${receipt.brand.foundationName}`,
      neutralSubject: receipt.status === 'void' ? `Receipt ${receipt.number} is void` : `Your receipt ${receipt.number}`,
      html,
      text,
      attachments: [{ filename: `receipt-${receipt.number}.pdf`, content: await receiptPdf(receipt), contentType: 'application/pdf' }],
    })
    return true
  } catch (error) {
    // By kind only: the message may quote the donor's address.
    logger.error({ error: error instanceof Error ? error.name : 'unknown' }, 'receipt e-mail failed')
    await runSql(payload, undefined, sql`UPDATE "receipts" SET "emailed_at" = NULL WHERE "id" = ${receiptId}`).catch(() => undefined)
    return false
  }
}

/** A new ledger row's receipt, issued in the event's transaction and e-mailed once it committed. */
export async function acknowledgeGift({ payload, req, afterCommit }: StripeEventContext, donationId: number) {
  const receiptId = await issueReceipt(payload, req, donationId)
  if (receiptId !== null) afterCommit?.(() => sendReceipt(payload, receiptId))
}

/** After a refund or a closed dispute: receipts follow what the donor gave (void, replacement). */
export async function followRefunds({ payload, req, afterCommit }: StripeEventContext, donationIds: number[]) {
  for (const receiptId of await reissueReceipts(payload, req, donationIds)) afterCommit?.(() => sendReceipt(payload, receiptId))
}

/** A receipt's PDF for the donor it was written to (the portal's download); null for anyone else. */
export async function receiptPdfOf(payload: Payload, number: string, email: string) {
  if (!/^\d{4}-\d{6}$/.test(number)) return null
  const [row] = await runSql<{ id: number }>(
    payload,
    undefined,
    sql`SELECT "id" FROM "receipts" WHERE "number" = ${number} AND lower("email") = ${email.toLowerCase()}`,
  )
  if (!row) return null
  const receipt = await receiptData(payload, Number(row.id))
  return receipt ? { filename: `receipt-${number}.pdf`, content: await receiptPdf(receipt) } : null
}

/**
 * The `receipt-backlog` job: receipts that were not e-mailed — held for the EIN, or a send that
 * failed and gave its claim back — go out now, oldest first. Each send claims its receipt, so
 * one the webhook's own after-commit send is handling is skipped.
 */
export async function sendWaitingReceipts(payload: Payload, { limit = 200, env = process.env as ReceiptEnv } = {}) {
  const waiting = await runSql<{ id: number }>(
    payload,
    undefined,
    sql`SELECT "id" FROM "receipts" WHERE "emailed_at" IS NULL AND "created_at" < now() - interval '2 minutes' ORDER BY "id" LIMIT ${limit}`,
  )
  let sent = 0
  for (const { id } of waiting) {
    if (await waitingForEin(payload, env)) break
    if (await sendReceipt(payload, Number(id), env)) sent += 1
  }
  return sent
}
