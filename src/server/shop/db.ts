import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

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
