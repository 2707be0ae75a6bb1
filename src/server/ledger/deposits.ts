import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { type DepositInput, type DepositLineType, type DepositStatus, depositTotals } from '@/domain/accounting/deposits'
import { databasePool, runSql, withTransaction } from '@/lib/db'
import { ApiError } from '@/lib/http'

import { recordAudit } from '../audit'
import type { Staff } from './offline'
import { refuseClosedDate } from './periods'

/**
 * Issue 45: deposits, the lines of the bank statement. A Stripe payout is one (./payouts.ts); so
 * is a trip to the bank with closed batches of checks and cash: its lines are their gifts that
 * still count, its total theirs. A batch goes into one deposit only.
 */

export async function createDeposit(payload: Payload, staff: Staff, input: DepositInput) {
  const id = await withTransaction(payload, async (req) => {
    await refuseClosedDate(payload, req, input.date)
    const ids = sql.join(input.batchIds.map((batchId) => sql`${batchId}`), sql`, `)
    // Row locks: a batch being deposited twice at once goes into one deposit; the other waits and is refused.
    const batches = await runSql<{ id: number; status: string; deposit_id: number | null }>(
      payload,
      req,
      sql`SELECT b."id", b."status", db."deposit_id" FROM "gift_batches" b LEFT JOIN "deposit_batches" db ON db."batch_id" = b."id"
          WHERE b."id" IN (${ids}) ORDER BY b."id" FOR UPDATE OF b`,
    )
    if (batches.length !== input.batchIds.length) throw new ApiError(404, 'Batch not found.', { batchIds: 'One of these batches does not exist.' })
    const open = batches.find((batch) => batch.status !== 'closed')
    if (open) throw new ApiError(409, `Batch ${open.id} is still open: close it before depositing it.`, { batchIds: 'Close every batch first.' })
    const deposited = batches.find((batch) => batch.deposit_id !== null)
    if (deposited) throw new ApiError(409, `Batch ${deposited.id} is already in deposit ${deposited.deposit_id}.`, { batchIds: 'A batch is deposited once.' })
    const gifts = await runSql<{ id: number; amount_cents: string; method: string | null }>(
      payload,
      req,
      sql`SELECT "id", "amount_cents", "method" FROM "donations" WHERE "batch_id" IN (${ids}) AND "status" <> 'voided' ORDER BY "id"`,
    )
    const total = gifts.reduce((sum, gift) => sum + Number(gift.amount_cents), 0)
    const [deposit] = await runSql<{ id: number }>(
      payload,
      req,
      sql`INSERT INTO "deposits" ("kind", "date", "posted_on", "status", "amount_cents", "created_by_id")
          VALUES ('offline', ${input.date}, ${input.date}, 'reconciled', ${total}, ${Number(staff.id)}) RETURNING "id"`,
    )
    const depositId = Number(deposit.id)
    for (const batchId of input.batchIds) await runSql(payload, req, sql`INSERT INTO "deposit_batches" ("batch_id", "deposit_id") VALUES (${batchId}, ${depositId})`)
    for (const gift of gifts) {
      const cents = Number(gift.amount_cents)
      await runSql(
        payload,
        req,
        sql`INSERT INTO "deposit_lines" ("deposit_id", "type", "gross_cents", "fee_cents", "net_cents", "donation_id", "matched", "description")
            VALUES (${depositId}, 'offline', ${cents}, 0, ${cents}, ${gift.id}, true, ${`Gift by ${(gift.method ?? 'check').replace(/_/g, ' ')}`})`,
      )
    }
    await recordAudit(payload, { action: 'deposit-create', user: staff, collection: 'deposits', recordId: depositId, count: gifts.length }, req)
    return depositId
  })
  return { id }
}

type DepositRow = {
  id: number
  kind: 'stripe' | 'offline'
  stripe_payout_id: string | null
  date: string
  posted_on: string
  status: DepositStatus
  amount_cents: string
  batch_ids: number[] | null
}

type LineRow = { id: number; deposit_id: number; type: DepositLineType; gross_cents: string; fee_cents: string; net_cents: string; donation_id: number | null; order_id: number | null; matched: boolean; description: string }

const DEPOSIT_SELECT = `SELECT d."id", d."kind", d."stripe_payout_id", to_char(d."date", 'YYYY-MM-DD') AS "date", to_char(d."posted_on", 'YYYY-MM-DD') AS "posted_on",
    d."status", d."amount_cents",
    (SELECT array_agg(db."batch_id" ORDER BY db."batch_id") FROM "deposit_batches" db WHERE db."deposit_id" = d."id") AS "batch_ids"
  FROM "deposits" d`

const LINE_SELECT = `SELECT "id", "deposit_id", "type", "gross_cents", "fee_cents", "net_cents", "donation_id", "order_id", "matched", "description"
  FROM "deposit_lines"`

function lineJSON(line: LineRow) {
  return {
    id: line.id,
    type: line.type,
    grossCents: Number(line.gross_cents),
    feeCents: Number(line.fee_cents),
    netCents: Number(line.net_cents),
    ...(line.donation_id !== null ? { donationId: Number(line.donation_id) } : {}),
    ...(line.order_id !== null ? { orderId: Number(line.order_id) } : {}),
    matched: line.matched,
    description: line.description,
  }
}

function depositJSON(row: DepositRow, lines: LineRow[]) {
  const parsed = lines.map(lineJSON)
  return {
    id: row.id,
    kind: row.kind,
    ...(row.stripe_payout_id ? { stripePayoutId: row.stripe_payout_id } : {}),
    ...(row.kind === 'offline' ? { batchIds: row.batch_ids ?? [] } : {}),
    date: row.date,
    postedOn: row.posted_on,
    status: row.status,
    ...depositTotals(parsed),
    amountCents: Number(row.amount_cents),
    lines: parsed.length,
    unmatchedLines: parsed.filter((line) => !line.matched).length,
  }
}

export type Deposit = ReturnType<typeof depositJSON>

/** Deposits by date (newest first), unreconciled payouts first within the list the treasurer reads. */
export async function listDeposits(payload: Payload, range: { from?: string; to?: string }) {
  const pool = databasePool(payload)
  const { rows } = await pool.query<DepositRow>(
    `${DEPOSIT_SELECT} WHERE ($1::date IS NULL OR d."date" >= $1::date) AND ($2::date IS NULL OR d."date" <= $2::date)
     ORDER BY d."date" DESC, d."id" DESC LIMIT 1000`,
    [range.from ?? null, range.to ?? null],
  )
  const ids = rows.map((row) => row.id)
  const lines = ids.length ? (await pool.query<LineRow>(`${LINE_SELECT} WHERE "deposit_id" = ANY($1::int[]) ORDER BY "id"`, [ids])).rows : []
  const byDeposit = new Map<number, LineRow[]>()
  for (const line of lines) byDeposit.set(line.deposit_id, [...(byDeposit.get(line.deposit_id) ?? []), line])
  return { deposits: rows.map((row) => depositJSON(row, byDeposit.get(row.id) ?? [])) }
}

export const DEPOSIT_NOT_FOUND = 'Deposit not found.'

/** One deposit with its lines, each linked to its gift or order. */
export async function depositDetail(payload: Payload, id: number) {
  const pool = databasePool(payload)
  const { rows } = await pool.query<DepositRow>(`${DEPOSIT_SELECT} WHERE d."id" = $1`, [id])
  if (!rows[0]) throw new ApiError(404, DEPOSIT_NOT_FOUND)
  const lines = (await pool.query<LineRow>(`${LINE_SELECT} WHERE "deposit_id" = $1 ORDER BY "matched", "id"`, [id])).rows
  return { ...depositJSON(rows[0], lines), lines: lines.map(lineJSON) }
}
