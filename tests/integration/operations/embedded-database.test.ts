import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { ensureDatabase } from '../../../scripts/lib/database.mjs'
import { withClient } from '../../support/postgres'

const root = mkdtempSync(path.join(tmpdir(), 'embedded-pg-'))
// As root, PostgreSQL runs as its own system user, which must be able to reach the folder.
chmodSync(root, 0o755)
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('embedded database (no DATABASE_URL)', () => {
  it('keeps data across a restart', async () => {
    const saved = process.env.DATABASE_URL
    const savedPort = process.env.EMBEDDED_PG_PORT
    delete process.env.DATABASE_URL
    // Offset by the test server's port so parallel test runs on one machine never collide.
    process.env.EMBEDDED_PG_PORT = String(54349 + Number(process.env.PORT || 3100) - 3100)
    try {
      const first = await ensureDatabase({ root, database: 'restart_check', log: () => {} })
      await withClient(first.url, async (client) => {
        await client.query('CREATE TABLE subscribers (email text primary key)')
        await client.query("INSERT INTO subscribers VALUES ('kept@example.org')")
      })
      await first.stop()

      delete process.env.DATABASE_URL
      const second = await ensureDatabase({ root, database: 'restart_check', log: () => {} })
      const rows = await withClient(second.url, (client) => client.query('SELECT email FROM subscribers'))
      await second.stop()
      expect(rows.rows).toEqual([{ email: 'kept@example.org' }])
    } finally {
      process.env.DATABASE_URL = saved
      if (savedPort === undefined) delete process.env.EMBEDDED_PG_PORT
      else process.env.EMBEDDED_PG_PORT = savedPort
    }
  }, 120_000)
})
