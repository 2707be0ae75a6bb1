#!/usr/bin/env node
/**
 * npm run bench — builds the site, starts it on a real PostgreSQL with demo data, and measures it
 * beside its yardsticks in the same run: Payload's own REST list and a bare Next app.
 * Writes bench/results.md; exits non-zero only when something could not be measured.
 *
 *   --quick   2 s load runs and 1 Lighthouse run (a smoke check of the harness, not figures)
 *   --soak    only the soak (bench/soak.mjs): ten minutes of mixed traffic through the balancer,
 *             on the last build (.next-bench, else the tests' .next-test)
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { chromiumPath } from '../scripts/lib/chromium.mjs'
import { freshTestDatabase } from '../scripts/lib/test-database.mjs'
import { loadDotEnv } from '../scripts/lib/env.mjs'
import { siteServerArgs } from '../scripts/lib/site-server.mjs'
import { clusterBudgets, clusterSection, measureCluster } from './cluster.mjs'
import { measureHttp } from './http.mjs'
import { importsSection, measureImports } from './imports.mjs'
import { measureFirstLoadJs } from './javascript.mjs'
import { background, migrateAndSeed, run, serverEnv, table, waitFor } from './lib.mjs'
import { firstPaintCells, measureLighthouse } from './lighthouse.mjs'
import { measureRoll, rollBudgets, rollSection } from './roll.mjs'
import { measureReady, readyBudgets, tapsSection } from './taps.mjs'

const require = createRequire(import.meta.url)
const root = process.cwd()
const quick = process.argv.includes('--quick')
const seconds = quick ? 2 : 20
const lighthouseRuns = quick ? 1 : 5
const nextBin = require.resolve('next/dist/bin/next')
const chromePath = chromiumPath()
const sitePort = 3200
const barePort = 3201
const plainPort = 3202
const site = `http://localhost:${sitePort}`
const bare = `http://localhost:${barePort}`
const plain = `http://localhost:${plainPort}`

loadDotEnv()
if (process.argv.includes('--soak')) {
  const { soak, soakSection } = await import('./soak.mjs')
  const { writeSection } = await import('./sections.mjs')
  const distDir = ['.next-bench', '.next-test'].find((dir) => existsSync(path.join(root, dir, 'BUILD_ID')))
  try {
    if (!distDir) throw new Error('no build to soak: run `npm run bench` or `npm test` first')
    const result = await soak({ distDir })
    const section = soakSection(result, `npm run bench -- --soak (build ${distDir})`)
    writeSection(path.join(root, 'bench/results.md'), '## Soak', `${section}\nMeasured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores, build ${distDir}.\n`)
    console.log(section)
    process.exit(0)
  } catch (error) {
    console.error(`the soak could not run: ${error.message}`)
    process.exit(1)
  }
}
const children = []
const db = await freshTestDatabase()
const env = serverEnv(db, {
  NODE_ENV: 'production',
  NEXT_DIST_DIR: '.next-bench',
  SITE_URL: site,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_API_URL: 'http://127.0.0.1:12199',
  PORT: String(sitePort),
  // The staff account the import benchmark signs in with (created on the empty database).
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'bench-admin-password-only',
})

async function stop(code) {
  for (const child of children) child.kill('SIGTERM')
  await db.drop().catch(() => {})
  process.exit(code)
}

try {
  console.log('▶ migrate + seed, build the site and the bare yardstick app')
  await migrateAndSeed(env)
  await run(process.execPath, [nextBin, 'build'], { env })
  // Turbopack takes the project's lockfile as the workspace root and trips over the site's own
  // server packages when building a nested app; the yardstick is built with webpack instead.
  await run(process.execPath, [nextBin, 'build', 'bench/bare-app', '--webpack'], {
    env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })

  children.push(background(process.execPath, ['tests/fakes/fake-stripe.mjs'], { env: { FAKE_STRIPE_PORT: '12199' }, log: '/tmp/bench-fake-stripe.log' }))
  children.push(background(process.execPath, siteServerArgs({ port: sitePort }), { env, log: '/tmp/bench-site.log' }))
  children.push(
    background(process.execPath, [nextBin, 'start', 'bench/bare-app', '-p', String(barePort)], {
      env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      log: '/tmp/bench-bare.log',
    }),
  )
  await waitFor(`${site}/api/user`)
  await waitFor(bare)

  const products = await (await fetch(`${site}/api/products`)).json().catch(() => [])
  const productId = Array.isArray(products) && products[0] ? products[0].id : null

  console.log('▶ throughput and latency (10 connections)')
  const httpTargets = [
    ['GET / (home, cached)', `${site}/`],
    ['GET /store', `${site}/store`],
    ['GET /api/products', `${site}/api/products`],
    ["Payload REST GET /api/cms/products?depth=0 (yardstick)", `${site}/api/cms/products?depth=0`],
    ['bare Next page (yardstick)', `${bare}/`],
  ]
  const http = []
  for (const [label, url] of httpTargets) {
    const result = await measureHttp(url, { seconds })
    http.push({ label, ...result })
    console.log(`  ${label}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99} ms, ${result.errors} errors`)
  }

  console.log('▶ throughput through the load balancer (single process, then 1 and 2 instances)')
  const site0 = children.findIndex((child) => child.spawnargs.includes(String(sitePort)))
  // The single-process site stops first: the cluster reuses its build and database.
  children[site0].kill('SIGTERM')
  await new Promise((resolve) => children[site0].once('exit', resolve))
  const clusterRows = await measureCluster({ distDir: '.next-bench', env, seconds })
  for (const [setup, p, r] of clusterRows) console.log(`  ${setup} ${p}: ${r.requestsPerSecond.toFixed(0)} req/s, p99 ${r.p99} ms`)
  console.log('▶ rolling replacement under 50 requests a second (twice)')
  const rollRows = await measureRoll({ distDir: '.next-bench', env })
  for (const r of rollRows) console.log(`  ${r.requests} requests, ${r.failed} failed, slowest ${Math.round(r.slowestMs)} ms`)
  children[site0] = background(process.execPath, siteServerArgs({ port: sitePort }), { env, log: '/tmp/bench-site.log' })
  await waitFor(`${site}/api/user`)

  console.log('▶ Lighthouse (one run at a time)')
  const lighthouseTargets = [
    ['/', `${site}/`],
    ['/store', `${site}/store`],
    ['/donate', `${site}/donate`],
    ...(productId ? [[`/product/${productId}`, `${site}/product/${productId}`]] : []),
    ['bare Next page (yardstick)', `${bare}/`],
  ]
  const lighthouseResults = await measureLighthouse(lighthouseTargets, {
    runs: lighthouseRuns,
    chromePath,
    onRound: (round, scores) => console.log(`  round ${round}, mobile: ${scores}`),
  })

  // The same build without the script rewrite, beside the site as served and the bare page.
  children.push(background(process.execPath, siteServerArgs({ port: plainPort }), { env: { ...env, PORT: String(plainPort), SERVE_DEFER_SCRIPTS: '0' }, log: '/tmp/bench-plain.log' }))
  await waitFor(`${plain}/api/user`)
  const ready = await measureReady({ defer: site, plain, bare }, { loads: quick ? 2 : 10, runs: quick ? 1 : 3 })

  console.log('▶ first-load JavaScript and Stripe.js requests')
  // Every public route of spec §2.1 (the staff panel aside), the giving-circle pages as the
  // donors-circle page links them.
  const circleHtml = await (await fetch(`${site}/donors-circle`)).text()
  const circles = [...new Set([...circleHtml.matchAll(/href="(\/(?:friends-of-[a-z0-9-]+|[a-z0-9-]+-circle))"/g)].map((m) => m[1]))].filter(
    (route) => route !== '/donors-circle',
  )
  const jsRoutes = [
    '/', '/store', ...(productId ? [`/product/${productId}`] : []), '/cart', '/checkout', '/donate', '/services',
    '/bloom-boutique', '/gardens', '/get-involved', '/partners', '/about', '/contact', '/media-kit', '/host-drive',
    '/feedback', '/sponsorship', '/intake-form', '/donors-circle', ...circles, '/news/wsmv-feature',
  ]
  const js = await measureFirstLoadJs([...jsRoutes.map((r) => `${site}${r}`), `${bare}/`], { chromePath })

  console.log('▶ staff filters over 10,000 contacts and 20,000 donations')
  // The staff benchmark makes its own throwaway database on the server this run already uses.
  const staffRun = spawnSync(process.execPath, ['bench/staff-filters.mjs'], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: db.url },
  })
  if (staffRun.status !== 0) throw new Error(`staff filter benchmark failed:\n${staffRun.stdout}\n${staffRun.stderr}`)
  const staff = ['```', staffRun.stdout.slice(staffRun.stdout.indexOf('Staff panel queries')).trim(), '```'].join('\n')

  console.log('▶ importing a 50,000-row gift file (issue 44)')
  const login = await fetch(`${site}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }),
  })
  if (login.status !== 200) throw new Error(`staff sign-in for the import benchmark failed: ${login.status}`)
  const importCookie = login.headers.getSetCookie().find((c) => c.startsWith('payload-token=')).split(';')[0]
  const imported = await measureImports({ site, cookie: importCookie, rows: quick ? 2_000 : 50_000, people: quick ? 800 : 20_000 })
  console.log(`  dry run ${imported.dryRunSeconds.toFixed(1)} s, commit ${imported.commitSeconds.toFixed(1)} s`)

  const yardstickRest = http.find((h) => h.label.startsWith('Payload REST'))
  const bareHttp = http.find((h) => h.label.startsWith('bare'))
  const bareLh = lighthouseResults.find((l) => l.label.startsWith('bare'))
  const bareJs = js.find((j) => j.url.startsWith(bare))
  // The pages that take a payment (checkout, donate, the giving-circle pages) may load Stripe.js.
  const takesPayment = (route) => route === '/checkout' || route === '/donate' || circles.includes(route)

  const checks = []
  for (const h of http.filter((x) => !x.label.includes('yardstick'))) {
    checks.push([`${h.label} ≥ 3× Payload REST throughput`, h.requestsPerSecond >= 3 * yardstickRest.requestsPerSecond])
    checks.push([`${h.label} p99 ≤ 50 ms`, h.p99 <= 50])
    checks.push([`${h.label} 0 errors`, h.errors === 0])
  }
  for (const l of lighthouseResults.filter((x) => !x.label.startsWith('bare'))) {
    checks.push([`${l.label} mobile performance ≥ 95 and within 2 of bare`, l.mobile.performance >= 95 && l.mobile.performance >= bareLh.mobile.performance - 2])
    checks.push([`${l.label} accessibility 100 and SEO 100`, l.mobile.accessibility === 100 && l.mobile.seo === 100])
    checks.push([`${l.label} CLS ≤ 0.02`, l.mobile.cls <= 0.02 && l.desktop.cls <= 0.02])
    // Issue 32: first paint on a phone.
    checks.push([`${l.label} mobile LCP ≤ 1500 ms and TBT ≤ 150 ms`, l.mobile.lcp <= 1500 && l.mobile.tbt <= 150])
  }
  for (const j of js.filter((x) => x.url.startsWith(site))) {
    const route = j.url.slice(site.length)
    const payment = takesPayment(route)
    if (!payment) checks.push([`${route} first-load JS within 40 kB of bare`, j.kilobytes - bareJs.kilobytes <= 40])
    checks.push([`${route} Stripe.js ${payment ? 'allowed' : 'not requested'}`, payment || !j.stripeRequested])
  }
  for (const [label, , met] of clusterBudgets(clusterRows)) checks.push([`through the balancer — ${label}`, met])
  checks.push(...rollBudgets(rollRows), ...readyBudgets(ready))
  if (!quick) {
    checks.push(['import of 50,000 gifts: dry run ≤ 60 s', imported.dryRunSeconds <= 60])
    checks.push(['import of 50,000 gifts: commit ≤ 120 s', imported.commitSeconds <= 120])
  }

  const fmt = (n, d = 0) => (typeof n === 'number' ? n.toFixed(d) : '—')
  const md = [
    `# Benchmark results`,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}${quick ? ' — QUICK RUN (harness check, not figures)' : ''}.`,
    `Site: production build on PostgreSQL with demo data. Yardsticks in the same run: Payload's own REST list and a bare Next.js app (built with webpack).`,
    '',
    `## Throughput and latency (autocannon, 10 connections, ${seconds} s)`,
    '',
    table(
      ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
      http.map((h) => [h.label, fmt(h.requestsPerSecond), fmt(h.p50), fmt(h.p99), String(h.errors)]),
    ),
    '',
    clusterSection(clusterRows, seconds),
    `## Lighthouse (median of ${lighthouseRuns})`,
    '',
    `Runs go in rounds: each round measures every page and the bare yardstick once, one at a time.`,
    `Lighthouse simulates a slow phone from a real load of the page; its LCP counts every script that had`,
    `finished loading when that real load painted the largest element ("scripts loaded before it").`,
    '',
    table(
      ['page', 'mobile perf', 'mobile runs', 'desktop perf', 'a11y', 'SEO', 'LCP ms (m)', 'LCP ms, each run', 'observed LCP ms (m)', 'scripts loaded before it (m)', 'CLS (m)', 'TBT ms (m)'],
      lighthouseResults.map((l) => [
        l.label,
        fmt(l.mobile.performance),
        l.mobileRuns.join(' '),
        fmt(l.desktop.performance),
        fmt(l.mobile.accessibility),
        fmt(l.mobile.seo),
        ...firstPaintCells(l),
      ]),
    ),
    '',
    '## First-load JavaScript (compressed, as received) and Stripe.js',
    '',
    'Scripts a page requests until it has hydrated (they come after its first frame: scripts/serve.mjs); the bare page: until its load event.',
    '',
    table(
      ['page', 'JS kB', 'scripts', 'Stripe.js requested'],
      js.map((j) => [j.url.startsWith(bare) ? 'bare Next page (yardstick)' : j.url.slice(site.length), fmt(j.kilobytes, 1), String(j.scripts), j.stripeRequested ? 'yes' : 'no']),
    ),
    '',
    '## Staff filters (SQL behind the Donor Contacts tab)',
    '',
    staff,
    '',
    '## Importing history (issue 44)',
    '',
    importsSection(imported),
    '',
    rollSection(rollRows, 'node bench/roll.mjs --dist=.next-test'),
    tapsSection({ ...ready, loads: quick ? 2 : 10, runs: quick ? 1 : 3, how: 'node bench/taps.mjs --dist=.next-test' }),
    '## Budgets',
    '',
    table(['budget', 'met'], checks.map(([label, ok]) => [label, ok ? 'yes' : '**no**'])),
    '',
    `Bare yardstick throughput: ${fmt(bareHttp.requestsPerSecond)} req/s.`,
    '',
  ].join('\n')
  // Sections written by the parts run on their own (the soak, the cache profile) are kept.
  const previous = existsSync(path.join(root, 'bench/results.md')) ? readFileSync(path.join(root, 'bench/results.md'), 'utf8') : ''
  const kept = ['## Soak', '## Shared cache: where the time goes', '## First paint', '## Test suite on a clean clone']
    .map((heading) => previous.slice(previous.indexOf(heading)).split(/\n(?=## )/)[0])
    .filter((section) => section.startsWith('## '))
  writeFileSync(path.join(root, 'bench/results.md'), [md, ...kept].join('\n'))
  console.log(`\n${md}`)
  await stop(0)
} catch (error) {
  console.error(`bench could not measure: ${error.message}`)
  await stop(1)
}
