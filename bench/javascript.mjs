import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs'

/**
 * First-load JavaScript of each page as a browser receives it (compressed bytes on the wire):
 * the scripts requested before the page's load event. What Next prefetches afterwards for the
 * links on the page belongs to those other pages and is counted there. Stripe.js is looked for
 * over the page's whole life, prefetches included.
 */
export async function measureFirstLoadJs(urls, { chromePath }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_ARGS,
  })
  const results = []
  try {
    for (const url of urls) {
      const context = await browser.newContext()
      const page = await context.newPage()
      let stripeRequested = false
      // Nothing leaves the machine: Stripe's script is answered locally but still counted.
      await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => {
        if (/stripe\.(com|network)/.test(route.request().url())) stripeRequested = true
        return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' })
      })
      const firstLoad = []
      let loaded = false
      page.on('load', () => {
        loaded = true
      })
      page.on('request', (request) => {
        if (!loaded && request.resourceType() === 'script') firstLoad.push(request)
      })
      await page.goto(url, { waitUntil: 'networkidle' })
      let bytes = 0
      for (const request of firstLoad) {
        if (!/^https?:\/\/(localhost|127\.0\.0\.1)/.test(request.url())) continue
        const sizes = await request.sizes().catch(() => null)
        bytes += sizes ? sizes.responseBodySize : 0
      }
      results.push({ url, kilobytes: bytes / 1024, scripts: firstLoad.length, stripeRequested })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}
