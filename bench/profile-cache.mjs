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
import { commandOptions, createClient } from 'redis'

import { decodeEntry } from '../src/lib/shared-cache/codec.mjs'

import { startCluster } from '../scripts/lib/cluster.mjs'
import { loadDotEnv } from '../scripts/lib/env.mjs'
import { freshTestDatabase } from '../scripts/lib/test-database.mjs'
import { arg, migrateAndSeed, serverEnv } from './lib.mjs'

loadDotEnv()
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

/**
 * The largest entry in Redis (a page) as this handler stores it, beside the JSON-with-base64 form
 * the previous handler stored, and what reading each costs per cache hit on this machine.
 */
async function compareEncodings(url) {
  const client = createClient({ url })
  await client.connect()
  try {
    let largest = null
    for await (const key of client.scanIterator({ COUNT: 100 })) {
      if (key.endsWith('tag-changes')) continue
      const length = await client.strLen(key)
      if (!largest || length > largest.length) largest = { key, length }
    }
    if (!largest) return
    const frame = await client.get(commandOptions({ returnBuffers: true }), largest.key)
    const entry = decodeEntry(frame)
    // The previous handler's format (JSON, Buffers as base64, Maps as objects) and its read path.
    const replacer = (_, value) =>
      value && value.type === 'Buffer' && Array.isArray(value.data)
        ? { $binary: Buffer.from(value.data).toString('base64') }
        : value instanceof Map
          ? { $map: Object.fromEntries([...value.entries()].map(([k, v]) => [k, Buffer.isBuffer(v) ? { $binary: v.toString('base64') } : v])) }
          : value
    const reviver = (_, value) =>
      value && typeof value.$binary === 'string'
        ? Buffer.from(value.$binary, 'base64')
        : value && typeof value.$map === 'object' && value.$map
          ? new Map(Object.entries(value.$map).map(([k, v]) => [k, reviver('', v)]))
          : value
    const json = JSON.stringify(entry, replacer)
    const time = (fn, n = 200) => {
      for (let i = 0; i < 20; i++) fn()
      const started = process.hrtime.bigint()
      for (let i = 0; i < n; i++) fn()
      return Number(process.hrtime.bigint() - started) / n / 1000
    }
    const oldRead = time(() => JSON.stringify(JSON.parse(structuredClone(json), reviver)).slice(0, 200))
    const newRead = time(() => decodeEntry(frame))
    console.log(`largest entry ${largest.key}: ${frame.length} bytes as a frame, ${Buffer.byteLength(json)} bytes as JSON with base64`)
    console.log(`a read costs ${newRead.toFixed(0)} µs (frame decode; a hit in the instance's own memory costs none) against ${oldRead.toFixed(0)} µs (copy + JSON.parse with reviver + the debug line's JSON.stringify, the previous handler's hit)`)
  } finally {
    await client.quit()
  }
}

const db = await freshTestDatabase()
const env = serverEnv(db)
let cluster
try {
  await migrateAndSeed(env)
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
  await compareEncodings(cluster.redisUrl)
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
