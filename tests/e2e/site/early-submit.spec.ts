import type { Route } from '@playwright/test'

import { expect, expectToast, test } from '../fixtures'

/**
 * A form sent before the page has hydrated (its scripts come after the first frame, and on a slow
 * phone that can be seconds) must never be sent the browser's own way — a GET with every field in
 * the address, the history and the access logs — and must still be sent, with what was typed,
 * once React holds it (src/features/shell/early-submit.tsx).
 */
test('a sign-up sent before the page hydrates puts nothing in the address and is sent once React holds the form', async ({ page }) => {
  // The page's chunks are held back, so the visitor is faster than the page.
  const held: Route[] = []
  let holding = true
  await page.route('**/_next/static/chunks/**', (route) => (holding ? void held.push(route) : route.continue()))
  const addresses: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest()) addresses.push(request.url())
  })

  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const email = `early.${Date.now()}@example.org`
  const footer = page.getByRole('contentinfo')
  await footer.getByLabel('Email address').fill(email)
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect.poll(() => held.length, { message: 'the loader asked for the chunks' }).toBeGreaterThan(3)

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/newsletter') && request.method() === 'POST')
  holding = false
  for (const route of held.splice(0)) await route.continue()
  expect((await sent).postDataJSON()).toMatchObject({ email, source: 'footer' })
  await expectToast(page, 'Success! 🌻')
  await expect(footer.getByLabel('Email address')).toHaveValue('')

  // One page load, never a second one carrying the address in its query string.
  expect(addresses.filter((url) => new URL(url).pathname === '/')).toHaveLength(1)
  expect(addresses.some((url) => url.includes(encodeURIComponent(email)) || url.includes('email='))).toBe(false)
  expect(new URL(page.url()).search).toBe('')
})
