#!/usr/bin/env node
/**
 * One entry point for dev, build, start and seed: provides a database (embedded unless
 * DATABASE_URL is set) and a secret, applies migrations, seeds an empty database, then runs Next.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

import { ensureDatabase } from './lib/database.mjs'
import { loadDotEnv } from './lib/env.mjs'
import { ensureIntakeKey, ensureSecret } from './lib/secret.mjs'

const require = createRequire(import.meta.url)
const command = process.argv[2]
const extra = process.argv.slice(3)
const commands = ['dev', 'build', 'start', 'seed', 'rotate-intake-key']
if (!commands.includes(command)) {
  console.error(`usage: node scripts/run.mjs <${commands.join('|')}>`)
  process.exit(2)
}

loadDotEnv()
process.env.NEXT_TELEMETRY_DISABLED ??= '1'
if (command === 'build' || command === 'start') process.env.NODE_ENV = 'production'
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

async function shutdown(code) {
  if (stopping) return
  stopping = true
  if (child && child.exitCode === null) child.kill('SIGTERM')
  await db.stop().catch(() => {})
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(0))

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
if (command === 'seed') await shutdown(0)
if (command === 'rotate-intake-key') await shutdown(await run(tsxLoader[0], [tsxLoader[1], 'scripts/rotate-intake-key.ts']))

const nextBin = require.resolve('next/dist/bin/next')
const port = process.env.PORT || '3000'
const nextArgs = command === 'build' ? ['build'] : [command, '-p', port, ...extra]
const code = await run(nextBin, nextArgs)
await shutdown(code)
