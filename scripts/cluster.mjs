#!/usr/bin/env node
/**
 * `npm run cluster [-- --instances N]` (after `npm run build`): the production topology on this
 * machine — PostgreSQL, Redis, an S3-compatible store, migrations once, N app instances on
 * PORT+1…PORT+N and an nginx load balancer on PORT (3000). Ctrl-C or SIGTERM stops everything.
 *
 * `npm run cluster -- --roll [--build DIR]`, from another terminal while the cluster runs: a
 * rolling replacement of every instance by one serving the build in DIR (default: the cluster's
 * own, e.g. `.next`), one at a time, with no request dropped (scripts/lib/cluster.mjs `roll`).
 * Build a release into a directory of its own first (`NEXT_DIST_DIR=.next-2 npm run build`):
 * rebuilding the directory the instances serve would pull files from under them.
 */
// First: an older Node stops here with a clear message (see scripts/lib/node-version.mjs).
import './lib/require-node.mjs'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { loadDotEnv } from './lib/env.mjs'
import { startCluster } from './lib/cluster.mjs'

loadDotEnv()
const args = process.argv.slice(2)
const flag = (name) => {
  const index = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`))
  if (index < 0) return undefined
  return args[index].includes('=') ? args[index].split('=')[1] : args[index + 1]
}
const dir = path.join(process.cwd(), '.data', 'cluster')
// The running cluster and `--roll` talk through two files in its folder and SIGUSR2.
const files = { pid: path.join(dir, 'cluster.pid'), request: path.join(dir, 'roll-request.json'), result: path.join(dir, 'roll-result.json') }

if (args.includes('--roll')) {
  const pid = existsSync(files.pid) ? Number(readFileSync(files.pid, 'utf8')) : NaN
  try {
    process.kill(pid, 0)
  } catch {
    console.error('[cluster] no running cluster: start it with `npm run cluster` first.')
    process.exit(1)
  }
  rmSync(files.result, { force: true })
  writeFileSync(files.request, JSON.stringify({ build: flag('build') ?? null }))
  process.kill(pid, 'SIGUSR2')
  console.log(`[cluster] rolling replacement asked of the cluster (pid ${pid}); its progress is in its own terminal`)
  const deadline = Date.now() + 30 * 60_000
  while (!existsSync(files.result)) {
    if (Date.now() > deadline) {
      console.error('[cluster] no answer within 30 minutes')
      process.exit(1)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const result = JSON.parse(readFileSync(files.result, 'utf8'))
  console.log(result.ok ? `[cluster] done: ${result.instances.map((i) => `${i.url} (${i.distDir})`).join(', ')}` : `[cluster] failed: ${result.error}`)
  process.exit(result.ok ? 0 : 1)
}

const instances = Number(flag('instances') ?? 2)
if (!Number.isInteger(instances) || instances < 1) {
  console.error('usage: npm run cluster -- [--instances N] | --roll [--build DIR]')
  process.exit(2)
}
const port = Number(process.env.PORT || 3000)

let cluster
let stopping = false
let rolling = false
async function shutdown(code) {
  if (stopping) return
  stopping = true
  console.log('\n[cluster] stopping…')
  await cluster?.stop()
  rmSync(files.pid, { force: true })
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(0))

try {
  console.log(`[cluster] starting ${instances} instance(s); logs in .data/cluster/`)
  cluster = await startCluster({ port, instances, dir })
} catch (error) {
  console.error(`[cluster] ${error.message}`)
  process.exit(1)
}
writeFileSync(files.pid, String(process.pid))
process.on('SIGUSR2', () => {
  if (rolling || stopping) return
  rolling = true
  const { build } = JSON.parse(readFileSync(files.request, 'utf8'))
  console.log(`[cluster] rolling replacement onto ${build ?? 'the same build'}…`)
  cluster
    .roll(build ? { build } : {})
    .then((now) => ({ ok: true, instances: now.map((i) => ({ url: i.url, distDir: i.distDir })) }))
    .catch((error) => ({ ok: false, error: error.message }))
    .then((result) => {
      console.log(result.ok ? '[cluster] rolling replacement done' : `[cluster] rolling replacement failed: ${result.error}`)
      writeFileSync(files.result, JSON.stringify(result))
      rolling = false
    })
})
console.log(`[cluster] PostgreSQL   ${cluster.env.DATABASE_URL.replace(/:[^:@/]+@/, ':***@')}`)
console.log(`[cluster] Redis        ${cluster.redisUrl}`)
console.log(`[cluster] S3           ${cluster.s3Endpoint} (bucket ${cluster.env.S3_BUCKET})`)
for (const instance of cluster.instances) console.log(`[cluster] instance ${instance.index + 1}   ${instance.url}`)
console.log(`[cluster] balancer     ${cluster.url}   ← open this one`)
console.log('[cluster] Ctrl-C stops everything; `npm run cluster -- --roll [--build DIR]` replaces the instances one by one.')
