import { describe, expect, it } from 'vitest'

import { decodeEntry, encodeEntry } from '@/lib/shared-cache/codec.mjs'
import { LocalLayer } from '@/lib/shared-cache/local.mjs'

const page = () => ({
  lastModified: 1_700_000_000_000,
  tags: ['products', '_N_T_/store'],
  cacheControl: { revalidate: false, expire: undefined },
  value: {
    kind: 'APP_PAGE',
    html: `<!DOCTYPE html><html><body>${'<p>Heirloom tomato seeds — 4,50 €</p>'.repeat(200)}</body></html>`,
    rscData: Buffer.from('0:["$","div",null,{}]\n'.repeat(100)),
    headers: { 'x-next-cache-tags': 'products,_N_T_/store' },
    status: 200,
    postponed: undefined,
    segmentData: new Map([
      ['/_tree', Buffer.from([0, 1, 2, 255])],
      ['/_full', Buffer.from('segment')],
    ]),
  },
})

describe('the shared cache frame', () => {
  it('gives back the page it stored: HTML, RSC bytes and segment map, without base64', () => {
    const entry = page()
    const frame = encodeEntry(entry)
    expect(frame.includes(Buffer.from(entry.value.rscData.toString('base64').slice(0, 40)))).toBe(false)
    const back = decodeEntry(frame)
    expect(back.value.html).toBe(entry.value.html)
    expect(Buffer.compare(back.value.rscData, entry.value.rscData)).toBe(0)
    expect(back.value.segmentData).toBeInstanceOf(Map)
    expect([...back.value.segmentData.keys()]).toEqual(['/_tree', '/_full'])
    expect([...back.value.segmentData.get('/_tree')]).toEqual([0, 1, 2, 255])
    expect(back.tags).toEqual(entry.tags)
    expect(back.value.headers).toEqual(entry.value.headers)
    // Barely larger than the HTML and bytes themselves.
    expect(frame.length).toBeLessThan(Buffer.byteLength(entry.value.html) + entry.value.rscData.length + 600)
  })

  it('keeps a cached route body and unstable_cache data as they were', () => {
    const route = { lastModified: 1, tags: [], value: { kind: 'APP_ROUTE', body: Buffer.from('{"ok":true}'), status: 200, headers: {} } }
    expect(decodeEntry(encodeEntry(route)).value.body.toString()).toBe('{"ok":true}')
    const data = { lastModified: 2, tags: ['site-settings'], value: { kind: 'FETCH', data: { body: 'x'.repeat(5000), headers: {}, status: 200, url: '' }, revalidate: false } }
    expect(decodeEntry(encodeEntry(data))).toEqual(data)
  })

  it('refuses a frame it did not write', () => {
    expect(decodeEntry(Buffer.from('{"value":1}'))).toBeNull()
    const frame = encodeEntry(page())
    expect(decodeEntry(frame.subarray(0, frame.length - 3))).toBeNull()
  })
})

describe('the copy each instance keeps', () => {
  const layer = (now = () => 1000) => {
    const local = new LocalLayer({ maxBytes: 1000, degradedMaxAgeMs: 5000, now })
    local.listening = true
    return local
  }
  const entry = (tags: string[], lastModified = 500) => ({ lastModified, tags, value: { kind: 'FETCH' } })

  it('serves what it kept until a tag of the entry changes anywhere', () => {
    const local = layer()
    local.set('/store', entry(['products']), 10)
    expect(local.get('/store', {})).toBeTruthy()
    local.changed(['site-settings'], 900)
    expect(local.get('/store', {})).toBeTruthy()
    local.changed(['products'], 900)
    expect(local.get('/store', {})).toBeUndefined()
  })

  it('honours the tags the request adds (a route revalidated by path)', () => {
    const local = layer()
    local.set('data', entry(['page:/gardens']), 10)
    local.changed(['_N_T_/gardens'], 900)
    expect(local.get('data', { softTags: ['_N_T_/gardens'] })).toBeUndefined()
  })

  it('does not keep a read that raced a change, and calls an entry older than a change stale', () => {
    const local = layer()
    const started = local.generation
    local.changed(['products'], 900)
    expect(local.set('/store', entry(['products'], 800), 10, started)).toBe(false)
    expect(local.isOutdated(entry(['products'], 800), {})).toBe(true)
    expect(local.isOutdated(entry(['products'], 901), {})).toBe(false)
  })

  it('while changes cannot be heard, serves a kept entry for a few seconds only', () => {
    let now = 1000
    const local = layer(() => now)
    local.set('/', entry([]), 10)
    // Kept long before the outage: still as fresh as the moment the messages stopped.
    now += 60_000
    local.listening = false
    now += 4000
    expect(local.get('/', {})).toBeTruthy()
    now += 2000
    expect(local.get('/', {})).toBeUndefined()
    // Rendered during the outage: the same few seconds from when it was stored.
    local.set('/store', entry([]), 10)
    now += 4000
    expect(local.get('/store', {})).toBeTruthy()
    now += 2000
    expect(local.get('/store', {})).toBeUndefined()
  })

  it('forgets everything kept when it may have missed changes, and learns their times', () => {
    const local = layer()
    local.set('/', entry(['products']), 10)
    local.resync([['products', 700]])
    expect(local.get('/', {})).toBeUndefined()
    expect(local.isOutdated(entry(['products'], 600), {})).toBe(true)
  })

  it('stays within its memory budget, dropping the least recently used first', () => {
    const local = layer()
    local.set('a', entry([]), 400)
    local.set('b', entry([]), 400)
    expect(local.get('a', {})).toBeTruthy()
    local.set('c', entry([]), 400)
    expect(local.get('b', {})).toBeUndefined()
    expect(local.get('a', {})).toBeTruthy()
    expect(local.bytes).toBeLessThanOrEqual(1000)
  })
})
