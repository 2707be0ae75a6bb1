import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'

export function run(command, args, { env = {}, cwd, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: quiet ? 'ignore' : 'inherit' })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))))
  })
}

export function background(command, args, { env = {}, cwd, log }) {
  const out = createWriteStream(log)
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.pipe(out)
  child.stderr.pipe(out)
  return child
}

export { waitFor } from '../scripts/lib/wait.mjs'

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export function table(headers, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n')
}

/** The value of `--name=value` on the command line, else `fallback`. */
export function arg(name, fallback) {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
}

/**
 * What a benchmark's site server is started with on the fresh database `db`: the keys a server
 * in production mode insists on, with fakes for Stripe, and `extra` on top.
 */
export function serverEnv(db, extra = {}) {
  return {
    DATABASE_URL: db.url,
    PAYLOAD_SECRET: 'bench-secret',
    // A production server refuses to start without an intake key (src/instrumentation.ts).
    INTAKE_ENCRYPTION_KEY: 'YmVuY2gtb25seS1pbnRha2Uta2V5LTMyLWJ5dGVzISE=',
    NEXT_TELEMETRY_DISABLED: '1',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_fake',
    ...extra,
  }
}

/** Migrates and seeds the database of `env` (scripts/prepare.ts), as a deployment does before it starts. */
export function migrateAndSeed(env) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/prepare.ts'], { env })
}
