import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import type { Pool, PoolClient } from 'pg'

/**
 * The database helpers every service shares: one way to run a statement, one way to run work
 * in a Payload transaction, and the raw pool for set-based staff queries.
 */

/**
 * Runs `work` with a request that carries one database transaction: every Local API call and
 * `runSql` given that `req` commits together, or nothing does when `work` throws.
 */
export async function withTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
  { user }: { user?: PayloadRequest['user'] } = {},
): Promise<T> {
  // With a staff `user`, the Local API calls given `req` act as that account (access, hooks' who).
  const req = await createLocalReq(user ? { user } : {}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * Runs one SQL statement inside the request's transaction (or on its own without one). Used
 * where a Local API read-then-write would race: conditional stock and status updates.
 */
export async function runSql<Row extends Record<string, unknown>>(
  payload: Payload,
  req: PayloadRequest | undefined,
  statement: SQL,
): Promise<Row[]> {
  const adapter = payload.db as unknown as PostgresAdapter
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  const db = (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
  const result = await db.execute(statement)
  return result.rows as Row[]
}

/** Payload's Postgres adapter keeps a pg pool; bulk staff work goes straight to it. */
export function databasePool(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool
}

/**
 * Runs set-based SQL in one transaction on a pool connection of its own (staff bulk work that
 * never goes through the Local API): all of it happens, or none of it.
 */
export async function withPoolTransaction<T>(payload: Payload, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await databasePool(payload).connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/**
 * One page of a staff list and how many rows the whole list has, asked at once: `from` and
 * `where` (with `$1…` bound to `params`) are shared by both statements, so the count always
 * describes the rows paged through. Statement parts are the caller's constants, never input.
 */
export async function pageOf<Row extends Record<string, unknown>>(
  pool: Pool,
  q: { select: string; from: string; where?: string; params?: unknown[]; orderBy: string },
  { limit, page: pageNumber }: { limit: number; page: number },
): Promise<{ count: number; rows: Row[] }> {
  const params = q.params ?? []
  const where = q.where ?? ''
  const [total, page] = await Promise.all([
    pool.query<{ count: string }>(`SELECT count(*) FROM ${q.from} ${where}`, params),
    pool.query<Row>(
      `SELECT ${q.select} FROM ${q.from} ${where} ORDER BY ${q.orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, (pageNumber - 1) * limit],
    ),
  ])
  return { count: Number(total.rows[0].count), rows: page.rows }
}
