#!/usr/bin/env node
/**
 * Throughput through the load balancer: the same build served by one process on its own, then
 * by `npm run cluster`'s topology (nginx, Redis cache, S3 media) with 1 and with 2 instances,
 * at 10 connections. Called by bench/run.mjs; on its own it reuses an existing build and
 * rewrites only its section of bench/results.md:
 *   node bench/cluster.mjs [--dist=.next-test] [--seconds=20]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startCluster } from '../scripts/lib/cluster.mjs'
import { loadDotEnv } from '../scripts/lib/env.mjs'
import { freshTestDatabase } from '../scripts/lib/test-database.mjs'
import { measureHttp } from './http.mjs'
import { background, run, table, waitFor } from './lib.mjs'

const require = createRequire(import.meta.url)
const nextBin = require.resolve('next/dist/bin/next')
const PORT = 3220
const PATHS = ['/', '/api/products']

/** Rows of [setup, path, result] for the single process and the balancer with 1 and 2 instances. */
export async function measureCluster({ distDir, env, seconds }) {
  const rows = []
  const single = background(process.execPath, [nextBin, 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
    env: { ...env, NEXT_DIST_DIR: distDir, NODE_ENV: 'production', PORT: String(PORT) },
    log: '/tmp/bench-single.log',
  })
  try {
    await waitFor(`http://127.0.0.1:${PORT}/api/health`)
    for (const p of PATHS) rows.push(['single process, no balancer', p, await measureHttp(`http://127.0.0.1:${PORT}${p}`, { seconds })])
  } finally {
    // A server that already exited (say, it refused to start) fires no second 'exit'.
    if (single.exitCode === null && single.signalCode === null) {
      const exited = new Promise((resolve) => single.once('exit', resolve))
      single.kill('SIGTERM')
      await exited
    }
  }
  for (const instances of [1, 2]) {
    const cluster = await startCluster({
      port: PORT,
      instances,
      distDir,
      dir: path.join(os.tmpdir(), `bench-cluster-${process.pid}`),
      env: { ...env, REDIS_URL: '', S3_ENDPOINT: '', JOBS_PERIOD_MS: '' },
      log: () => {},
    })
    try {
      for (const p of PATHS) rows.push([`balancer, ${instances} instance${instances > 1 ? 's' : ''}`, p, await measureHttp(`${cluster.url}${p}`, { seconds })])
    } finally {
      await cluster.stop()
    }
  }
  return rows
}

export function clusterSection(rows, seconds) {
  return [
    `## Through the load balancer (autocannon, 10 connections, ${seconds} s)`,
    '',
    'The same build: one `next start` on its own (no Redis, cache in memory), then nginx in front of 1 and of 2',
    'instances sharing the Redis cache, S3 media and PostgreSQL (`npm run cluster`). On this 2-core machine the',
    'instances, nginx, Redis and autocannon share the same cores, so 2 instances cannot double the figure here.',
    '',
    table(
      ['setup', 'path', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
      rows.map(([setup, p, r]) => [setup, p, r.requestsPerSecond.toFixed(0), String(r.p50), String(r.p99), String(r.errors)]),
    ),
    '',
  ].join('\n')
}

/** Replaces (or appends) this section of bench/results.md. */
export function writeClusterSection(file, section) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n'
  const start = current.indexOf('## Through the load balancer')
  let next = start < 0 ? -1 : current.indexOf('\n## ', start + 1)
  if (start < 0) return writeFileSync(file, `${current.trimEnd()}\n\n${section}`)
  if (next < 0) next = current.length
  writeFileSync(file, `${current.slice(0, start)}${section}${current.slice(next + 1)}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  loadDotEnv()
  const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
  const distDir = arg('dist', '.next-test')
  const seconds = Number(arg('seconds', 20))
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(`no build in ${distDir}: run npm test (or npm run bench) first`)
    process.exit(1)
  }
  const db = await freshTestDatabase()
  const env = {
    DATABASE_URL: db.url,
    PAYLOAD_SECRET: 'bench-secret',
    // A production server refuses to start without an intake key (src/instrumentation.ts).
    INTAKE_ENCRYPTION_KEY: 'YmVuY2gtb25seS1pbnRha2Uta2V5LTMyLWJ5dGVzISE=',
    NEXT_TELEMETRY_DISABLED: '1',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_fake',
  }
  let code = 0
  try {
    await run(process.execPath, ['--import', 'tsx', 'scripts/prepare.ts'], { env })
    const rows = await measureCluster({ distDir, env, seconds })
    const section = clusterSection(rows, seconds)
    writeClusterSection(path.join(process.cwd(), 'bench/results.md'), `${section}\nMeasured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, build ${distDir}.\n`)
    console.log(section)
  } catch (error) {
    console.error(`could not measure: ${error.message}`)
    code = 1
  }
  await db.drop().catch(() => {})
  process.exit(code)
}
