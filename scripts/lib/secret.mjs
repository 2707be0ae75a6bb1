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
