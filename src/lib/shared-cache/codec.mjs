/**
 * How a Next cache entry is stored in Redis: one binary frame, not JSON with base64 inside.
 *
 * A cached page holds its HTML (a long string), its RSC payload and per-segment prefetch data
 * (Buffers in a Map). Encoding those as JSON means base64 for every buffer (a third larger), and a
 * reviver called on every node when reading it back, on every request that reads from Redis. Here
 * the small skeleton (headers, status, tags, times) is JSON, and each buffer or long string is
 * appended raw after it; reading takes one small JSON.parse and slices of the one buffer Redis
 * returned, without copying.
 *
 * Frame: [u8 version][u32 skeleton length][skeleton JSON][part 0][part 1]…
 * Skeleton: { e: the entry with each part replaced by a reference, p: [part lengths] }.
 * Plain JavaScript (not TypeScript): Next imports the cache handler at run time, untranspiled.
 */

const VERSION = 1
/** Strings at least this long travel as raw UTF-8 parts (HTML, JSON bodies), not inside the skeleton. */
const LONG_STRING = 1024
// Marker keys cannot clash with real data: no header, tag or Next field name starts with NUL.
const BUFFER = '\u0000b'
const STRING = '\u0000s'
const MAP = '\u0000m'

/**
 * @param {unknown} entry a cache entry ({ lastModified, tags, value, cacheControl })
 * @returns {Buffer}
 */
export function encodeEntry(entry) {
  /** @type {Buffer[]} */
  const parts = []
  const skeleton = JSON.stringify(entry, function replace(key, value) {
    // `this[key]` is the value before toJSON: a Buffer would already be {type:'Buffer',data:[…]}.
    const raw = this[key]
    if (raw instanceof Uint8Array) {
      parts.push(Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength))
      return { [BUFFER]: parts.length - 1 }
    }
    if (typeof raw === 'string' && raw.length >= LONG_STRING) {
      parts.push(Buffer.from(raw, 'utf8'))
      return { [STRING]: parts.length - 1 }
    }
    if (raw instanceof Map) return { [MAP]: [...raw.entries()] }
    return value
  })
  const head = Buffer.from(`{"p":${JSON.stringify(parts.map((part) => part.length))},"e":${skeleton ?? 'null'}}`, 'utf8')
  const prefix = Buffer.allocUnsafe(5)
  prefix.writeUInt8(VERSION, 0)
  prefix.writeUInt32BE(head.length, 1)
  return Buffer.concat([prefix, head, ...parts])
}

/**
 * @param {Buffer} frame as stored by encodeEntry
 * @returns {any} the entry, or null when the frame is not one this version wrote
 */
export function decodeEntry(frame) {
  if (!Buffer.isBuffer(frame) || frame.length < 5 || frame.readUInt8(0) !== VERSION) return null
  const headLength = frame.readUInt32BE(1)
  const { e, p } = JSON.parse(frame.toString('utf8', 5, 5 + headLength))
  /** @type {Buffer[]} */
  const parts = []
  let offset = 5 + headLength
  for (const length of p) {
    parts.push(frame.subarray(offset, offset + length))
    offset += length
  }
  if (offset !== frame.length) return null
  return revive(e, parts)
}

/** @param {any} node @param {Buffer[]} parts @returns {any} */
function revive(node, parts) {
  if (node === null || typeof node !== 'object') return node
  if (Array.isArray(node)) return node.map((item) => revive(item, parts))
  if (BUFFER in node) return parts[node[BUFFER]]
  if (STRING in node) return parts[node[STRING]].toString('utf8')
  if (MAP in node) return new Map(node[MAP].map(([key, value]) => [key, revive(value, parts)]))
  /** @type {Record<string, unknown>} */
  const out = {}
  for (const key of Object.keys(node)) out[key] = revive(node[key], parts)
  return out
}
