#!/usr/bin/env node
/**
 * One entry point for dev, build, start, seed and migrate: provides a database (embedded unless
 * DATABASE_URL is set) and a secret, applies migrations and seeds an empty database (once, under
 * an advisory lock: see scripts/prepare.ts), then runs Next.
 */
// First: an older Node stops here with a clear message (see scripts/lib/node-version.mjs).
import './lib/require-node.mjs'
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

import { ensureDatabase } from './lib/database.mjs'
import { loadDotEnv } from './lib/env.mjs'
import { ensureIntakeKey, ensureSecret } from './lib/secret.mjs'
import { serveScript } from './lib/site-server.mjs'

const require = createRequire(import.meta.url)
const command = process.argv[2]
const extra = process.argv.slice(3)
const commands = ['dev', 'build', 'start', 'seed', 'migrate', 'rotate-intake-key']
if (!commands.includes(command)) {
  console.error(`usage: node scripts/run.mjs <${commands.join('|')}>`)
  process.exit(2)
}

loadDotEnv()
process.env.NEXT_TELEMETRY_DISABLED ??= '1'
if (command === 'build' || command === 'start' || command === 'migrate') process.env.NODE_ENV = 'production'
const embedded = !process.env.DATABASE_URL
ensureSecret({ allowGenerated: embedded || process.env.NODE_ENV !== 'production' })
// A build never touches intake data; start, dev, seed and a rotation need the key.
if (command !== 'build') {
  try {
    ensureIntakeKey({ allowGenerated: embedded || process.env.NODE_ENV !== 'production' })
  } catch (error) {
    console.error(`[run] ${error.message}`)
    process.exit(1)
  }
}

const db = await ensureDatabase()
let child
let stopping = false

/** How long a stopping server may take to finish in-flight requests and after() work. */
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS) > 0 ? Number(process.env.SHUTDOWN_GRACE_MS) : 25_000

/**
 * Passes the signal on to Next (which stops accepting connections, finishes the requests in
 * flight and their after() work, then exits) and waits for it, killing it only after the grace
 * period; the embedded database stops last.
 */
async function shutdown(code, signal = 'SIGTERM') {
  if (stopping) return
  stopping = true
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    await exited
    clearTimeout(timer)
  }
  await db.stop().catch(() => {})
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(0, signal))

function run(file, args, env = {}) {
  return new Promise((resolve) => {
    child = spawn(process.execPath, [file, ...args], { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const tsxLoader = ['--import', 'tsx']
const prepareArgs = [...tsxLoader, 'scripts/prepare.ts', ...(command === 'seed' ? ['--seed'] : [])]
const prepared = await new Promise((resolve) => {
  child = spawn(process.execPath, prepareArgs, { stdio: 'inherit', env: process.env })
  child.on('exit', (code) => resolve(code ?? 1))
})
if (prepared !== 0) {
  console.error('[run] preparing the database failed; see above.')
  await shutdown(prepared)
}
// `migrate` is the one-shot step a multi-instance deployment runs before its app instances.
if (command === 'seed' || command === 'migrate') await shutdown(0)
if (command === 'rotate-intake-key') await shutdown(await run(tsxLoader[0], [tsxLoader[1], 'scripts/rotate-intake-key.ts']))

const nextBin = require.resolve('next/dist/bin/next')
const port = process.env.PORT || '3000'
// `start` runs the production server (scripts/serve.mjs: Next's handler plus the script deferral).
const code =
  command === 'start'
    ? await run(serveScript, ['-p', port, ...extra])
    : await run(nextBin, command === 'build' ? ['build'] : [command, '-p', port, ...extra])
await shutdown(code)
