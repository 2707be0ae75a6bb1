#!/usr/bin/env node
/**
 * `npm test`: every check, in the order that fails fastest.
 *   lint → typecheck → unit → (fresh database, migrate + seed, production build, fake Stripe,
 *   production server) → integration (HTTP + Local API) → end-to-end (Playwright, Chromium).
 *
 * Options: --only=lint,typecheck,unit,integration,e2e   --skip-build (reuse .next-test)
 *          --files=restart,keyboard (only test files whose path contains one of these)
 * Env: TEST_PORT, FAKE_STRIPE_PORT (+1 SMTP sink, +2 its JSON view), TEST_BUILD_LOCK (a file:
 *      builds of parallel runs take turns), DATABASE_URL (a server to create the run's database on)
 * Ends with one summary line "N passed, N failed" over every test that ran.
 */
// First: an older Node stops here with a clear message (see scripts/lib/node-version.mjs).
import './lib/require-node.mjs'
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { loadDotEnv } from './lib/env.mjs'
import { freshTestDatabase } from './lib/test-database.mjs'
import { siteServerArgs } from './lib/site-server.mjs'
import { waitFor } from './lib/wait.mjs'

const require = createRequire(import.meta.url)
const root = process.cwd()
const args = process.argv.slice(2)
const only = args.find((a) => a.startsWith('--only='))?.slice(7).split(',')
const wants = (step) => !only || only.includes(step)
const skipBuild = args.includes('--skip-build') || process.env.TEST_SKIP_BUILD === '1'
const files = args.find((a) => a.startsWith('--files='))?.slice(8).split(',') ?? []

loadDotEnv()
mkdirSync(path.join(root, 'test-results'), { recursive: true })
const outDir = path.join(root, 'test-results')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const totals = { passed: 0, failed: 0, skipped: 0 }
const children = new Set()

function run(label, command, commandArgs, env = {}) {
  console.log(`\n▶ ${label}`)
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } })
    children.add(child)
    child.on('exit', (code, signal) => {
      children.delete(child)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/**
 * Like run(), with the output held and printed whole at the end, so two checks can run side by
 * side (lint and the type check are one core each) and still read one after the other.
 */
function runQuietly(label, command, commandArgs) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    children.add(child)
    child.on('close', (code, signal) => {
      children.delete(child)
      console.log(`\n▶ ${label}`)
      process.stdout.write(Buffer.concat(output))
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/** How long each stage took, printed before the summary line (bench/results.md keeps the split). */
const stages = []
const runStarted = performance.now()
async function timed(name, fn) {
  const started = performance.now()
  try {
    return await fn()
  } finally {
    stages.push(`${name} ${((performance.now() - started) / 1000).toFixed(0)} s`)
  }
}

function background(label, command, commandArgs, env, logFile) {
  const log = createWriteStream(logFile)
  const child = spawn(command, commandArgs, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  children.add(child)
  child.on('exit', (code) => {
    children.delete(child)
    if (code && !stopping) console.error(`[${label}] exited with ${code}; see ${path.relative(root, logFile)}`)
  })
  return child
}

function countVitest(file) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += report.numPassedTests ?? 0
  totals.failed += report.numFailedTests ?? 0
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}

function countPlaywright(file) {
  if (!existsSync(file)) return
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {}
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
  totals.failed += stats.unexpected ?? 0
  totals.skipped += stats.skipped ?? 0
}

let stopping = false
let cleanup = async () => {}
async function finish(code) {
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  await cleanup().catch((error) => console.error('cleanup failed:', error.message))
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
  if (stages.length) console.log(`\nstages: ${stages.join(', ')}; total ${((performance.now() - runStarted) / 1000).toFixed(0)} s`)
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`)
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void finish(130))

const failures = []
async function step(name, fn, label = name) {
  if (!wants(name)) return
  const code = await timed(label, fn)
  if (code !== 0) {
    failures.push(name)
    await finish(code)
  }
}

// Lint and the type check run side by side (each keeps to one core); both are reported, and
// either failing stops the run before anything else starts.
if (wants('lint') && wants('typecheck')) {
  const codes = await timed('lint + typecheck', () =>
    Promise.all([runQuietly('lint', bin('eslint'), ['--max-warnings=0', '.']), runQuietly('typecheck', bin('tsc'), ['--noEmit'])]),
  )
  for (const [name, code] of [['lint', codes[0]], ['typecheck', codes[1]]]) if (code !== 0) failures.push(name)
  if (failures.length) await finish(1)
} else {
  await step('lint', () => run('lint', bin('eslint'), ['--max-warnings=0', '.']))
  await step('typecheck', () => run('typecheck', bin('tsc'), ['--noEmit']))
}
await step('unit', async () => {
  const file = path.join(outDir, 'unit.json')
  rmSync(file, { force: true })
  const code = await run('unit tests', bin('vitest'), [
    'run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...files,
  ])
  countVitest(file)
  return code
})

if (wants('integration') || wants('e2e')) {
  const port = process.env.TEST_PORT || '3100'
  const fakeStripePort = process.env.FAKE_STRIPE_PORT || '12111'
  // The SMTP sink sits on the two ports after the fake Stripe's: SMTP, then its JSON view.
  const smtpSinkPort = String(Number(fakeStripePort) + 1)
  const mailSinkUrl = `http://127.0.0.1:${Number(fakeStripePort) + 2}`
  const baseURL = `http://localhost:${port}`
  const db = await freshTestDatabase()
  const serverLog = path.join(outDir, 'server.log')
  const env = {
    DATABASE_URL: db.url,
    PAYLOAD_SECRET: 'test-secret-only-for-this-run',
    // Fixed test keys (never used anywhere else): the current one, and an "old" one so the
    // rotation test can write a record as it was before a rotation and read it back.
    INTAKE_ENCRYPTION_KEY: 'dGVzdC1pbnRha2Uta2V5LWN1cnJlbnQtMzItYnl0ZXM=',
    INTAKE_ENCRYPTION_OLD_KEYS: 'dGVzdC1pbnRha2Uta2V5LXByZXZpb3VzLTMyLWJ5dGU=',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'test-admin-password',
    ADMIN_EMAIL: 'admin@bloomhope.test',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_fake',
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_API_URL: `http://127.0.0.1:${fakeStripePort}`,
    // Every e-mail the server sends lands in the local sink (tests/support/mail.ts reads it).
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: smtpSinkPort,
    SMTP_SECURE: 'false',
    STAFF_NOTIFICATION_EMAIL: 'staff@bloomhope.test',
    NEXT_DIST_DIR: '.next-test',
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    // The seed's placeholder EIN holds receipts in production; the test build sends them anyway.
    RECEIPTS_ALLOW_PLACEHOLDER_EIN: 'true',
    PORT: port,
    // Rate-limit tests send their own X-Forwarded-For addresses; every other test shares the
    // no-header key, with a limit the rest of the suite never reaches.
    TRUST_PROXY: 'true',
    RATE_LIMIT_FORMS_MAX: '30',
    // Donation and order limits keep their defaults per address (tests without a header share no
    // per-address key); the site-wide ceiling and the per-e-mail hold cap sit above what the
    // whole suite sends, since many shop tests buy as the same customer.
    RATE_LIMIT_DONATIONS_SITE_PER_MINUTE: '600',
    ORDER_OPEN_HOLDS_PER_EMAIL: '1000',
  }
  cleanup = () => db.drop()
  // The public address is given to the server only, never to the build: the build must not
  // depend on it (tests/integration/operations/site-url.test.ts starts the same build with another one).
  const serverEnv = { ...env, SITE_URL: baseURL }
  const testEnv = { ...serverEnv, APP_URL: baseURL, FAKE_STRIPE_URL: env.STRIPE_API_URL, MAIL_SINK_URL: mailSinkUrl, SERVER_LOG_FILE: serverLog }
  // Local API in the test process runs like the dev server, not like production.
  testEnv.NODE_ENV = 'test'

  // The sink is up before anything that may send (or verify) mail, the seed included.
  background('smtp-sink', process.execPath, ['tests/fakes/smtp-sink.mjs'], {
    SMTP_SINK_PORT: smtpSinkPort,
    SMTP_SINK_HTTP_PORT: String(Number(fakeStripePort) + 2),
  }, path.join(outDir, 'smtp-sink.log'))
  await waitFor(`${mailSinkUrl}/messages`).catch(async (error) => {
    console.error(`the SMTP sink did not start: ${error.message}`)
    await finish(1)
  })
  const nodeArgs = ['--import', 'tsx', 'scripts/prepare.ts']
  await step(wants('integration') ? 'integration' : 'e2e', () => run('migrate + seed the test database', process.execPath, nodeArgs, env), 'migrate + seed')
  if (!skipBuild || !existsSync(path.join(root, '.next-test', 'BUILD_ID'))) {
    // TEST_BUILD_LOCK (a file path) makes parallel runs on one machine take turns at the build,
    // which needs ~2 GiB and both cores: `flock` holds the file for the build alone.
    const build = [process.execPath, require.resolve('next/dist/bin/next'), 'build']
    const lock = process.env.TEST_BUILD_LOCK
    // The type check above has run on the same sources: the build does not check them again.
    const buildEnv = wants('typecheck') ? { ...env, NEXT_SKIP_TYPECHECK: '1' } : env
    await step(wants('integration') ? 'integration' : 'e2e', () =>
      lock ? run('production build (waits for the build lock)', 'flock', [lock, ...build], buildEnv) : run('production build', build[0], build.slice(1), buildEnv),
    'build')
  }
  background('fake-stripe', process.execPath, ['tests/fakes/fake-stripe.mjs'], { FAKE_STRIPE_PORT: fakeStripePort }, path.join(outDir, 'fake-stripe.log'))
  background('server', process.execPath, siteServerArgs({ port }), serverEnv, serverLog)
  console.log(`\n▶ waiting for the server at ${baseURL}`)
  await waitFor(`${baseURL}/api/user`).catch(async (error) => {
    console.error(error.message)
    console.error(readFileSync(serverLog, 'utf8').slice(-4000))
    await finish(1)
  })

  await step('integration', async () => {
    const file = path.join(outDir, 'integration.json')
    rmSync(file, { force: true })
    const code = await run('integration tests', bin('vitest'), [
      'run', '--project', 'integration', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`,
      '--passWithNoTests', ...files,
    ], testEnv)
    countVitest(file)
    return code
  })
  await step('e2e', async () => {
    const file = path.join(outDir, 'e2e.json')
    rmSync(file, { force: true })
    const code = await run('end-to-end tests', bin('playwright'), ['test', ...(files.length ? [...files, '--pass-with-no-tests'] : [])], {
      ...testEnv,
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    })
    countPlaywright(file)
    return code
  })
}


await finish(failures.length ? 1 : 0)
