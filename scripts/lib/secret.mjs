import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * PAYLOAD_SECRET signs staff sessions. A real deployment sets it; a local run gets one
 * generated once into .data/ so sessions survive restarts.
 */
export function ensureSecret({ root = process.cwd(), allowGenerated }) {
  if (process.env.PAYLOAD_SECRET) return
  if (!allowGenerated) {
    throw new Error('PAYLOAD_SECRET must be set when running against your own DATABASE_URL in production.')
  }
  const file = path.join(root, '.data', 'payload-secret')
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  process.env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
}

/**
 * INTAKE_ENCRYPTION_KEY seals the answers of the confidential intake form (32 bytes, base64). A
 * local run gets one generated once into .data/, next to the database it protects; production
 * refuses to start without one, because a generated key lost with a container would make every
 * stored request unreadable.
 */
export function ensureIntakeKey({ root = process.cwd(), allowGenerated }) {
  if (process.env.INTAKE_ENCRYPTION_KEY) return
  if (!allowGenerated) {
    throw new Error(
      'INTAKE_ENCRYPTION_KEY must be set in production: 32 random bytes in base64 (`openssl rand -base64 32`). Keep a copy: without it stored intake requests cannot be read.',
    )
  }
  const file = path.join(root, '.data', 'intake-encryption-key')
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 })
  }
  process.env.INTAKE_ENCRYPTION_KEY = readFileSync(file, 'utf8').trim()
}

/**
 * The intake key this site would use, without generating one: INTAKE_ENCRYPTION_KEY, else the key
 * a local run keeps in .data/. Undefined when there is none (`npm run restore` then says that the
 * restored intake requests cannot be read until the key that sealed them is set).
 */
export function configuredIntakeKey({ root = process.cwd() } = {}) {
  if (process.env.INTAKE_ENCRYPTION_KEY) return process.env.INTAKE_ENCRYPTION_KEY
  const file = path.join(root, '.data', 'intake-encryption-key')
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined
}
