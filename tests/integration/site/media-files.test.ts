import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { BASE_URL, signIn } from '../../support/api'

/**
 * Pictures are the largest paint of the home page and the store (issue 32): their addresses on
 * the site name the file's version, so a browser keeps them for good, and a replaced file gets
 * a new address. The file itself comes straight from storage (here the local folder; the S3
 * bucket in cluster.test.ts).
 */
const IMMUTABLE = 'public, max-age=31536000, immutable'

async function pictureOnPage(path: string, pattern: RegExp) {
  const html = await (await fetch(`${BASE_URL}${path}`)).text()
  const src = pattern.exec(html)?.[0]
  expect(src, `a media picture on ${path}`).toBeTruthy()
  return src!.replaceAll('&amp;', '&')
}

describe('media files', () => {
  it('serve the home page hero as a versioned, immutable, script-free picture', async () => {
    const src = await pictureOnPage('/', /\/api\/cms\/media\/file\/hero-garden[^"?]*\.svg\?v=[a-z0-9]+/)
    const file = await fetch(`${BASE_URL}${src}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/svg+xml')
    expect(file.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(file.headers.get('content-security-policy')).toContain("script-src 'none'")
    expect(await file.text()).toContain('<svg')
  })

  it('serve the store’s first product picture from a versioned address', async () => {
    const src = await pictureOnPage('/store', /\/api\/cms\/media\/file\/[^"?]+\?v=[a-z0-9]+/)
    const file = await fetch(`${BASE_URL}${src}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('cache-control')).toBe(IMMUTABLE)
  })

  it('revalidate the bare address with its ETag, and answer an unknown file with 404', async () => {
    const cookie = await signIn('admin')
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: { r: 10, g: 120, b: 60 } } }).png().toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `media-files-${Date.now()}.png`)
    form.append('_payload', JSON.stringify({ alt: 'A green bar for the media test' }))
    const upload = await fetch(`${BASE_URL}/api/cms/media`, { method: 'POST', body: form, headers: { cookie, 'sec-fetch-site': 'same-origin' } })
    expect(upload.status).toBe(201)
    const { doc } = (await upload.json()) as { doc: { filename: string } }
    const path = `${BASE_URL}/api/cms/media/file/${encodeURIComponent(doc.filename)}`

    const file = await fetch(path)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('cache-control')).toBe('public, no-cache')
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true)
    const again = await fetch(path, { headers: { 'if-none-match': file.headers.get('etag')! } })
    expect(again.status).toBe(304)

    expect((await fetch(`${BASE_URL}/api/cms/media/file/no-such-picture.png`)).status).toBe(404)
    // Nothing outside the media folder, however the name is spelt.
    expect([400, 403, 404]).toContain((await fetch(`${BASE_URL}/api/cms/media/file/..%2F.env`)).status)
  })
})
