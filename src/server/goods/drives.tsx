import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { describeItems, GOODS_CATEGORIES, type DriveInput, totalsByCategory } from '@/domain/goods/goods'
import { DriveThanksEmail } from '@/email/drive-thanks'
import { mailDonor } from '@/email/donor'
import { runSql, withTransaction } from '@/lib/db'
import { isUniqueViolation } from '@/lib/db-errors'
import { ApiError } from '@/lib/http'
import { logger } from '@/lib/log'

import { afterInKindGift, hasGiven, type InKindDonor, insertInKindGift } from '../ledger/in-kind'
import { runAfterCommit } from '../ledger/offline'

import { goodsLabels } from './labels'

/**
 * Drives followed to the end (issue 46): an accepted drive inquiry becomes a drive, drop-offs
 * are tied to it, its totals are summed from them, and closing it thanks the host once.
 */

export const DRIVE_NOT_FOUND = 'Drive not found.'

type Parsed = { inquiryId: number; startsOn: string; endsOn: string; categories?: string[] }

/** POST /api/drives: one drive per inquiry (a second answers 409). */
export async function createDrive(payload: Payload, input: Parsed | DriveInput) {
  const [inquiry] = await runSql<{ first_name: string; last_name: string; email: string; organization_name: string | null }>(
    payload,
    undefined,
    sql`SELECT "first_name", "last_name", "email", "organization_name" FROM "drive_inquiries" WHERE "id" = ${input.inquiryId}`,
  )
  if (!inquiry) throw new ApiError(404, 'Drive inquiry not found.')
  const person = `${inquiry.first_name} ${inquiry.last_name}`.trim()
  try {
    const drive = await withTransaction(payload, (req) =>
      payload.create({
        collection: 'drives',
        data: {
          inquiry: input.inquiryId,
          host: inquiry.organization_name?.trim() || person,
          hostEmail: inquiry.email,
          startsOn: input.startsOn,
          endsOn: input.endsOn,
          categories: (input.categories ?? []) as (typeof GOODS_CATEGORIES)[number][],
          status: 'open',
        },
        req,
        overrideAccess: true,
        depth: 0,
      }),
    )
    return { id: drive.id }
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'This inquiry is already a drive.')
    throw error
  }
}

async function totalsOf(payload: Payload, driveId: number) {
  const lines = await runSql<{ category: string; quantity: string }>(
    payload,
    undefined,
    sql`SELECT i."category", sum(i."quantity") AS "quantity" FROM "drop_offs_items" i JOIN "drop_offs" o ON o."id" = i."_parent_id"
        WHERE o."drive_id" = ${driveId} GROUP BY 1`,
  )
  return totalsByCategory(lines.map((line) => ({ category: line.category, quantity: Number(line.quantity) })))
}

/** GET /api/drives/{id}: the drive with its totals by category (every category, 0 when none). */
export async function driveOf(payload: Payload, driveId: number) {
  const [drive] = await runSql<{ id: number; host: string; status: string; starts_on: string; ends_on: string }>(
    payload,
    undefined,
    sql`SELECT "id", "host", "status", "starts_on", "ends_on" FROM "drives" WHERE "id" = ${driveId}`,
  )
  if (!drive) throw new ApiError(404, DRIVE_NOT_FOUND)
  const categories = await runSql<{ value: string }>(payload, undefined, sql`SELECT "value" FROM "drives_categories" WHERE "parent_id" = ${driveId} ORDER BY "order"`)
  return {
    id: Number(drive.id),
    host: drive.host,
    status: drive.status,
    startsOn: drive.starts_on,
    endsOn: drive.ends_on,
    categories: categories.map((row) => row.value),
    totals: await totalsOf(payload, driveId),
  }
}

/** The open drives, newest first, for the drop-off page's choice. */
export async function openDrives(payload: Payload) {
  const rows = await runSql<{ id: number; host: string; starts_on: string; ends_on: string }>(
    payload,
    undefined,
    sql`SELECT "id", "host", "starts_on", "ends_on" FROM "drives" WHERE "status" = 'open' ORDER BY "starts_on" DESC, "id" DESC LIMIT 200`,
  )
  return rows.map((row) => ({ id: Number(row.id), host: row.host, startsOn: row.starts_on, endsOn: row.ends_on }))
}

/**
 * The host's in-kind gift when the drive closes and the host is a donor (issue 46): the goods the
 * drive brought in that no one else's receipt acknowledges yet (a drop-off logged with its own
 * donor was receipted to that donor), described by category and count, no dollar value — the
 * ledger's in-kind path, so it is receipted like any goods at the door. Null when nothing is left
 * to acknowledge. Runs in the close's transaction, under the drive's row lock.
 */
async function hostGift(payload: Payload, req: PayloadRequest, drive: ClosingDrive) {
  if (!drive.host_email || !(await hasGiven(payload, req, drive.host_email))) return null
  const lines = await runSql<{ category: string; quantity: string; last: string }>(
    payload,
    req,
    sql`SELECT i."category", sum(i."quantity") AS "quantity", max(o."received_at") AS "last"
        FROM "drop_offs_items" i JOIN "drop_offs" o ON o."id" = i."_parent_id"
        WHERE o."drive_id" = ${drive.id} AND o."donation_id" IS NULL GROUP BY 1`,
  )
  if (lines.length === 0) return null
  const labels = await goodsLabels(payload)
  const totals = totalsByCategory(lines.map((line) => ({ category: line.category, quantity: Number(line.quantity) })))
  const items = describeItems(GOODS_CATEGORIES.filter((c) => totals[c] > 0).map((c) => ({ category: c, quantity: totals[c] })), labels)
  const organization = drive.organization_name?.trim() || null
  const donor: InKindDonor = organization
    ? { firstName: organization, lastName: '', email: drive.host_email.toLowerCase(), organizationName: organization }
    : { firstName: drive.first_name ?? drive.host, lastName: drive.last_name ?? '', email: drive.host_email.toLowerCase(), organizationName: null }
  const receivedAt = lines.map((line) => line.last).sort().at(-1)!
  const gift = await insertInKindGift(payload, req, donor, {
    receivedAt,
    description: `Goods collected by the drive of ${drive.starts_on} to ${drive.ends_on}: ${items}`,
  })
  const [receipt] = gift.receiptId === null ? [] : await runSql<{ number: string }>(payload, req, sql`SELECT "number" FROM "receipts" WHERE "id" = ${gift.receiptId}`)
  return { ...gift, email: donor.email, receiptNumber: receipt?.number ?? null }
}

type ClosingDrive = {
  id: number
  host: string
  host_email: string | null
  starts_on: string
  ends_on: string
  closed_at: Date | null
  first_name: string | null
  last_name: string | null
  organization_name: string | null
}

/**
 * POST /api/drives/{id}/close: the drive closes (drop-offs wait on its row lock, then find it
 * closed) and its host gets one thank-you with the totals — and, when the host is a donor, one
 * receipt for the drive's goods (see hostGift). The first close alone writes that gift (it sets
 * `closed_at`, in the same transaction); the conditional UPDATE claims the thank-you, so a second
 * close — or two at once — sends nothing more; a failed thank-you gives its claim back for the
 * next close to retry, and a failed receipt e-mail is retried by the receipt backlog job.
 */
export async function closeDrive(payload: Payload, driveId: number) {
  const { claimed, gift } = await withTransaction(payload, async (req) => {
    const [drive] = await runSql<ClosingDrive>(
      payload,
      req,
      sql`SELECT d."id", d."host", d."host_email", d."starts_on", d."ends_on", d."closed_at", q."first_name", q."last_name", q."organization_name"
          FROM "drives" d LEFT JOIN "drive_inquiries" q ON q."id" = d."inquiry_id" WHERE d."id" = ${driveId} FOR UPDATE OF d`,
    )
    if (!drive) throw new ApiError(404, DRIVE_NOT_FOUND)
    const [claimed] = await runSql<{ host: string; host_email: string | null }>(
      payload,
      req,
      sql`UPDATE "drives" SET "status" = 'closed', "closed_at" = coalesce("closed_at", now()), "thanks_sent_at" = now(), "updated_at" = now()
          WHERE "id" = ${driveId} AND "thanks_sent_at" IS NULL RETURNING "host", "host_email"`,
    )
    const gift = drive.closed_at === null ? await hostGift(payload, req, drive) : null
    return { claimed: claimed ?? null, gift }
  })
  if (gift) await runAfterCommit(afterInKindGift(payload, gift.email, gift.receiptId))
  const receipted = gift !== null
  if (!claimed || !claimed.host_email) return { id: driveId, status: 'closed' as const, thanked: false, receipted }
  try {
    const [totals, labels] = await Promise.all([totalsOf(payload, driveId), goodsLabels(payload)])
    const lines = GOODS_CATEGORIES.filter((c) => totals[c] > 0).map((c) => ({ label: labels[c], count: totals[c] }))
    await mailDonor(payload, claimed.host_email, (settings, { brand }) => ({
      body: <DriveThanksEmail host={claimed.host} totals={lines} brand={brand} receiptNumber={gift?.receiptNumber} />,
      subject: `Thank you for your drive for ${settings.foundationName}`,
      neutralSubject: 'Thank you for your drive',
    }))
    return { id: driveId, status: 'closed' as const, thanked: true, receipted }
  } catch (error) {
    logger.error({ error: error instanceof Error ? error.name : 'unknown' }, 'drive thank-you failed')
    await runSql(payload, undefined, sql`UPDATE "drives" SET "thanks_sent_at" = NULL WHERE "id" = ${driveId}`).catch(() => undefined)
    throw new ApiError(502, 'The drive is closed, but the thank-you could not be sent. Close it again to retry.')
  }
}
