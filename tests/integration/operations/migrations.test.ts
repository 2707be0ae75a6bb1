import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { sqlOn } from '../../support/postgres'

/**
 * Migrations are frozen: each carries the data and code it needs, so what an old migration does
 * never changes when the app changes. On an empty database every one runs up, then down again
 * from the newest (Payload's `migrate:down` rolls back the last batch newest first), leaving
 * nothing behind; and up again works after that.
 */
const root = path.resolve(import.meta.dirname, '../../..')
const migrationsDir = path.join(root, 'src/migrations')
const migrationNames = readdirSync(migrationsDir)
  .filter((file) => /^\d{8}_\d{6}_.+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))

const serverUrl = new URL(process.env.DATABASE_URL!)
const name = `foundation_migrations_${Date.now()}_${process.pid}`
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString()
const adminUrl = Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString()

function payloadCli(command: string) {
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), command], {
    cwd: root,
    encoding: 'utf8',
    timeout: 300_000,
    env: {
      ...process.env,
      NODE_OPTIONS: '--no-deprecation',
      // Payload's CLI outside production may ask questions or push the schema; a deploy migrates in production.
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: 'migrations-test-secret',
      INTAKE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    },
  })
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` }
}

/** What the public schema holds besides nothing: tables, enum types and functions. */
async function leftovers() {
  return sqlOn(
    databaseUrl,
    `SELECT 'table ' || tablename AS thing FROM pg_tables WHERE schemaname = 'public'
     UNION ALL SELECT 'type ' || typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' AND t.typtype = 'e'
     UNION ALL SELECT 'function ' || proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'`,
  )
}

async function appliedMigrations() {
  const [table] = await sqlOn(databaseUrl, `SELECT to_regclass('public.payload_migrations') AS name`)
  if (!table?.name) return []
  const rows = await sqlOn(databaseUrl, `SELECT name FROM payload_migrations WHERE batch <> -1 ORDER BY name`)
  return rows.map((row) => row.name as string)
}

afterAll(async () => {
  await sqlOn(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {})
}, 60_000)

describe('migrations', () => {
  it('import nothing from the app: only Payload, its Postgres adapter and Node', () => {
    const outside = migrationNames.flatMap((migration) => {
      const source = readFileSync(path.join(migrationsDir, `${migration}.ts`), 'utf8')
      const specifiers = [...source.matchAll(/^(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]/gm)].map(
        (match) => match[1] ?? match[2] ?? match[3],
      )
      return specifiers.filter((specifier) => !/^(payload|@payloadcms\/db-postgres|node:[a-z/]+)$/.test(specifier)).map((specifier) => `${migration}: ${specifier}`)
    })
    expect(migrationNames.length).toBeGreaterThan(10)
    expect(outside).toEqual([])
  })

  it('run up on an empty database, down again from the newest, and up once more', async () => {
    await sqlOn(adminUrl, `CREATE DATABASE "${name}"`)

    const up = payloadCli('migrate')
    expect(up.status, up.output).toBe(0)
    expect(await appliedMigrations(), up.output).toEqual([...migrationNames].sort())

    const down = payloadCli('migrate:down')
    expect(down.status, down.output).toBe(0)
    expect(down.output).not.toMatch(/Error migrating down/)
    expect(await leftovers(), down.output).toEqual([])

    const again = payloadCli('migrate')
    expect(again.status, again.output).toBe(0)
    expect(await appliedMigrations(), again.output).toEqual([...migrationNames].sort())
  }, 900_000)
})
