#!/usr/bin/env node
/**
 * Throughput through the load balancer: the same build served by one process on its own, then
 * by `npm run cluster`'s topology (nginx, Redis cache, S3 media) with 1 and with 2 instances,
 * at 10 connections. Called by bench/run.mjs; on its own it reuses an existing build and
 * rewrites only its section of bench/results.md:
 *   node bench/cluster.mjs [--dist=.next-test] [--seconds=20]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startCluster } from '../scripts/lib/cluster.mjs'
import { loadDotEnv } from '../scripts/lib/env.mjs'
import { siteServerArgs } from '../scripts/lib/site-server.mjs'
import { freshTestDatabase } from '../scripts/lib/test-database.mjs'
import { measureHttp } from './http.mjs'
import { arg, background, migrateAndSeed, serverEnv, table, waitFor } from './lib.mjs'

// BENCH_PORT lets two checkouts measure on one machine without taking each other's ports.
const PORT = Number(process.env.BENCH_CLUSTER_PORT || 3220)
const PATHS = ['/', '/store', '/api/products']
/** Issue 32: through the balancer, 1 instance reaches this share of the single process's req/s. */
const TARGET_SHARE = { '/': 0.8, '/store': 0.8, '/api/products': 0.9 }

const ROUNDS = 4

/**
 * Rows of [setup, path, result] for the single process and the balancer with 1 and 2 instances.
 * All three run side by side (idle ones cost nothing) and are measured in turns — each round
 * measures every setup on every path for a slice of `seconds` — so a busy spell of the machine
 * (other builds, other tests) lands on every setup alike and the ratios between them hold.
 */
export async function measureCluster({ distDir, env, seconds }) {
  const single = background(process.execPath, siteServerArgs({ port: PORT, hostname: '127.0.0.1' }), {
    env: { ...env, NEXT_DIST_DIR: distDir, NODE_ENV: 'production', PORT: String(PORT) },
    log: '/tmp/bench-single.log',
  })
  const clusters = []
  try {
    await waitFor(`http://127.0.0.1:${PORT}/api/health`)
    for (const instances of [1, 2]) {
      clusters.push(
        await startCluster({
          port: PORT + 10 * instances,
          instances,
          distDir,
          dir: path.join(os.tmpdir(), `bench-cluster-${process.pid}-${instances}`),
          env: { ...env, REDIS_URL: '', S3_ENDPOINT: '', JOBS_PERIOD_MS: '' },
          log: () => {},
        }),
      )
    }
    const setups = [
      ['single process, no balancer', `http://127.0.0.1:${PORT}`],
      ['balancer, 1 instance', clusters[0].url],
      ['balancer, 2 instances', clusters[1].url],
    ]
    const samples = new Map()
    for (let round = 0; round < ROUNDS; round++) {
      for (const p of PATHS) {
        for (const [setup, base] of setups) {
          const key = `${setup}\u0000${p}`
          samples.set(key, [...(samples.get(key) ?? []), await measureHttp(`${base}${p}`, { seconds: seconds / ROUNDS })])
        }
      }
    }
    return setups.flatMap(([setup]) => PATHS.map((p) => [setup, p, combine(samples.get(`${setup}\u0000${p}`))]))
  } finally {
    for (const cluster of clusters) await cluster.stop()
    // A server that already exited (say, it refused to start) fires no second 'exit'.
    if (single.exitCode === null && single.signalCode === null) {
      const exited = new Promise((resolve) => single.once('exit', resolve))
      single.kill('SIGTERM')
      await exited
    }
  }
}

/** One figure from a setup's rounds: mean req/s, median p50 and p99, all errors. */
function combine(results) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  return {
    requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0) / results.length,
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    total: results.reduce((sum, r) => sum + r.total, 0),
  }
}

/** The issue-32 budgets, from rows of one run: shares of the single process, 2 ≥ 1 instance, p99, errors. */
export function clusterBudgets(rows) {
  const find = (setup, p) => rows.find(([s, q]) => s.startsWith(setup) && q === p)?.[2]
  const budgets = []
  for (const p of PATHS) {
    const single = find('single', p)
    const one = find('balancer, 1 ', p)
    const two = find('balancer, 2 ', p)
    if (!single || !one || !two) continue
    const share = one.requestsPerSecond / single.requestsPerSecond
    budgets.push([`${p}: 1 instance ≥ ${TARGET_SHARE[p]} × single process`, `${share.toFixed(2)} ×`, share >= TARGET_SHARE[p]])
    // Within a few per cent: on 2 shared cores the second instance competes with the first for CPU.
    const ratio = two.requestsPerSecond / one.requestsPerSecond
    budgets.push([`${p}: 2 instances ≥ 1 instance`, `${ratio.toFixed(2)} ×`, ratio >= 0.97])
  }
  const worstP99 = Math.max(...rows.filter(([s]) => s.startsWith('balancer')).map(([, , r]) => r.p99))
  budgets.push(['p99 ≤ 50 ms through the balancer (10 connections)', `${worstP99} ms`, worstP99 <= 50])
  const errors = rows.reduce((sum, [, , r]) => sum + r.errors, 0)
  budgets.push(['zero errors', String(errors), errors === 0])
  return budgets
}

export function clusterSection(rows, seconds, command = 'node bench/cluster.mjs') {
  return [
    `## Through the load balancer (autocannon, 10 connections, ${seconds} s)`,
    '',
    'The same build: one production server (`scripts/serve.mjs`) on its own (no Redis, cache in memory), and nginx in front of 1 and of 2',
    'instances sharing the Redis cache, S3 media and PostgreSQL (`npm run cluster`), all three running side by side',
    `and measured in turns (${ROUNDS} rounds, each setup and path in every round; req/s the mean, p50/p99 the median`,
    'of the rounds), so the machine\'s other load falls on all alike. On this 2-core machine the instances, nginx,',
    'Redis and autocannon share the same cores, so 2 instances cannot double the figure here.',
    `Repeat with \`${command}\`.`,
    '',
    table(
      ['setup', 'path', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
      rows.map(([setup, p, r]) => [setup, p, r.requestsPerSecond.toFixed(0), String(r.p50), String(r.p99), String(r.errors)]),
    ),
    '',
    table(
      ['budget (issue 32)', 'measured', 'met'],
      clusterBudgets(rows).map(([name, value, met]) => [name, value, met ? 'yes' : '**no**']),
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
  const distDir = arg('dist', '.next-test')
  const seconds = Number(arg('seconds', 20))
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(`no build in ${distDir}: run npm test (or npm run bench) first`)
    process.exit(1)
  }
  const db = await freshTestDatabase()
  const env = serverEnv(db)
  let code = 0
  try {
    await migrateAndSeed(env)
    const rows = await measureCluster({ distDir, env, seconds })
    const section = clusterSection(rows, seconds, `node bench/cluster.mjs --dist=${distDir} --seconds=${seconds}`)
    writeClusterSection(path.join(process.cwd(), 'bench/results.md'), `${section}\nMeasured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores, build ${distDir}.\n`)
    console.log(section)
  } catch (error) {
    console.error(`could not measure: ${error.message}`)
    code = 1
  }
  await db.drop().catch(() => {})
  process.exit(code)
}
