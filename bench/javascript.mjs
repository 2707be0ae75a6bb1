import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs'

/**
 * First-load JavaScript of each page as a browser receives it (compressed bytes on the wire):
 * the scripts requested until the page works. The site's pages ask for their scripts after the
 * first frame (scripts/serve.mjs), often after the load event, so a site page is counted until
 * it has hydrated (`html[data-quick-exit="ready"]`); the bare yardstick, which has no such mark,
 * until its load event. What Next prefetches for a link (on hover, touch or focus) belongs to
 * that other page. Stripe.js is looked for over the page's whole life, prefetches included.
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
      let counting = true
      page.on('request', (request) => {
        if (counting && request.resourceType() === 'script') firstLoad.push(request)
      })
      await page.goto(url, { waitUntil: 'load' })
      if ((await page.locator('a[data-exit-button]').count()) > 0) {
        await page.locator('html[data-quick-exit="ready"]').waitFor({ state: 'attached', timeout: 30_000 })
      }
      counting = false
      await page.waitForLoadState('networkidle')
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
