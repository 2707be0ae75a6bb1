#!/usr/bin/env node
/**
 * Ready when they tap, measured the way a person meets it: a mid-range phone (4× slower CPU,
 * 1.6 Mbit/s, 150 ms), each page loaded 10 times, its main control tapped the moment it shows.
 * Counted: the taps carried out, and the time from navigation to the visible effect. Beside it,
 * Lighthouse mobile under applied throttling (`throttlingMethod: 'devtools'`) with the simulated
 * figures next to it — for the site served with the HTML rewrite of scripts/serve.mjs (scripts
 * after the first paint), the same build without it (SERVE_DEFER_SCRIPTS=0), and the bare Next
 * page, all in one run, in rounds, so a busy spell of the machine falls on each alike.
 *
 *   node bench/taps.mjs [--dist=.next-test] [--loads=10] [--runs=3]
 *
 * Reuses an existing build; builds the bare yardstick if it is missing; rewrites only its
 * section of bench/results.md.
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib/chromium.mjs'
import { loadDotEnv } from '../scripts/lib/env.mjs'
import { asMidRangePhone } from '../scripts/lib/mid-range-phone.mjs'
import { siteServerArgs } from '../scripts/lib/site-server.mjs'
import { freshTestDatabase } from '../scripts/lib/test-database.mjs'
import { measureLighthouse } from './lighthouse.mjs'
import { arg, background, median, migrateAndSeed, run, serverEnv, table, waitFor } from './lib.mjs'
import { writeSection } from './sections.mjs'

const HEADING = '## Ready when they tap'
/** Issue 43's budgets, Lighthouse mobile under applied throttling. */
const BUDGET = { lcp: 1200, tti: 2000, tbt: 150, cls: 0 }
const EFFECT_TIMEOUT_MS = 30_000

/**
 * Each page's main control and what tapping it shows. `effect` runs in the page and is true once
 * the tap has done what it says. The bare page's one button is the yardstick.
 */
const PAGES = [
  { path: '/', width: 1280, control: (tab) => tab.getByRole('button', { name: 'More' }), effect: () => document.querySelector('#more-menu')?.checkVisibility() === true },
  { path: '/store', control: (tab) => tab.getByRole('button', { name: /^Add to Cart:/ }).first(), effect: () => document.querySelector('[data-testid="cart-badge"]')?.textContent?.trim() === '1' },
  { path: '/donate', control: (tab) => tab.getByTestId('preset-amounts').getByRole('button').nth(1), effect: () => document.querySelectorAll('[data-testid="preset-amounts"] button')[1]?.getAttribute('aria-pressed') === 'true' },
  { path: 'product', control: (tab) => tab.getByRole('button', { name: /^Add to Cart/ }), effect: () => document.querySelector('[data-testid="cart-badge"]')?.textContent?.trim() === '1' },
  // An empty form's Submit: the browser names the first missing answer (only a submission attempt sets :user-invalid).
  { path: '/intake-form', control: (tab) => tab.getByRole('button', { name: 'Submit Request' }), effect: () => document.querySelector('#main input:user-invalid') !== null },
]
const BARE = { path: '/tap', control: (tab) => tab.getByRole('button', { name: /^Tapped/ }), effect: () => document.querySelector('button[aria-pressed="true"]') !== null }

/** One load on a throttled phone: tap as soon as the control shows; ms to the effect, or null. */
async function tapOnce(browser, url, page) {
  const context = await browser.newContext({ viewport: { width: page.width ?? 390, height: 844 }, isMobile: !page.width, hasTouch: !page.width })
  const tab = await context.newPage()
  try {
    await asMidRangePhone(context, tab)
    const started = performance.now()
    await tab.goto(url, { waitUntil: 'commit' })
    await page.control(tab).click({ timeout: EFFECT_TIMEOUT_MS })
    const done = await tab.waitForFunction(page.effect, undefined, { timeout: EFFECT_TIMEOUT_MS, polling: 50 }).then(() => true, () => false)
    return done ? performance.now() - started : null
  } catch {
    return null
  } finally {
    await context.close()
  }
}

/** `loads` taps per page per setup, in rounds: { [setup]: { [path]: ms[] (null = lost) } }. `route(page)` is the page's address. */
export async function measureTaps(setups, { loads = 10, route }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const results = {}
  try {
    for (let load = 0; load < loads; load++) {
      for (const [setup, base, pages] of setups) {
        for (const page of pages) {
          const ms = await tapOnce(browser, `${base}${route(page)}`, page)
          ;((results[setup] ??= {})[page.path] ??= []).push(ms)
        }
      }
      console.log(`  taps: load ${load + 1} of ${loads} done`)
    }
  } finally {
    await browser.close()
  }
  return results
}

/**
 * The whole measurement on running servers: `defer` (the site as served), `plain` (the same build
 * with SERVE_DEFER_SCRIPTS=0) and `bare` (bench/bare-app). Taps first, then Lighthouse mobile
 * under applied and simulated throttling, every target in rounds.
 */
export async function measureReady(sites, { loads = 10, runs = 3 } = {}) {
  const products = await (await fetch(`${sites.defer}/api/products`)).json()
  const productPath = `/product/${products.find((p) => p.inventory > 2).id}`
  const route = (page) => (page.path === 'product' ? productPath : page.path)
  const label = (page) => (page.path === 'product' ? 'a product page' : page.path)
  // Every page once on each server first: a page's first render after a start is not what a visitor meets.
  for (const base of [sites.defer, sites.plain]) for (const page of PAGES) await fetch(`${base}${route(page)}`)

  console.log('▶ taps on a throttled phone')
  const taps = await measureTaps(
    [
      ['with the rewrite', sites.defer, PAGES],
      ['plain', sites.plain, PAGES],
      ['bare Next page', sites.bare, [BARE]],
    ],
    { loads, route },
  )
  console.log('▶ Lighthouse mobile, applied and simulated throttling')
  const targets = [
    ...PAGES.flatMap((page) => [
      [`${label(page)} (with the rewrite)`, `${sites.defer}${route(page)}`],
      [`${label(page)} (plain)`, `${sites.plain}${route(page)}`],
    ]),
    ['bare Next page', `${sites.bare}/`],
  ]
  const chromePath = chromiumPath()
  const applied = await measureLighthouse(targets, { runs, chromePath, formFactors: ['mobile'], throttlingMethod: 'devtools' })
  const simulated = await measureLighthouse(targets, { runs, chromePath, formFactors: ['mobile'] })
  return { taps, lighthouse: targets.map(([name], i) => ({ label: name, applied: applied[i].mobile, simulated: simulated[i].mobile })) }
}

/** Issue 43's checks for the site as served: every tap carried out, and the budgets under applied throttling. */
export function readyBudgets({ taps, lighthouse }) {
  const served = taps['with the rewrite'] ?? {}
  return [
    ...Object.entries(served).map(([page, samples]) => [`${page}: a tap as soon as it shows is carried out, ${samples.length} of ${samples.length}`, samples.every((s) => s !== null)]),
    ...lighthouse
      .filter((l) => l.label.endsWith('(with the rewrite)'))
      .map((l) => [`${l.label}: LCP ≤ ${BUDGET.lcp} ms, TTI ≤ ${BUDGET.tti} ms, TBT ≤ ${BUDGET.tbt} ms, CLS 0 under applied throttling`, meetsBudget(l.applied)]),
  ]
}

const meetsBudget = (m) => m.lcp <= BUDGET.lcp && m.tti <= BUDGET.tti && m.tbt <= BUDGET.tbt && m.cls <= BUDGET.cls

const ms = (n) => (typeof n === 'number' ? Math.round(n).toString() : '—')

export function tapsSection({ taps, lighthouse, loads, runs, how }) {
  const tapRows = []
  for (const [setup, pages] of Object.entries(taps)) {
    for (const [route, samples] of Object.entries(pages)) {
      const carried = samples.filter((s) => s !== null)
      tapRows.push([setup, route, `${carried.length} of ${samples.length}`, ms(carried.length ? median(carried) : null), ms(carried.length ? Math.max(...carried) : null)])
    }
  }
  const lhRows = lighthouse.map(({ label, applied, simulated }) => {
    return [label, ms(applied.lcp), ms(applied.tti), ms(applied.tbt), applied.cls.toFixed(3), ms(simulated.lcp), ms(simulated.tti), meetsBudget(applied) ? 'yes' : 'no']
  })
  return [
    HEADING,
    '',
    `A mid-range phone (Chromium, 4× CPU slowdown, 1.6 Mbit/s, 150 ms): each page loaded ${loads} times, its main control`,
    `tapped the moment it shows (the header's More, Add to cart, an amount preset, Submit on the empty intake form; the bare`,
    `page's one button). "With the rewrite" is the site as served (scripts/serve.mjs moves the scripts behind the first paint),`,
    `"plain" the same build without it (SERVE_DEFER_SCRIPTS=0). Repeat with \`${how}\`.`,
    '',
    table(['setup', 'page', 'taps carried out', 'to the effect, median ms', 'worst ms'], tapRows),
    '',
    `Lighthouse mobile, median of ${runs}: applied throttling (\`throttlingMethod: 'devtools'\`, Lighthouse's slow 4G and 4× CPU)`,
    `beside the simulated figures. Budget under applied throttling: LCP ≤ ${BUDGET.lcp} ms, TTI ≤ ${BUDGET.tti} ms, TBT ≤ ${BUDGET.tbt} ms, CLS 0.`,
    '',
    table(['page', 'LCP ms (applied)', 'TTI ms (applied)', 'TBT ms (applied)', 'CLS (applied)', 'LCP ms (simulated)', 'TTI ms (simulated)', 'budget met'], lhRows),
    '',
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  loadDotEnv()
  const require = createRequire(import.meta.url)
  const nextBin = require.resolve('next/dist/bin/next')
  const distDir = arg('dist', '.next-test')
  const loads = Number(arg('loads', 10))
  const runs = Number(arg('runs', 3))
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(`no build in ${distDir}: run \`npm test\` or \`npm run bench\` first, or pass --dist=DIR`)
    process.exit(1)
  }
  const ports = { defer: 3270, plain: 3271, bare: 3272, stripe: '12197' }
  const db = await freshTestDatabase()
  const env = serverEnv(db, {
    NODE_ENV: 'production',
    NEXT_DIST_DIR: distDir,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_API_URL: `http://127.0.0.1:${ports.stripe}`,
    // Every load comes from the same address: the limits are not what is measured.
    RATE_LIMIT_FORMS_MAX: '100000',
  })
  const children = []
  let code = 0
  try {
    await migrateAndSeed(env)
    // Built each time (15 s): an older build of the yardstick may lack its page with a button.
    await run(process.execPath, [nextBin, 'build', 'bench/bare-app', '--webpack'], { env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } })
    children.push(background(process.execPath, ['tests/fakes/fake-stripe.mjs'], { env: { FAKE_STRIPE_PORT: ports.stripe }, log: '/tmp/bench-taps-stripe.log' }))
    for (const [name, extra] of [['defer', {}], ['plain', { SERVE_DEFER_SCRIPTS: '0' }]]) {
      const port = ports[name]
      children.push(background(process.execPath, siteServerArgs({ port }), { env: { ...env, ...extra, PORT: String(port), SITE_URL: `http://localhost:${port}` }, log: `/tmp/bench-taps-${name}.log` }))
    }
    children.push(background(process.execPath, [nextBin, 'start', 'bench/bare-app', '-p', String(ports.bare)], { env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }, log: '/tmp/bench-taps-bare.log' }))
    const site = (name) => `http://localhost:${ports[name]}`
    for (const url of [`${site('defer')}/api/user`, `${site('plain')}/api/user`, `${site('bare')}/tap`]) await waitFor(url)
    const ready = await measureReady({ defer: site('defer'), plain: site('plain'), bare: site('bare') }, { loads, runs })
    const section = `${tapsSection({ ...ready, loads, runs, how: `node bench/taps.mjs --dist=${distDir}` })}Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores, build ${distDir}, load average ${os.loadavg()[0].toFixed(1)} at the end.\n`
    writeSection(path.join(process.cwd(), 'bench/results.md'), HEADING, section)
    console.log(section)
  } catch (error) {
    console.error(`the taps could not be measured: ${error.message}`)
    code = 1
  } finally {
    for (const child of children) child.kill('SIGTERM')
    await db.drop().catch(() => {})
  }
  process.exit(code)
}
