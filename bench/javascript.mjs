import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs'

/**
 * First-load JavaScript of each page as a browser receives it (compressed bytes on the wire),
 * and whether any Stripe.js URL was requested.
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
      const responses = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') responses.push(response)
      })
      await page.goto(url, { waitUntil: 'networkidle' })
      let bytes = 0
      for (const response of responses) {
        if (!/^https?:\/\/(localhost|127\.0\.0\.1)/.test(response.url())) continue
        const sizes = await response.request().sizes().catch(() => null)
        bytes += sizes ? sizes.responseBodySize : 0
      }
      results.push({ url, kilobytes: bytes / 1024, scripts: responses.length, stripeRequested })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}
