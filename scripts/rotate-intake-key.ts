/**
 * `npm run rotate-intake-key`: after INTAKE_ENCRYPTION_KEY is set to a new key and the previous
 * one is listed in INTAKE_ENCRYPTION_OLD_KEYS, re-encrypts every intake request under the new
 * key. When it reports 0 unreadable, the old key can be removed from INTAKE_ENCRYPTION_OLD_KEYS.
 */
import pg from 'pg'

import { rotateIntakeKey } from '../src/server/intake/key-rotation'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
try {
  const result = await rotateIntakeKey(pool)
  console.log(
    `[rotate-intake-key] ${result.rotated} request(s) re-encrypted under key ${result.keyId}, with ${result.notes} intake note(s); ${result.unreadable} could not be decrypted with the keys given and were left as they are.`,
  )
  process.exitCode = result.unreadable > 0 ? 2 : 0
} finally {
  await pool.end()
}
