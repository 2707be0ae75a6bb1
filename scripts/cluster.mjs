#!/usr/bin/env node
/**
 * `npm run cluster [-- --instances N]` (after `npm run build`): the production topology on this
 * machine — PostgreSQL, Redis, an S3-compatible store, migrations once, N app instances on
 * PORT+1…PORT+N and an nginx load balancer on PORT (3000). Ctrl-C or SIGTERM stops everything.
 */
// First: an older Node stops here with a clear message (see scripts/lib/node-version.mjs).
import './lib/require-node.mjs'
import { loadDotEnv } from './lib/env.mjs'
import { startCluster } from './lib/cluster.mjs'

loadDotEnv()
const args = process.argv.slice(2)
const flag = (name) => {
  const index = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`))
  if (index < 0) return undefined
  return args[index].includes('=') ? args[index].split('=')[1] : args[index + 1]
}
const instances = Number(flag('instances') ?? 2)
if (!Number.isInteger(instances) || instances < 1) {
  console.error('usage: npm run cluster -- [--instances N]')
  process.exit(2)
}
const port = Number(process.env.PORT || 3000)

let cluster
let stopping = false
async function shutdown(code) {
  if (stopping) return
  stopping = true
  console.log('\n[cluster] stopping…')
  await cluster?.stop()
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(0))

try {
  console.log(`[cluster] starting ${instances} instance(s); logs in .data/cluster/`)
  cluster = await startCluster({ port, instances })
} catch (error) {
  console.error(`[cluster] ${error.message}`)
  process.exit(1)
}
console.log(`[cluster] PostgreSQL   ${cluster.env.DATABASE_URL.replace(/:[^:@/]+@/, ':***@')}`)
console.log(`[cluster] Redis        ${cluster.redisUrl}`)
console.log(`[cluster] S3           ${cluster.s3Endpoint} (bucket ${cluster.env.S3_BUCKET})`)
for (const instance of cluster.instances) console.log(`[cluster] instance ${instance.index + 1}   ${instance.url}`)
console.log(`[cluster] balancer     ${cluster.url}   ← open this one`)
console.log('[cluster] Ctrl-C stops everything.')
