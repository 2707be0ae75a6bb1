#!/usr/bin/env node
/**
 * First paint only (issue 32 point 3): Lighthouse mobile, median of N runs in rounds, on /, /store,
 * /donate and a product page, beside the bare Next page as the yardstick, from an existing build.
 * Rewrites the "First paint" section of bench/results.md. `npm run bench` measures the same
 * pages in its full run; this is the quick way to repeat only them:
 *   node bench/first-paint.mjs [--dist=.next-test] [--runs=5] [--port=3890]
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { chromiumPath } from '../scripts/lib/chromium.mjs'
import { loadDotEnv } from '../scripts/lib/env.mjs'
import { siteServerArgs } from '../scripts/lib/site-server.mjs'
import { freshTestDatabase } from '../scripts/lib/test-database.mjs'
import { arg, background, migrateAndSeed, run, serverEnv, table, waitFor } from './lib.mjs'
import { firstPaintCells, measureLighthouse } from './lighthouse.mjs'
import { writeSection } from './sections.mjs'

const require = createRequire(import.meta.url)
const nextBin = require.resolve('next/dist/bin/next')
loadDotEnv()
const distDir = arg('dist', '.next-test')
const runs = Number(arg('runs', 5))
const port = Number(arg('port', 3890))
const site = `http://localhost:${port}`
const bare = `http://localhost:${port + 1}`

const db = await freshTestDatabase()
const env = serverEnv(db, {
  NODE_ENV: 'production',
  NEXT_DIST_DIR: distDir,
  SITE_URL: site,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  PORT: String(port),
})
const children = []
let code = 0
try {
  await migrateAndSeed(env)
  if (!existsSync('bench/bare-app/.next/BUILD_ID')) {
    await run(process.execPath, [nextBin, 'build', 'bench/bare-app', '--webpack'], { env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } })
  }
  children.push(background(process.execPath, siteServerArgs({ port }), { env, log: path.join(os.tmpdir(), 'first-paint-site.log') }))
  children.push(
    background(process.execPath, [nextBin, 'start', 'bench/bare-app', '-p', String(port + 1)], {
      env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      log: path.join(os.tmpdir(), 'first-paint-bare.log'),
    }),
  )
  await waitFor(`${site}/api/user`)
  await waitFor(bare)
  const products = await (await fetch(`${site}/api/products`)).json()
  const targets = [
    ['/', `${site}/`],
    ['/store', `${site}/store`],
    ['/donate', `${site}/donate`],
    [`/product/${products[0].id}`, `${site}/product/${products[0].id}`],
    ['bare Next page (yardstick)', `${bare}/`],
  ]
  // Warm every page once: the figure is a visit to a cached page, not the first render.
  for (const [, url] of targets) await fetch(url).then((r) => r.arrayBuffer())
  const results = await measureLighthouse(targets, { runs, chromePath: chromiumPath(), formFactors: ['mobile'], onRound: (round, scores) => console.log(`round ${round}: ${scores}`) })
  const fmt = (n, digits = 0) => Number(n).toFixed(digits)
  const met = (l) => l.label.startsWith('bare') || (l.mobile.lcp <= 1500 && l.mobile.cls <= 0.02 && l.mobile.tbt <= 150)
  const section = [
    `## First paint (Lighthouse mobile, median of ${runs})`,
    '',
    `Issue 32's budget: LCP ≤ 1500 ms, CLS ≤ 0.02, TBT ≤ 150 ms on each page; the bare Next page in the same run is the yardstick.`,
    `Repeat with \`node bench/first-paint.mjs --dist=${distDir} --runs=${runs}\`.`,
    '',
    table(
      ['page', 'mobile perf', 'LCP ms', 'LCP ms, each run', 'observed LCP ms', 'scripts loaded before it', 'CLS', 'TBT ms', 'met'],
      results.map((l) => [
        l.label,
        fmt(l.mobile.performance),
        ...firstPaintCells(l),
        l.label.startsWith('bare') ? '—' : met(l) ? 'yes' : '**no**',
      ]),
    ),
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores, build ${distDir}.`,
    '',
  ].join('\n')
  writeSection(path.join(process.cwd(), 'bench/results.md'), '## First paint', section)
  console.log(section)
} catch (error) {
  console.error(`could not measure: ${error.stack ?? error}`)
  code = 1
}
for (const child of children) child.kill('SIGTERM')
await db.drop().catch(() => {})
process.exit(code)
