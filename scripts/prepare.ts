/**
 * Brings the database up to date before Next serves: pending migrations, the first staff
 * account from ADMIN_USERNAME/ADMIN_PASSWORD, and demo content on an empty database.
 * `--seed` re-runs the (idempotent) seed on purpose.
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { ensureAdminFromEnv, seed } from '../src/seed'

const payload = await getPayload({ config })
try {
  await payload.db.migrate()
  await ensureAdminFromEnv(payload)
  await seed(payload, { force: process.argv.includes('--seed') })
} finally {
  await payload.destroy()
}
process.exit(0)
