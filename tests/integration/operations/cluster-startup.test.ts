import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { eventually, testPort } from '../../support/cluster'
import { sqlOn } from '../../support/postgres'

/**
 * Three instances started at the same moment on an empty database, each through `npm start`'s
 * own script (migrate + seed, then the production server): all come up, and the database holds each
 * migration once, one staff account and one copy of the seed.
 */
const serverUrl = new URL(process.env.DATABASE_URL!)
const name = `foundation_startup_${Date.now()}_${process.pid}`
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString()
const children: ChildProcess[] = []

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
          child.once('exit', () => {
            clearTimeout(timer)
            resolve()
          })
          child.kill('SIGTERM')
        }),
    ),
  )
  await sqlOn(Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString(), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {})
}, 120_000)

describe('three instances starting together on an empty database', () => {
  it('all come up, with one migration run, one staff account and one seed', async () => {
    await sqlOn(Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString(), `CREATE DATABASE "${name}"`)
    const ports = [testPort(30), testPort(31), testPort(32)]
    for (const port of ports) {
      children.push(
        spawn(process.execPath, ['scripts/run.mjs', 'start'], {
          env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), NODE_ENV: 'production', JOBS_PERIOD_MS: '' },
          stdio: 'ignore',
        }),
      )
    }
    for (const port of ports) {
      await eventually(
        `instance on ${port}`,
        async () => ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200 ? true : undefined),
        300_000,
      )
    }
    for (const [index, child] of children.entries()) expect(child.exitCode, `instance ${index + 1} exited`).toBeNull()

    const migrationFiles = readdirSync(path.join(process.cwd(), 'src/migrations')).filter((f) => /^\d.*\.ts$/.test(f))
    const migrations = await sqlOn(databaseUrl, `SELECT name, count(*)::int AS n FROM payload_migrations GROUP BY name`)
    expect(migrations.map((row) => row.name).sort()).toEqual(migrationFiles.map((f) => f.replace(/\.ts$/, '')).sort())
    expect(migrations.every((row) => row.n === 1)).toBe(true)

    expect(await sqlOn(databaseUrl, `SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 1 }])
    const pages = await sqlOn(databaseUrl, `SELECT path, count(*)::int AS n FROM pages GROUP BY path`)
    expect(pages.length).toBeGreaterThan(0)
    expect(pages.filter((row) => row.n !== 1)).toEqual([])
    const products = await sqlOn(databaseUrl, `SELECT count(*)::int AS n, count(DISTINCT name)::int AS names FROM products`)
    expect(products[0].n).toBeGreaterThan(0)
    expect(products[0].n).toBe(products[0].names)
    expect(await sqlOn(databaseUrl, `SELECT count(*)::int AS n FROM site_settings`)).toEqual([{ n: 1 }])

    // Each serves the seeded site.
    for (const port of ports) expect((await fetch(`http://127.0.0.1:${port}/gardens`)).status).toBe(200)
  }, 400_000)
})
