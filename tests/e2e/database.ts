import { createHash, randomBytes } from 'node:crypto'

import pg from 'pg'

/** Runs `work` with a connection pool to the run's database, closed afterwards. */
export async function withDatabase<T>(work: (db: pg.Pool) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
  try {
    return await work(pool)
  } finally {
    await pool.end()
  }
}

/**
 * A finish-later reminder as the gift-reminders job leaves it once sent: the link's token stored
 * only by its hash. Answers the token, for `/donate?resume=<token>`.
 */
export async function storeSentReminder({ email, amountCents, donationType }: { email: string; amountCents: number; donationType: string }) {
  const token = randomBytes(32).toString('base64url')
  await withDatabase((db) =>
    db.query(
      `INSERT INTO donation_reminders (token_hash, email, amount_cents, donation_type, due_at, sent_at, outcome)
       VALUES ($1, $2, $3, $4, now(), now(), 'sent')`,
      [createHash('sha256').update(token).digest('hex'), email, amountCents, donationType],
    ),
  )
  return token
}
