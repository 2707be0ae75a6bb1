/**
 * Each instance's own copy of the shared cache's entries, in front of Redis, and the bookkeeping
 * that keeps it coherent with the other instances.
 *
 * Why: a page served from Redis costs a round trip and the decoding of 100-200 kB on every
 * request; served from this process's memory it costs a Map lookup. Next's own per-process cache
 * would be as fast, but no other instance could tell it that a tag changed.
 *
 * Coherence: a revalidated tag reaches every instance as a message (see handler.mjs). A message
 * bumps `generation`, records the generation and the time at which each of its tags changed, and
 * drops the entries that carry them. An entry kept here remembers the generation it was stored
 * at, so one that any later message touched — by its own tags or by the tags the request adds
 * (soft tags of the route) — is never served. An entry read from Redis while a message arrived
 * is returned to that one request but not kept (the read may have raced the change). An entry
 * older than a tag's last change (by time) is stale wherever it came from. While the messages
 * cannot arrive (Redis down), a kept entry is known fresh only up to when they stopped: it
 * serves for `degradedMaxAgeMs` after that moment (or after it was stored, if later), no longer.
 */

export class LocalLayer {
  /** @param {{ maxBytes: number, degradedMaxAgeMs: number, now?: () => number }} options */
  constructor({ maxBytes, degradedMaxAgeMs, now = Date.now }) {
    this.maxBytes = maxBytes
    this.degradedMaxAgeMs = degradedMaxAgeMs
    this.now = now
    this.generation = 0
    this.heard = false
    /** Since when no change message can arrive (start-up counts as such a moment). */
    this.deafSince = now()
    /** @type {Map<string, number>} tag → generation of its last change seen here */
    this.changedAtGeneration = new Map()
    /** @type {Map<string, number>} tag → time (ms) of its last change, as the changing instance stamped it */
    this.changedAt = new Map()
    /** @type {Map<string, { entry: any, generation: number, storedAt: number, size: number }>} in LRU order */
    this.records = new Map()
    this.bytes = 0
  }

  /** Whether change messages are arriving (the subscriber is connected and caught up). */
  get listening() {
    return this.heard
  }

  set listening(value) {
    if (this.heard && !value) this.deafSince = this.now()
    this.heard = value
  }

  /** The tags that make `entry` stale when they change: its own and the request's. */
  static tagsOf(entry, ctx) {
    const tags = Array.isArray(entry?.tags) ? [...entry.tags] : []
    if (Array.isArray(ctx?.tags)) tags.push(...ctx.tags)
    if (Array.isArray(ctx?.softTags)) tags.push(...ctx.softTags)
    return tags
  }

  /** True when a tag of the entry (or of the request) changed at or after the entry was written. */
  isOutdated(entry, ctx) {
    const lastModified = Number(entry?.lastModified) || 0
    for (const tag of LocalLayer.tagsOf(entry, ctx)) {
      const at = this.changedAt.get(tag)
      if (at !== undefined && at >= lastModified) return true
    }
    return false
  }

  /** The entry kept for `key`, or undefined when none is kept or it may be stale. */
  get(key, ctx) {
    const record = this.records.get(key)
    if (!record) return undefined
    const tooOld = !this.heard && this.now() - Math.max(record.storedAt, this.deafSince) > this.degradedMaxAgeMs
    if (tooOld || this.touchedSince(record, ctx) || this.isOutdated(record.entry, ctx)) {
      this.delete(key)
      return undefined
    }
    // Most recently used last, so eviction takes the coldest first.
    this.records.delete(key)
    this.records.set(key, record)
    return record.entry
  }

  touchedSince(record, ctx) {
    for (const tag of LocalLayer.tagsOf(record.entry, ctx)) {
      const generation = this.changedAtGeneration.get(tag)
      if (generation !== undefined && generation > record.generation) return true
    }
    return false
  }

  /**
   * Keeps `entry`, unless a change arrived since `generation` (when its read from Redis began).
   * @returns {boolean} whether it was kept
   */
  set(key, entry, size, generation = this.generation) {
    if (generation !== this.generation || size > this.maxBytes) return false
    this.delete(key)
    this.records.set(key, { entry, generation, storedAt: this.now(), size })
    this.bytes += size
    for (const [oldest, record] of this.records) {
      if (this.bytes <= this.maxBytes) break
      this.records.delete(oldest)
      this.bytes -= record.size
    }
    return true
  }

  delete(key) {
    const record = this.records.get(key)
    if (!record) return
    this.records.delete(key)
    this.bytes -= record.size
  }

  /** A change to `tags` made at `at` (ms) on some instance, this one included. */
  changed(tags, at) {
    this.generation += 1
    for (const tag of tags) {
      this.changedAtGeneration.set(tag, this.generation)
      if (!(this.changedAt.get(tag) >= at)) this.changedAt.set(tag, at)
    }
    const set = new Set(tags)
    for (const [key, record] of this.records) {
      if (Array.isArray(record.entry?.tags) && record.entry.tags.some((tag) => set.has(tag))) this.delete(key)
    }
  }

  /**
   * Messages may have been missed (the subscriber was away): forget every kept entry and take
   * the change times Redis holds, so nothing older than a change it missed is served.
   * @param {Iterable<[string, number]>} changeTimes
   */
  resync(changeTimes) {
    this.generation += 1
    for (const [tag, at] of changeTimes) {
      if (!(this.changedAt.get(tag) >= at)) this.changedAt.set(tag, at)
    }
    this.records.clear()
    this.bytes = 0
  }
}
