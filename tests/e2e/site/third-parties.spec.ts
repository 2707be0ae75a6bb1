import { expect, test } from '../fixtures'
import { specRoutesWithProduct } from '../spec-routes'

/** Pages that may load Stripe (its script, frames and API) — and only Stripe — at a payment step. */
const PAYMENT_PAGE = /^\/(checkout|donate|friends-of-[^/]+|(?!donors-circle$)[^/]+-circle)$/
const STRIPE_HOST = /(^|\.)stripe\.(com|network)$/

test('no page of spec §2.1 asks any host but the site itself for anything', async ({ page, request, baseURL }) => {
  const own = new URL(baseURL!).host
  let current = ''
  const offSite: string[] = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.host === own) return
    if (PAYMENT_PAGE.test(current) && STRIPE_HOST.test(url.hostname)) return
    offSite.push(`${current} → ${url.origin}${url.pathname}`)
  })
  for (const path of await specRoutesWithProduct(request)) {
    current = path
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await page.waitForLoadState('networkidle')
  }
  expect(offSite).toEqual([])
})
