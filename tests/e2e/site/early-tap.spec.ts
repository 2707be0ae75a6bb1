import type { Browser, Page } from '@playwright/test'

import { asMidRangePhone } from '../../../scripts/lib/mid-range-phone.mjs'
import { expect, test } from '../fixtures'

/**
 * No tap lost before the page wakes: on a mid-range phone (4× CPU slowdown, 1.6 Mbit/s, 150 ms)
 * each page's main control is tapped the moment it shows, long before the page's scripts have
 * hydrated it, and it still does what it says — 5 times of 5, each on a fresh page and storage.
 * `window.__earlyTaps` (early-tap.tsx) counts the taps the page held for React; the test checks
 * that the taps did come early, so it exercises the window it is about.
 */
test.describe.configure({ mode: 'serial' })
test.setTimeout(240_000)

const TRIES = 5
// A throttled phone on a busy machine can take well over the default 10 s to hydrate: the effect
// of a held tap is awaited as long as the page takes to wake, not a fixed default.
const eventually = expect.configure({ timeout: 45_000 })

async function throttledPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, baseURL: process.env.APP_URL || 'http://localhost:3000' })
  const page = await context.newPage()
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, body: '' }))
  await asMidRangePhone(context, page)
  return page
}

const earlyTaps = (page: Page) => page.evaluate(() => (window as unknown as { __earlyTaps?: number }).__earlyTaps ?? 0)

type Case = {
  name: string
  path: (page: Page) => Promise<string>
  viewport?: { width: number; height: number }
  tap: (page: Page) => Promise<void>
  effect: (page: Page) => Promise<void>
}

const productPath = async (page: Page) => {
  const products = (await (await page.request.get('/api/products')).json()) as { id: string; inventory: number }[]
  return `/product/${products.find((p) => p.inventory > 2)!.id}`
}

const cases: Case[] = [
  {
    name: '/ (the header\'s "More" menu)',
    path: async () => '/',
    viewport: { width: 1280, height: 800 },
    tap: (page) => page.getByRole('button', { name: 'More' }).click(),
    effect: async (page) => {
      await eventually(page.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'true')
      await eventually(page.locator('#more-menu')).toBeVisible()
    },
  },
  {
    name: '/ at phone width (the menu button)',
    path: async () => '/',
    tap: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
    effect: (page) => eventually(page.locator('#mobile-menu')).toBeVisible(),
  },
  {
    name: '/store (Add to cart)',
    path: async () => '/store',
    tap: (page) => page.getByRole('button', { name: /^Add to Cart:/ }).first().click(),
    effect: (page) => eventually(page.getByTestId('cart-badge')).toHaveText('1'),
  },
  {
    name: '/donate (an amount preset)',
    path: async () => '/donate',
    tap: (page) => page.getByTestId('preset-amounts').getByRole('button').nth(1).click(),
    effect: (page) => eventually(page.getByTestId('preset-amounts').getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true'),
  },
  {
    name: 'a product page (quantity + then Add to cart)',
    path: productPath,
    tap: async (page) => {
      await page.getByRole('button', { name: 'Increase quantity' }).click()
      await page.getByRole('button', { name: /^Add to Cart/ }).click()
    },
    effect: (page) => eventually(page.getByTestId('cart-badge')).toHaveText('2'),
  },
  {
    name: '/intake-form (Submit on the empty form)',
    path: async () => '/intake-form',
    tap: (page) => page.getByRole('button', { name: 'Submit Request' }).click(),
    // The tap is answered as after hydration: the browser names the missing answers (the first
    // takes the focus, each matches :user-invalid, which only a submission attempt sets) and the
    // form stays where it is, nothing sent.
    effect: async (page) => {
      const firstName = page.getByLabel('First Name')
      await eventually(page.locator('#main input:user-invalid').first()).toBeAttached()
      expect(await firstName.evaluate((input) => input.matches(':user-invalid'))).toBe(true)
      await expect(page).toHaveURL(/\/intake-form$/)
    },
  },
]

for (const c of cases) {
  test(`${c.name}: tapped the moment it shows, it does what it says, ${TRIES} of ${TRIES}`, async ({ browser }) => {
    let caught = 0
    for (let i = 0; i < TRIES; i++) {
      const page = await throttledPage(browser, c.viewport ?? { width: 390, height: 844 })
      try {
        const path = await c.path(page)
        await page.goto(path, { waitUntil: 'commit' })
        await c.tap(page)
        await c.effect(page)
        caught += await earlyTaps(page)
        // The page is whole afterwards: hydrated, and the tap was not carried out twice.
        await page.locator('html[data-quick-exit="ready"]').waitFor({ state: 'attached' })
        await c.effect(page)
      } finally {
        await page.context().close()
      }
    }
    // The taps did land before hydration (the window this is about); the submit of an empty
    // form is held by early-submit.tsx, not counted here.
    if (!c.name.startsWith('/intake-form')) expect(caught).toBeGreaterThan(0)
  })
}

test('an address typed before the page wakes is the address sent, whenever she presses Send', async ({ browser }) => {
  let early = 0
  for (let i = 0; i < TRIES; i++) {
    const page = await throttledPage(browser, { width: 390, height: 844 })
    try {
      await page.goto('/my-giving', { waitUntil: 'commit' })
      await page.getByLabel('Your e-mail address').fill(`early.${Date.now().toString(36)}@example.org`)
      early += await page.evaluate(() => (window as unknown as { __earlyFields?: number }).__earlyFields ?? 0)
      // Every other time sent only once the page is awake (no submission is held, so React's own
      // state is sent), else at once, whenever the page wakes around the press.
      if (i % 2 === 0) await page.locator('html[data-quick-exit="ready"]').waitFor({ state: 'attached', timeout: 45_000 })
      await page.getByRole('button', { name: 'Send me a link' }).click()
      await eventually(page.getByRole('main').getByRole('status')).toContainText('If this address has given to the foundation')
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
    } finally {
      await page.context().close()
    }
  }
  // The address was typed before hydration at least once (the window this is about).
  expect(early).toBeGreaterThan(0)
})

test('a page scrolled before it wakes stays where she scrolled', async ({ browser }) => {
  const page = await throttledPage(browser, { width: 390, height: 844 })
  try {
    await page.goto('/contact', { waitUntil: 'commit' })
    const crisisLine = page.getByText('If you are in danger, call 911.', { exact: false })
    await crisisLine.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(0)
    // Scrolled first, then the page woke: it did not pull her back to the top.
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-quick-exit'))).not.toBe('ready')
    await page.locator('html[data-quick-exit="ready"]').waitFor({ state: 'attached', timeout: 45_000 })
    await expect(crisisLine).toBeInViewport()
  } finally {
    await page.context().close()
  }
})
