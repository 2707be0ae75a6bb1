import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { UNKNOWN_CAMPAIGN } from '@/domain/campaigns/campaigns'
import { DUPLICATE_CHECK_MESSAGE, type OfflineGift, splitDonorName } from '@/domain/donations/offline'
import { runSql, withTransaction } from '@/lib/db'
import { isUniqueViolation } from '@/lib/db-errors'
import { ApiError } from '@/lib/http'
import { logger } from '@/lib/log'
import { donorTags, safeRevalidateTag } from '@/lib/revalidate'
import { centsToDecimal } from '@/lib/money'
import { validTimeZone } from '@/lib/zoned-time'
import type { User } from '@/payload-types'

import { recordAudit } from '../audit'
import { recordTribute, sendTributeCard } from '../donations/tribute-cards'
import { refreshDonorContacts } from '../donors/consolidate'
import { issueReceipt, reissueReceipts } from '../receipts/issue'
import { sendReceipt } from '../receipts/receipts'

import { refuseClosedDate } from './periods'
import { campaignIdOfSlug } from './campaign-gifts'

/**
 * Gifts the treasurer enters by hand (issue 30): a check, cash, stock or a gift in kind becomes a
 * ledger row like any other (`source: 'offline'`, net = amount), so every total — contacts,
 * circles, retention, statements, the treasurer's report — counts it with no special case. It is
 * never edited: a mistake is voided with a reason (net 0, its receipt voided) and entered again.
 */

export type Staff = Pick<User, 'id' | 'username'>
type After = Array<() => Promise<unknown>>

export const DONATION_NOT_FOUND = 'Donation not found.'

/** What an entry leaves to do once it committed: e-mail the receipts, refresh her contact. */
function afterCommit(payload: Payload, email: string | null, receipts: number[]): After {
  return [
    ...(email ? receipts.map((id) => () => sendReceipt(payload, id)) : []),
    ...(email ? [() => refreshDonorContacts(payload, [email])] : []),
  ]
}

export async function runAfterCommit(tasks: After) {
  for (const task of tasks) {
    await task().catch((error: unknown) => {
      // A missed e-mail is retried by the receipt backlog job; a missed refresh by the next fact about her.
      logger.error({ error: error instanceof Error ? error.name : 'unknown' }, 'after-entry task failed')
    })
  }
}

async function lockOpenBatch(payload: Payload, req: PayloadRequest, batchId: number) {
  // FOR SHARE: entries into one batch go side by side; closing it (FOR UPDATE) waits for them.
  const [batch] = await runSql<{ status: string }>(payload, req, sql`SELECT "status" FROM "gift_batches" WHERE "id" = ${batchId} FOR SHARE`)
  if (!batch) throw new ApiError(404, 'Batch not found.')
  if (batch.status !== 'open') throw new ApiError(409, 'This batch is closed: open a new batch for more gifts.')
}

/**
 * Refuses the same check twice: the same number and amount from the same donor (her address, or
 * her name when there is none) among the gifts that still count. Under a lock on the check
 * number, so two entries of one check at once cannot both pass.
 */
async function guardDuplicateCheck(payload: Payload, req: PayloadRequest, gift: OfflineGift) {
  if (!gift.checkNumber || gift.confirmDuplicate) return
  await runSql(payload, req, sql`SELECT pg_advisory_xact_lock(hashtext(${`offline-check:${gift.checkNumber.toLowerCase()}`}))`)
  const donor = gift.email
    ? sql`lower("email") = ${gift.email}`
    : sql`lower(trim("first_name" || ' ' || "last_name")) = ${gift.donorName.trim().replace(/\s+/g, ' ').toLowerCase()}`
  const [found] = await runSql<{ id: number }>(
    payload,
    req,
    sql`SELECT "id" FROM "donations" WHERE "source" = 'offline' AND "status" <> 'voided'
          AND lower("check_number") = ${gift.checkNumber.toLowerCase()} AND "amount_cents" = ${gift.amount} AND ${donor} LIMIT 1`,
  )
  if (found) throw new ApiError(409, DUPLICATE_CHECK_MESSAGE)
}

type Row = { firstName: string; lastName: string; organizationName?: string | null; matchFor?: number | null; campaignId?: number | null }

/** Writes one offline row (in `req`'s transaction) and issues its receipt; returns both ids. */
export async function insertOfflineGift(payload: Payload, req: PayloadRequest, gift: OfflineGift, row: Row) {
  // Issue 45: a closed month's journal never changes, so nothing new is dated in it.
  await refuseClosedDate(payload, req, gift.receivedAt)
  const [settings] = await runSql<{ time_zone: string | null }>(payload, req, sql`SELECT "time_zone" FROM "site_settings" LIMIT 1`)
  const zone = validTimeZone(settings?.time_zone)
  const title = `${`${row.firstName} ${row.lastName}`.trim()} — ${gift.receivedAt}`
  const [inserted] = await runSql<{ id: number }>(
    payload,
    req,
    // Dated at noon of the day received, in the foundation's time zone: the right day and year everywhere.
    sql`INSERT INTO "donations" ("title", "first_name", "last_name", "email", "organization_name", "amount_cents", "net_amount_cents",
          "refunded_amount_cents", "status", "source", "type", "frequency", "is_recurring", "discreet", "method", "check_number",
          "description", "designation", "batch_id", "matching_employer", "match_for_id", "entry_request_id", "campaign_id", "created_at", "updated_at")
        VALUES (${title}, ${row.firstName}, ${row.lastName}, ${gift.email ?? ''}, ${row.organizationName ?? null}, ${gift.amount}, ${gift.amount},
          0, 'paid', 'offline', 'one-time', 'one_time', false, false, ${gift.method}, ${gift.checkNumber ?? null},
          ${gift.description ?? null}, ${gift.designation ?? null}, ${gift.batchId ?? null}, ${gift.matchingEmployer ?? null},
          ${row.matchFor ?? null}, ${gift.requestId ?? null}, ${row.campaignId ?? null}, (${gift.receivedAt}::date + time '12:00') AT TIME ZONE ${zone}, now())
        RETURNING "id"`,
  )
  const id = Number(inserted.id)
  const receiptId = await issueReceipt(payload, req, id)
  return { id, receiptId }
}

/**
 * POST /api/donations/offline. A repeated `requestId` answers the first entry's id (a double
 * click enters one gift); the same check again is refused with 409 unless confirmed.
 */
export async function enterOfflineGift(payload: Payload, staff: Staff, gift: OfflineGift): Promise<{ id: number; repeated: boolean }> {
  if (gift.requestId) {
    const [earlier] = await runSql<{ id: number }>(payload, undefined, sql`SELECT "id" FROM "donations" WHERE "entry_request_id" = ${gift.requestId}`)
    if (earlier) return { id: Number(earlier.id), repeated: true }
  }
  const { id, after } = await withTransaction(payload, async (req) => {
    if (gift.batchId) await lockOpenBatch(payload, req, gift.batchId)
    const campaignId = gift.campaign ? await campaignIdOfSlug(payload, req, gift.campaign) : null
    if (gift.campaign && campaignId === null) throw new ApiError(400, UNKNOWN_CAMPAIGN, { campaign: UNKNOWN_CAMPAIGN })
    await guardDuplicateCheck(payload, req, gift)
    const { id, receiptId } = await insertOfflineGift(payload, req, gift, { ...splitDonorName(gift.donorName), campaignId })
    // Before the receipt is e-mailed (it reads the row): "In memory of …" is on it.
    const card = gift.tribute ? await recordTribute(payload, req, id, gift.tribute, gift.donorName) : null
    await recordAudit(payload, { action: 'gift-entry', user: staff, collection: 'donations', recordId: id, detail: gift.method }, req)
    const after = afterCommit(payload, gift.email ?? null, receiptId === null ? [] : [receiptId])
    // The money is already in hand: the card goes once the entry committed (claimed once, so a retry sends none).
    return { id, after: card ? [...after, () => sendTributeCard(payload, card)] : after }
  }).catch((error: unknown) => {
    // Two submissions of one requestId at once: the unique index lets one in; the other answers its id.
    if (gift.requestId && isUniqueViolation(error)) return { id: 0, after: [] as After }
    throw error
  })
  if (id === 0) return enterOfflineGift(payload, staff, gift)
  if (gift.campaign) safeRevalidateTag(donorTags.campaignTotals)
  await runAfterCommit(after)
  return { id, repeated: false }
}

/**
 * POST /api/donations/{id}/void: an offline (or imported) gift entered in error leaves every
 * total (net 0, status `voided`), keeps its row and reason, and its receipt is voided — the donor
 * gets the void notice when she has an address and a receipt. Stripe gifts are refunded instead.
 */
export async function voidOfflineGift(payload: Payload, staff: Staff, id: number, reason: string) {
  const { email, after } = await withTransaction(payload, async (req) => {
    const [gift] = await runSql<{ source: string | null; status: string | null; email: string; amount_cents: number }>(
      payload,
      req,
      sql`SELECT "source", "status", "email", "amount_cents" FROM "donations" WHERE "id" = ${id} FOR UPDATE`,
    )
    if (!gift) throw new ApiError(404, DONATION_NOT_FOUND)
    // Issue 44: an imported gift recorded wrong is voided the same way (its import can no longer be undone then).
    if (gift.source !== 'offline' && gift.source !== 'import') {
      throw new ApiError(409, 'Only gifts entered by hand or imported are voided; a card or bank gift is refunded.')
    }
    if (gift.status === 'voided') throw new ApiError(409, 'This gift is already void.')
    await runSql(
      payload,
      req,
      sql`UPDATE "donations" SET "status" = 'voided', "net_amount_cents" = 0, "void_reason" = ${reason}, "voided_at" = now(), "updated_at" = now()
          WHERE "id" = ${id}`,
    )
    const receipts = await reissueReceipts(payload, req, [id])
    // Issue 42: the amount taken out of the totals, with who and which gift.
    await recordAudit(payload, { action: 'gift-void', user: staff, collection: 'donations', recordId: id, detail: `$${centsToDecimal(Number(gift.amount_cents))}` }, req)
    const email = gift.email.trim() || null
    // An imported gift has a receipt only if staff asked for one: without it there is nothing to tell her.
    const notice = gift.source === 'offline' || receipts.length > 0
    return { email: notice ? email : null, after: afterCommit(payload, email, receipts) }
  })
  // Issue 49: a void leaves the campaign total it was in.
  safeRevalidateTag(donorTags.campaignTotals)
  await runAfterCommit(after)
  return { id, status: 'voided' as const, voidNoticeSent: email !== null }
}
