/**
 * Brings the database up to date before Next serves: pending migrations, the first staff
 * account from ADMIN_USERNAME/ADMIN_PASSWORD, and demo content on an empty database.
 * `--seed` re-runs the (idempotent) seed on purpose.
 *
 * Several instances may start at once on an empty database (a deploy, `npm run cluster`): the
 * whole step runs under one PostgreSQL advisory lock, so the first instance migrates and seeds
 * and the others wait, then find nothing left to do.
 */
import pg from 'pg'
import { getPayload } from 'payload'

import config from '../payload.config'
import { ensureAdminFromEnv, seed } from '../src/seed'

/** Any constant shared by every instance of this app: the key of its one advisory lock. */
const PREPARE_LOCK_KEY = 4_171_717

const lock = new pg.Client({ connectionString: process.env.DATABASE_URL })
await lock.connect()
// Session-level lock: released by pg_advisory_unlock, or by PostgreSQL if this process dies.
await lock.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY])
try {
  const payload = await getPayload({ config })
  try {
    await payload.db.migrate()
    await ensureAdminFromEnv(payload)
    await seed(payload, { force: process.argv.includes('--seed') })
  } finally {
    await payload.destroy()
  }
} finally {
  await lock.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]).catch(() => {})
  await lock.end().catch(() => {})
}
process.exit(0)
