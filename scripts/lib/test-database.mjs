import pg from 'pg'

import { ensureDatabase } from './database.mjs'

/**
 * A fresh, empty database for one test run: on the server named by DATABASE_URL when set,
 * else on the embedded PostgreSQL (its own data folder, so a dev database is never touched).
 */
export async function freshTestDatabase() {
  const base = process.env.DATABASE_URL
  let stopServer = async () => {}
  let serverUrl = base
  if (!base) {
    process.env.EMBEDDED_PG_PORT ??= '54339'
    const saved = process.env.DATABASE_URL
    const { url, stop } = await ensureDatabase({ database: 'postgres', dataSubdir: 'test-postgres' })
    // process.env stores undefined as the string "undefined": remove the key instead.
    if (saved === undefined) delete process.env.DATABASE_URL
    else process.env.DATABASE_URL = saved
    serverUrl = url
    stopServer = stop
  }
  const name = `foundation_test_${Date.now()}_${process.pid}`
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  const url = withDatabase(serverUrl, name)
  return {
    url,
    async drop() {
      const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {})
      await client.end()
      await stopServer()
    },
  }
}

function withDatabase(url, database) {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
