import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { monthName } from '@/domain/accounting/deposits'
import { databasePool, runSql, withTransaction } from '@/lib/db'
import { ApiError } from '@/lib/http'
import { foundationTimeZone, zonedParts } from '@/lib/zoned-time'
import type { User } from '@/payload-types'

import { recordAudit } from '../audit'

/** Who closes or reopens a month (its own type: offline.ts imports this module's date check). */
type Staff = Pick<User, 'id' | 'username'>

/**
 * Issue 45: months that stay closed. The treasurer closes a month once its bank statement is
 * reconciled; from then on nothing posts into it: an offline gift dated in it is refused (409
 * naming the month), a deposit or payout dated in it posts on the first open day after it, and a
 * void, refund or dispute of one of its gifts posts when it happens (always an open month, since
 * only months that have ended close). Reopening is for an admin, and audited.
 */

/** First day of the month after "YYYY-MM". */
function nextMonthStart(month: string) {
  const [year, number] = month.split('-').map(Number)
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`
}

async function closedMonths(payload: Payload, req: PayloadRequest | undefined, from: string): Promise<Set<string>> {
  const rows = await runSql<{ month: string }>(payload, req, sql`SELECT "month" FROM "accounting_periods" WHERE "month" >= ${from.slice(0, 7)}`)
  return new Set(rows.map((row) => row.month))
}

/** The day a fact of `date` posts on: its own, or the first day of the first open month after it. */
export async function postingDate(payload: Payload, req: PayloadRequest | undefined, date: string) {
  const closed = await closedMonths(payload, req, date)
  let day = date
  while (closed.has(day.slice(0, 7))) day = nextMonthStart(day.slice(0, 7))
  return day
}

export function closedMonthMessage(month: string) {
  return `${monthName(month)} is closed: nothing can be dated in it. Date it in an open month, or ask an administrator to reopen ${monthName(month)}.`
}

/** 409 naming the month when `date` ("YYYY-MM-DD") falls in a closed month. In the caller's transaction. */
export async function refuseClosedDate(payload: Payload, req: PayloadRequest | undefined, date: string) {
  const month = date.slice(0, 7)
  // FOR SHARE: a close of this month waits for the entry, or the entry sees the close.
  const [row] = await runSql<{ month: string }>(payload, req, sql`SELECT "month" FROM "accounting_periods" WHERE "month" = ${month} FOR SHARE`)
  if (row) throw new ApiError(409, closedMonthMessage(month))
}

export async function listPeriods(payload: Payload) {
  const { rows } = await databasePool(payload).query<{ month: string; closed_at: Date }>(
    `SELECT "month", "closed_at" FROM "accounting_periods" ORDER BY "month" DESC`,
  )
  return { periods: rows.map((row) => ({ month: row.month, closedAt: row.closed_at.toISOString() })) }
}

/** Closes a month that has ended (in the foundation's zone); closing it again changes nothing. */
export async function closeMonth(payload: Payload, staff: Staff, month: string) {
  const today = zonedParts(new Date(), await foundationTimeZone(payload)).date
  if (month >= today.slice(0, 7)) throw new ApiError(409, `${monthName(month)} has not ended yet: only a month that has ended can be closed.`)
  const closed = await withTransaction(payload, async (req) => {
    const rows = await runSql(
      payload,
      req,
      sql`INSERT INTO "accounting_periods" ("month", "closed_by_id") VALUES (${month}, ${Number(staff.id)}) ON CONFLICT ("month") DO NOTHING RETURNING "month"`,
    )
    if (rows.length > 0) await recordAudit(payload, { action: 'period-close', user: staff, collection: 'accounting-periods', recordId: month }, req)
    return rows.length > 0
  })
  return { month, status: 'closed' as const, changed: closed }
}

/** Admin only (the route checks): the month takes entries again. */
export async function reopenMonth(payload: Payload, staff: Staff, month: string) {
  await withTransaction(payload, async (req) => {
    const rows = await runSql(payload, req, sql`DELETE FROM "accounting_periods" WHERE "month" = ${month} RETURNING "month"`)
    if (rows.length === 0) throw new ApiError(404, `${monthName(month)} is not closed.`)
    await recordAudit(payload, { action: 'period-reopen', user: staff, collection: 'accounting-periods', recordId: month }, req)
  })
  return { month, status: 'open' as const }
}
