#!/usr/bin/env node
/**
 * A rolling replacement under load, as a figure: two instances behind nginx take a steady 50
 * requests a second on `/`, `/store`, `/api/products` and donation intents while
 * `cluster.roll()` (what `npm run cluster -- --roll` runs) replaces both by instances of another
 * build, then replaces those by the first build again. The target: no failed request, none
 * slower than 2 s. (tests/integration asserts the zero failures and the new build; how slow the
 * slowest request is depends on the machine, so that half of the target is measured here.)
 *
 * Called by bench/run.mjs; on its own it reuses an existing build and rewrites only its section
 * of bench/results.md:  node bench/roll.mjs [--dist=.next-test]
 */
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startCluster } from '../scripts/lib/cluster.mjs'
import { loadDotEnv } from '../scripts/lib/env.mjs'
import { steadyLoad, summarize } from '../scripts/lib/steady-load.mjs'
import { freshTestDatabase } from '../scripts/lib/test-database.mjs'
import { arg, background, serverEnv, table, waitFor } from './lib.mjs'

const PORT = Number(process.env.BENCH_ROLL_PORT || 3260)
const HEADING = '## Rolling replacement under load'
const TARGET_SLOWEST_MS = 2000

/** Two rolls (to a copy of the build under another BUILD_ID, and back); a row of figures each. */
export async function measureRoll({ distDir, env }) {
  const copy = `${distDir}-roll`
  rmSync(copy, { recursive: true, force: true })
  // Hard links: another directory and another id is all the balancer and the instances see.
  execFileSync('cp', ['-al', distDir, copy])
  rmSync(path.join(copy, 'BUILD_ID'))
  writeFileSync(path.join(copy, 'BUILD_ID'), `roll-${Date.now().toString(36)}`)
  const cluster = await startCluster({
    port: PORT,
    instances: 2,
    distDir,
    dir: path.join(os.tmpdir(), `bench-roll-${process.pid}`),
    env: {
      ...env,
      SITE_URL: `http://127.0.0.1:${PORT}`,
      REDIS_URL: '',
      S3_ENDPOINT: '',
      JOBS_PERIOD_MS: '',
      // The load comes from one address: the donation limits would refuse the load itself.
      RATE_LIMIT_DONATIONS_PER_ADDRESS: '1000000',
      RATE_LIMIT_DONATIONS_PER_EMAIL: '1000000',
      RATE_LIMIT_DONATIONS_SITE_PER_MINUTE: '1000000',
    },
    log: () => {},
  })
  const rows = []
  try {
    for (const build of [copy, distDir]) {
      const load = steadyLoad(cluster.url)
      const started = Date.now()
      const instances = await cluster.roll({ build })
      // Two more seconds of load on the new instances alone.
      await new Promise((resolve) => setTimeout(resolve, 2000))
      const outcome = summarize(await load.stop())
      rows.push({ to: build, seconds: (Date.now() - started) / 1000, allNew: instances.every((i) => i.distDir === build), ...outcome })
    }
  } finally {
    await cluster.stop()
    rmSync(copy, { recursive: true, force: true })
  }
  return rows
}

export const rollBudgets = (rows) =>
  rows.flatMap((r, i) => [
    [`rolling replacement ${i + 1}: 0 failed requests`, r.failed === 0],
    [`rolling replacement ${i + 1}: no request over 2 s`, r.slowestMs <= TARGET_SLOWEST_MS],
  ])

export function rollSection(rows, how) {
  const fmt = (n) => Math.round(n).toString()
  return [
    HEADING,
    '',
    `Two instances behind nginx, 50 requests a second (\`/\`, \`/store\`, \`/api/products\`, donation intents, each on a`,
    `new connection) while every instance is replaced, one at a time, by one of another build; then back. Target: 0 failed,`,
    `slowest ≤ ${TARGET_SLOWEST_MS} ms. Repeat with \`${how}\`.`,
    '',
    table(
      ['roll', 'seconds', 'requests', 'failed', 'slowest ms', 'p99 ms', 'over 2 s', 'every instance on the new build', 'met'],
      rows.map((r, i) => [
        String(i + 1),
        r.seconds.toFixed(0),
        String(r.requests),
        r.failed ? `${r.failed} (${r.failures.join(', ')})` : '0',
        fmt(r.slowestMs),
        fmt(r.p99Ms),
        String(r.over2s),
        r.allNew ? 'yes' : 'no',
        r.failed === 0 && r.slowestMs <= TARGET_SLOWEST_MS ? 'yes' : 'no',
      ]),
    ),
    '',
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  loadDotEnv()
  const distDir = arg('dist', '.next-test')
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(`no build in ${distDir}: run \`npm test\` or \`npm run bench\` first, or pass --dist=DIR`)
    process.exit(1)
  }
  // The fake Stripe API on a port of its own (bench/run.mjs's is 12199).
  const stripePort = process.env.BENCH_ROLL_STRIPE_PORT || '12198'
  const db = await freshTestDatabase()
  const fakeStripe = background(process.execPath, ['tests/fakes/fake-stripe.mjs'], { env: { FAKE_STRIPE_PORT: stripePort }, log: '/tmp/bench-roll-stripe.log' })
  let code = 0
  try {
    await waitFor(`http://127.0.0.1:${stripePort}/v1/balance`, 30_000)
    const rows = await measureRoll({
      distDir,
      env: serverEnv(db, {
        NODE_ENV: 'production',
        NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
      }),
    })
    const section = `${rollSection(rows, `node bench/roll.mjs --dist=${distDir}`)}Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores, build ${distDir}, load average ${os.loadavg()[0].toFixed(1)} at the end.\n`
    const { writeSection } = await import('./sections.mjs')
    writeSection(path.join(process.cwd(), 'bench/results.md'), HEADING, section)
    console.log(section)
    code = rollBudgets(rows).every(([, met]) => met) ? 0 : 1
  } catch (error) {
    console.error(`the rolling replacement could not be measured: ${error.message}`)
    code = 1
  } finally {
    fakeStripe.kill('SIGTERM')
    await db.drop().catch(() => {})
  }
  process.exit(code)
}
