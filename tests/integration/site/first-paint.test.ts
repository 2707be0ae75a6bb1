import http from 'node:http'
import { gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { BASE_URL } from '../../support/api'

/**
 * Issue 32 (first paint): the production server (scripts/serve.mjs) sends a page's content
 * before its framework scripts: no chunk script or script preload in the head, one inline loader
 * after the content (a cached page: at the end of the body), compressed after the rewrite.
 */
type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, BASE_URL), { headers: { accept: 'text/html', ...headers } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

const LOADER = '<script>(function(){var t='
// A chunk script that would run before the paint (the nomodule polyfill is left: no current
// browser fetches it).
const chunkTag = /<script src="\/_next\/[^"]*" async=""[^>]*><\/script>|<link[^>]*\bas="script"[^>]*>/

/** The chunk addresses the page's loader will insert. */
function loaded(html: string): string[] {
  const data = html.slice(html.indexOf(LOADER) + LOADER.length)
  return [...data.slice(0, data.indexOf('</script>')).matchAll(/"(?:src|href)","([^"]+)"/g)].map((match) => match[1])
}

describe('the page before its scripts', () => {
  for (const path of ['/', '/store', '/donate', '/about']) {
    it(`${path}: content first, the chunk scripts only in the loader after it`, async () => {
      const answer = await get(path, { 'accept-encoding': 'gzip' })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe('gzip')
      const html = gunzipSync(answer.body).toString('utf8')
      // Characters survive the rewrite whole (a split UTF-8 sequence would decode as U+FFFD).
      expect(html).not.toContain('\uFFFD')
      const at = html.indexOf(LOADER)
      expect(at).toBeGreaterThan(html.indexOf('<body'))
      expect(html.indexOf('<h1')).toBeGreaterThan(-1)
      expect(html.indexOf('<h1')).toBeLessThan(at)
      expect(html.slice(0, at)).not.toMatch(chunkTag)
      // The quick exit's inline handler stays in the document: it works before any chunk runs.
      expect(html.slice(0, at)).toContain("document.querySelectorAll('a[data-exit-button]')")

      const chunks = loaded(html)
      expect(chunks.length).toBeGreaterThan(3)
      for (const chunk of chunks) {
        expect(chunk).toMatch(/^\/_next\/static\//)
        const file = await get(chunk)
        expect(file.status, chunk).toBe(200)
        expect(file.headers['content-type'], chunk).toMatch(/javascript/)
      }
    })
  }

  it('a client that takes no compression gets the same page, whole (no stale length)', async () => {
    const plain = await get('/about')
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const length = plain.headers['content-length']
    if (length !== undefined) expect(Number(length)).toBe(plain.body.length)
    const html = plain.body.toString('utf8')
    expect(html).toContain(LOADER)
    expect(html.trimEnd()).toMatch(/<\/html>$/)
  })

  it('leaves navigation payloads, files and the staff admin as Next sends them', async () => {
    // Next sends a navigation request without its cache-busting parameter to the address with it.
    const first = await get('/about', { rsc: '1', accept: '*/*' })
    const rsc = first.status === 307 && first.headers.location ? await get(first.headers.location, { rsc: '1', accept: '*/*' }) : first
    expect(rsc.status).toBe(200)
    expect(rsc.headers['content-type']).toMatch(/text\/x-component/)
    expect(rsc.body.toString('utf8')).not.toContain(LOADER)

    const products = await get('/api/products', { accept: 'application/json', 'accept-encoding': 'gzip' })
    expect(products.status).toBe(200)
    expect(Array.isArray(JSON.parse(gunzipSync(products.body).toString('utf8')))).toBe(true)

    const admin = await get('/admin/login')
    expect(admin.status).toBe(200)
    expect(admin.body.toString('utf8')).not.toContain(LOADER)
  })
})
