/**
 * Next's cache for several instances (installed at start-up when REDIS_URL is set, see
 * `installAsNextCache`): pages, route handlers and unstable_cache data in one Redis, a copy of
 * what each instance serves in its own memory, and tag changes spread to every instance at once.
 *
 * - get: this process's copy (local.mjs) if it is still valid, else one GET from Redis (a binary
 *   frame, codec.mjs), kept locally for the next request. Redis slow or away → a miss within
 *   GET_TIMEOUT_MS, and the page is rendered afresh; nothing waits on a reconnect.
 * - set: kept locally at once, written to Redis with its lifetime.
 * - revalidateTag: the time of the change goes into a Redis hash (for instances that start or
 *   reconnect later) and out on a channel every instance listens to; each drops what it kept.
 *   An entry older than a change of one of its tags is never served, wherever it is stored.
 * - Redis back after an outage: the listener resubscribes, reloads the change times and forgets
 *   everything kept meanwhile, so every instance is coherent again without a restart.
 *
 * Plain JavaScript, so that tools outside the app (bench/profile-cache.mjs, the unit tests) load its
 * modules as they are. One state per process (Next constructs a handler per request).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { metrics } from '@opentelemetry/api'
import { commandOptions, createClient } from 'redis'

import { decodeEntry, encodeEntry } from './codec.mjs'
import { LocalLayer } from './local.mjs'

const GET_TIMEOUT_MS = Number(process.env.REDIS_COMMAND_TIMEOUT_MS) || 500
const WRITE_TIMEOUT_MS = 1000
/** An entry without a stated expiry lives this long in Redis (Next's default stale age, 14 days). */
const DEFAULT_TTL_S = 14 * 24 * 60 * 60
const LOCAL_MAX_BYTES = (Number(process.env.SHARED_CACHE_LOCAL_MB) || 64) * 1024 * 1024
/** While change messages cannot arrive, a locally kept entry serves this long at most. */
const DEGRADED_MAX_AGE_MS = 5000

/**
 * Hits and misses for GET /api/metrics (`cache_shared_lookups_total` by `layer` and `result`),
 * counted only when METRICS_TOKEN turned metrics on (src/lib/telemetry/setup.ts); the counter
 * is made at first use, after the meter provider is registered.
 */
let lookups
function countLookup(result, layer) {
  if (!globalThis[Symbol.for('bloom.telemetry')]?.metrics) return
  lookups ??= metrics.getMeter('bloom-foundation-site').createCounter('cache.shared.lookups', { description: 'Shared cache lookups by result (hit, miss) and layer (local, redis)' })
  lookups.add(1, { result, layer })
}

const STATE = Symbol.for('bloom.sharedCache')

function withTimeout(promise, ms) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

function buildId(serverDistDir) {
  for (const file of [serverDistDir && path.join(serverDistDir, '..', 'BUILD_ID'), path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')]) {
    try {
      if (file) return readFileSync(file, 'utf8').trim()
    } catch {
      // Try the next place.
    }
  }
  return 'unknown-build'
}

/** One line per outage, not one per failed command (a down Redis would flood the log). */
function reporter() {
  let down = false
  return {
    failed(what, error) {
      if (down) return
      down = true
      console.warn(`[cache] Redis unavailable (${what}: ${error?.message ?? error}); serving from this instance and rendering afresh`)
    },
    recovered() {
      if (!down) return
      down = false
      console.info('[cache] Redis back; the shared cache is in use again')
    },
  }
}

function createState({ serverDistDir }) {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
  // Entries of another build (other chunk names) must never be served: the build id is in every key.
  const prefix = `${process.env.KEY_PREFIX || 'next'}:${buildId(serverDistDir)}:`
  const state = {
    prefix,
    changesKey: `${prefix}tag-changes`,
    channel: `${prefix}tag-changes`,
    local: new LocalLayer({ maxBytes: LOCAL_MAX_BYTES, degradedMaxAgeMs: DEGRADED_MAX_AGE_MS }),
    log: reporter(),
  }
  const socket = {
    connectTimeout: 1000,
    // Back soon after Redis is: a change made then must reach every instance within a second.
    reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 400),
  }
  // No offline queue: while disconnected a command fails at once instead of waiting for Redis.
  state.client = createClient({ url, disableOfflineQueue: true, socket, pingInterval: 10_000 })
  state.client.on('error', (error) => state.log.failed('connection', error))
  state.client.on('ready', () => state.log.recovered())
  state.client.connect().catch((error) => state.log.failed('connect', error))

  // Changes made while Redis was away: sent once it is back, so the others drop what they kept.
  state.pending = new Map()
  state.client.on('ready', () => {
    if (state.pending.size === 0) return
    const tags = [...state.pending.keys()]
    const at = Math.max(...state.pending.values())
    state.pending.clear()
    publishChange(state, tags, at).catch((error) => state.log.failed('revalidateTag', error))
  })

  state.subscriber = state.client.duplicate()
  state.subscriber.on('error', (error) => {
    state.local.listening = false
    state.log.failed('subscriber', error)
  })
  state.subscriber.on('end', () => {
    state.local.listening = false
  })
  let subscribed = false
  // Back after an outage (the client resubscribes by itself): messages may have been missed
  // meanwhile, so forget what was kept and reload the change times.
  state.subscriber.on('ready', () => {
    if (subscribed) resync(state).catch((error) => state.log.failed('resync', error))
  })
  state.subscriber
    .connect()
    .then(() =>
      state.subscriber.subscribe(state.channel, (message) => {
        try {
          const { tags, at } = JSON.parse(message)
          if (Array.isArray(tags)) state.local.changed(tags, Number(at) || Date.now())
        } catch {
          // Not one of ours: ignore.
        }
      }),
    )
    .then(() => {
      subscribed = true
      return resync(state)
    })
    .catch((error) => state.log.failed('subscribe', error))
  return state
}

async function resync(state) {
  const times = await withTimeout(state.client.hGetAll(state.changesKey), WRITE_TIMEOUT_MS)
  state.local.resync(Object.entries(times).map(([tag, at]) => [tag, Number(at)]))
  state.local.listening = state.subscriber.isReady
}

function publishChange(state, tags, at) {
  return withTimeout(
    state.client
      .multi()
      .hSet(state.changesKey, Object.fromEntries(tags.map((tag) => [tag, String(at)])))
      .publish(state.channel, JSON.stringify({ tags, at }))
      .exec(),
    WRITE_TIMEOUT_MS,
  )
}

function getState(options) {
  globalThis[STATE] ??= createState(options)
  return globalThis[STATE]
}

function entryTags(data, ctx) {
  const tags = new Set(Array.isArray(ctx?.tags) ? ctx.tags : [])
  const header = data?.headers?.['x-next-cache-tags']
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag)
  return [...tags]
}

function ttlSeconds(ctx, data) {
  const expire = ctx?.cacheControl?.expire
  if (Number.isFinite(expire) && expire > 0) return Math.min(Math.ceil(expire), DEFAULT_TTL_S)
  const revalidate = data?.kind === 'FETCH' ? data.revalidate : ctx?.cacheControl?.revalidate
  // A stale entry is still served while it is rendered again: keep it well past its revalidate.
  if (Number.isFinite(revalidate) && revalidate > 0) return Math.min(Math.ceil(revalidate * 10), DEFAULT_TTL_S)
  return DEFAULT_TTL_S
}

export default class SharedCacheHandler {
  constructor(options = {}) {
    this.state = getState(options)
  }

  async get(key, ctx) {
    const { local } = this.state
    const kept = local.get(key, ctx)
    if (kept) {
      countLookup('hit', 'local')
      return kept
    }
    const entry = await this.fetch(key, ctx)
    countLookup(entry ? 'hit' : 'miss', 'redis')
    return entry
  }

  /** The entry from Redis, or null (missing, unreadable, outdated, or Redis slow or away). */
  async fetch(key, ctx) {
    const { local, client, prefix, log } = this.state
    if (!client.isReady) return null
    const generation = local.generation
    let frame
    try {
      frame = await withTimeout(client.get(commandOptions({ returnBuffers: true }), prefix + key), GET_TIMEOUT_MS)
    } catch (error) {
      log.failed('get', error)
      return null
    }
    if (!frame) return null
    let entry
    try {
      entry = decodeEntry(frame)
    } catch {
      entry = null
    }
    if (!entry || local.isOutdated(entry, ctx)) return null
    // Kept only while changes are heard: otherwise nothing would tell this copy it went stale.
    if (local.listening) local.set(key, entry, frame.length, generation)
    return entry
  }

  async set(key, data, ctx) {
    const { local, client, prefix, log } = this.state
    const entry = {
      lastModified: Date.now(),
      tags: entryTags(data, ctx),
      value: data,
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    }
    // A failure (a route that answered 503 while PostgreSQL restarted) is not kept: Next would
    // otherwise serve it until the next change of its tags, long after the database is back.
    if (typeof data?.status === 'number' && data.status >= 500) return
    if (data === null) {
      local.delete(key)
      if (client.isReady) await withTimeout(client.unlink(prefix + key), WRITE_TIMEOUT_MS).catch((error) => log.failed('unlink', error))
      return
    }
    const frame = encodeEntry(entry)
    local.set(key, entry, frame.length)
    if (!client.isReady) return
    try {
      await withTimeout(client.set(prefix + key, frame, { EX: ttlSeconds(ctx, data) }), WRITE_TIMEOUT_MS)
    } catch (error) {
      log.failed('set', error)
    }
  }

  async revalidateTag(tagOrTags) {
    const { local, client, log } = this.state
    const tags = [tagOrTags].flat().filter((tag) => typeof tag === 'string' && tag)
    if (tags.length === 0) return
    const at = Date.now()
    local.changed(tags, at)
    const remember = () => {
      for (const tag of tags) this.state.pending.set(tag, at)
    }
    if (!client.isReady) return remember()
    try {
      await publishChange(this.state, tags, at)
    } catch (error) {
      remember()
      log.failed('revalidateTag', error)
    }
  }

  resetRequestCache() {}
}

/**
 * Makes this handler the cache of every request this process serves (src/instrumentation.ts calls
 * it once at start-up). Why not next.config's `cacheHandler`: with that option Next imports the
 * handler's module anew for each cache it builds, three times per request, and each import is an
 * ES module resolution — a tenth of the CPU a cached route costs (bench/profile-cache.mjs; one
 * instance served /api/products at 0.8x a lone `next start`). When no cacheHandler is configured,
 * Next's IncrementalCache takes the class from this global — the hook hosting platforms use —
 * so the class is handed over once. The cluster tests fail if Next stops reading it: an instance
 * would then keep its own cache, and a change made through another would never reach it.
 */
export function installAsNextCache() {
  const key = Symbol.for('@next/cache-handlers')
  globalThis[key] = { ...globalThis[key], FetchCache: SharedCacheHandler }
}
