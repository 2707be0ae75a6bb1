import { describe, expect, it } from 'vitest'

import { BASE_URL, call } from '../../support/api'

/** Every public route of spec §2.1 with a fixed path (admin and API excluded). */
const PUBLIC_ROUTES = [
  '/', '/store', '/cart', '/checkout', '/donate', '/services', '/bloom-boutique', '/gardens', '/get-involved',
  '/partners', '/about', '/contact', '/media-kit', '/host-drive', '/feedback', '/sponsorship', '/intake-form',
  '/donors-circle', '/stories-of-hope', '/news/wsmv-feature',
  // The safety page (issue 22), not in §2.1 but public and linked from every page.
  '/staying-safe-online',
]

describe('sitemap.xml and robots.txt', () => {
  it('lists every public route once, with absolute addresses, and never the staff panel', async () => {
    const answer = await call<string>('/sitemap.xml')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/xml/)
    const locs = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    const paths = locs.map((loc) => new URL(loc).pathname)
    for (const route of PUBLIC_ROUTES) expect(paths, route).toContain(route)
    for (const circle of ['/friends-of-the-farm', '/bloom-circle', '/hope-circle', '/legacy-circle', '/founders-circle']) {
      expect(paths, circle).toContain(circle)
    }
    const products = (await call<{ id: string }[]>('/api/products')).body
    for (const product of products) expect(paths).toContain(`/product/${product.id}`)
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs.every((loc) => loc.startsWith(BASE_URL))).toBe(true)
    expect(paths.some((p) => p.startsWith('/admin') || p.startsWith('/api'))).toBe(false)
  })

  it('robots.txt keeps the staff panel, API and private steps out and names the sitemap', async () => {
    const answer = await call<string>('/robots.txt')
    expect(answer.status).toBe(200)
    for (const path of ['/admin', '/api', '/checkout', '/cart', '/intake-form']) {
      expect(answer.body).toContain(`Disallow: ${path}\n`)
    }
    expect(answer.body).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`)
  })
})
