#!/usr/bin/env node
/**
 * Where the time goes on a cache hit through the shared cache: one instance behind the balancer
 * (`npm run cluster`'s topology), a CPU profile of that instance while autocannon reads one page,
 * and Redis's own count of the commands it served per request. Reuses an existing build:
 *   node bench/profile-cache.mjs [--dist=.next-test] [--path=/] [--seconds=10] [--port=3850]
 * Prints the busiest functions (self time) and packages; writes the .cpuprofile to /tmp.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { startCluster } from '../scripts/lib/cluster.mjs'
import { loadDotEnv } from '../scripts/lib/env.mjs'
import { freshTestDatabase } from '../scripts/lib/test-database.mjs'
import { run } from './lib.mjs'

loadDotEnv()
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback
const distDir = arg('dist', '.next-test')
const target = arg('path', '/')
const seconds = Number(arg('seconds', 10))
const port = Number(arg('port', 3850))
const profDir = path.join(os.tmpdir(), `cache-profile-${process.pid}`)
mkdirSync(profDir, { recursive: true })

function redisStats(url) {
  const { port: rport } = new URL(url)
  const out = spawnSync('redis-cli', ['-p', rport, 'INFO', 'commandstats'], { encoding: 'utf8' }).stdout
  const calls = {}
  for (const match of out.matchAll(/cmdstat_(\w+):calls=(\d+)/g)) calls[match[1]] = Number(match[2])
  return calls
}

const db = await freshTestDatabase()
const env = {
  DATABASE_URL: db.url,
  PAYLOAD_SECRET: 'bench-secret',
  INTAKE_ENCRYPTION_KEY: 'YmVuY2gtb25seS1pbnRha2Uta2V5LTMyLWJ5dGVzISE=',
  NEXT_TELEMETRY_DISABLED: '1',
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_fake',
}
let cluster
try {
  await run(process.execPath, ['--import', 'tsx', 'scripts/prepare.ts'], { env })
  cluster = await startCluster({
    port,
    instances: 1,
    distDir,
    dir: path.join(os.tmpdir(), `profile-cluster-${process.pid}`),
    env: { ...env, REDIS_URL: '', S3_ENDPOINT: '', JOBS_PERIOD_MS: '', NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profDir}` },
    log: () => {},
  })
  const url = `${cluster.url}${target}`
  for (let i = 0; i < 20; i++) await fetch(url).then((r) => r.arrayBuffer())
  const size = (await (await fetch(url)).arrayBuffer()).byteLength
  const before = redisStats(cluster.redisUrl)
  const result = await autocannon({ url, connections: 10, duration: seconds })
  const after = redisStats(cluster.redisUrl)
  const perRequest = Object.fromEntries(
    Object.entries(after)
      .map(([command, calls]) => [command, (calls - (before[command] ?? 0)) / result.requests.total])
      .filter(([command, n]) => n > 0.001 && command !== 'info'),
  )
  console.log(`${target}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}, body ${size} bytes`)
  console.log('Redis commands per request:', perRequest)
} finally {
  await cluster?.stop()
  await db.drop().catch(() => {})
}

// The instance's profile is the largest one written (the balancer's helpers write small ones).
const files = readdirSync(profDir).map((f) => path.join(profDir, f)).sort((a, b) => statSync(b).size - statSync(a).size)
const profile = JSON.parse(readFileSync(files[0], 'utf8'))
const self = new Map()
const byPackage = new Map()
const dt = new Map()
for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0))
let total = 0
for (const node of profile.nodes) {
  const us = dt.get(node.id) ?? 0
  total += us
  const { functionName, url, lineNumber } = node.callFrame
  if (functionName === '(idle)' || functionName === '(program)') continue
  const where = url ? url.replace(/^.*node_modules\//, '').replace(/^file:\/\/\/work\/[^/]+\/[^/]+\//, '') : '(native)'
  const key = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`
  self.set(key, (self.get(key) ?? 0) + us)
  const pkg = url.includes('node_modules/') ? url.split('node_modules/').pop().split('/').slice(0, url.split('node_modules/').pop().startsWith('@') ? 2 : 1).join('/') : url.startsWith('node:') ? 'node core' : url ? 'app' : '(native/gc)'
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us)
}
const idle = profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').reduce((s, n) => s + (dt.get(n.id) ?? 0), 0)
const busy = total - idle
const pct = (us) => `${((100 * us) / busy).toFixed(1)} %`
console.log(`\nprofile ${files[0]} — busy ${(busy / 1e6).toFixed(1)} s of ${(total / 1e6).toFixed(1)} s`)
console.log('\nself time by package:')
for (const [pkg, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${pct(us).padStart(7)}  ${pkg}`)
console.log('\nbusiest functions (self time):')
for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${pct(us).padStart(7)}  ${key}`)
console.log(`\n(open it in Chrome DevTools or speedscope for the flame graph)`)
process.exit(0)
