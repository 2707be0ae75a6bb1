import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

import { databasePool, withPoolTransaction } from '@/lib/db'
import { ApiError } from '@/lib/http'
import { centsToDecimal } from '@/lib/money'

import { recordAudit } from '../audit'
import type { Staff } from './offline'

/**
 * Gift batches (issue 30): a stack of checks is opened with the count and total its tape shows,
 * its gifts are entered one by one, and it closes only when what was entered (gifts that still
 * count: a voided entry is out) matches both — so a mistyped amount is found before the deposit.
 */

type BatchRow = {
  id: number
  name: string
  expected_count: string
  expected_total_cents: string
  status: 'open' | 'closed'
  created_at: Date
  closed_at: Date | null
  entered_count: string
  entered_cents: string
}

const SELECT = `SELECT b.id, b.name, b.expected_count, b.expected_total_cents, b.status, b.created_at, b.closed_at,
    (SELECT count(*) FROM donations d WHERE d.batch_id = b.id AND d.status <> 'voided') AS entered_count,
    (SELECT coalesce(sum(d.amount_cents), 0) FROM donations d WHERE d.batch_id = b.id AND d.status <> 'voided') AS entered_cents
  FROM gift_batches b`

function batchJSON(row: BatchRow) {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    expectedCount: Number(row.expected_count),
    expectedTotal: centsToDecimal(Number(row.expected_total_cents)),
    enteredCount: Number(row.entered_count),
    enteredTotal: centsToDecimal(Number(row.entered_cents)),
    createdAt: row.created_at.toISOString(),
    closedAt: row.closed_at ? row.closed_at.toISOString() : null,
  }
}

export type GiftBatch = ReturnType<typeof batchJSON>

async function readBatch(client: Pick<PoolClient, 'query'>, id: number, lock = '') {
  const { rows } = await client.query<BatchRow>(`${SELECT} WHERE b.id = $1 ${lock}`, [id])
  if (!rows[0]) throw new ApiError(404, 'Batch not found.')
  return rows[0]
}

export async function openBatch(payload: Payload, staff: Staff, input: { name?: string; expectedCount: number; expectedTotal: number }) {
  const name = input.name || `Batch of ${new Date().toISOString().slice(0, 10)}`
  const id = await withPoolTransaction(payload, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO gift_batches (name, expected_count, expected_total_cents, status, opened_by_id) VALUES ($1, $2, $3, 'open', $4) RETURNING id`,
      [name, input.expectedCount, input.expectedTotal, Number(staff.id)],
    )
    return rows[0].id
  })
  await recordAudit(payload, { action: 'batch-open', user: staff, collection: 'gift-batches', recordId: id, count: input.expectedCount })
  return batchJSON(await readBatch(databasePool(payload), id))
}

/** Open batches first, then the 20 most recently closed. */
export async function listBatches(payload: Payload) {
  const { rows } = await databasePool(payload).query<BatchRow>(
    `(${SELECT} WHERE b.status = 'open' ORDER BY b.id DESC) UNION ALL (${SELECT} WHERE b.status = 'closed' ORDER BY b.closed_at DESC LIMIT 20)`,
  )
  return { batches: rows.map(batchJSON) }
}

/** A batch with its gifts, in the order entered. */
export async function batchDetail(payload: Payload, id: number) {
  const pool = databasePool(payload)
  const batch = batchJSON(await readBatch(pool, id))
  const { rows } = await pool.query<{
    id: number
    first_name: string
    last_name: string
    email: string
    amount_cents: string
    method: string | null
    check_number: string | null
    status: string | null
  }>(
    `SELECT id, first_name, last_name, email, amount_cents, method, check_number, status FROM donations WHERE batch_id = $1 ORDER BY id`,
    [id],
  )
  return {
    ...batch,
    gifts: rows.map((row) => ({
      id: row.id,
      donorName: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email || null,
      amount: centsToDecimal(Number(row.amount_cents)),
      method: row.method,
      checkNumber: row.check_number,
      status: row.status ?? 'paid',
    })),
  }
}

const plural = (n: number, word: string) => `${n} ${word}${Math.abs(n) === 1 ? '' : 's'}`

/**
 * Closes a batch when its gifts match the count and total it was opened with; otherwise 409
 * saying by how much they differ, and the batch stays open. Under the batch's row lock, so a
 * gift being entered into it meanwhile is counted or refused, never half-in.
 */
export async function closeBatch(payload: Payload, staff: Staff, id: number) {
  const closed = await withPoolTransaction(payload, async (client) => {
    await client.query(`SELECT id FROM gift_batches WHERE id = $1 FOR UPDATE`, [id])
    const row = await readBatch(client, id)
    if (row.status === 'closed') return false
    const countGap = Number(row.entered_count) - Number(row.expected_count)
    const centsGap = Number(row.entered_cents) - Number(row.expected_total_cents)
    if (countGap !== 0 || centsGap !== 0) {
      const errors: Record<string, string> = {}
      if (countGap !== 0) {
        errors.count = `Expected ${plural(Number(row.expected_count), 'gift')}, entered ${row.entered_count} (${plural(Math.abs(countGap), 'gift')} ${countGap < 0 ? 'short' : 'over'}).`
      }
      if (centsGap !== 0) {
        errors.amount = `Expected $${centsToDecimal(Number(row.expected_total_cents))}, entered $${centsToDecimal(Number(row.entered_cents))} ($${centsToDecimal(Math.abs(centsGap))} ${centsGap < 0 ? 'short' : 'over'}).`
      }
      throw new ApiError(409, `The batch does not match yet. ${Object.values(errors).join(' ')}`, errors)
    }
    await client.query(`UPDATE gift_batches SET status = 'closed', closed_at = now(), updated_at = now() WHERE id = $1`, [id])
    return true
  })
  if (closed) await recordAudit(payload, { action: 'batch-close', user: staff, collection: 'gift-batches', recordId: id })
  return batchJSON(await readBatch(databasePool(payload), id))
}
