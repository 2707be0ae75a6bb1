import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/** Where Quick Exit sends a visitor in the seeded settings; answered locally in tests. */
export const NEUTRAL_SITE = 'https://www.google.com/search?q=weather'

/** Fails on any serious or critical axe-core finding on the page as it is now. */
export async function expectAccessible(page: Page, label = page.url()) {
  // A page reached by a client-side navigation (Payload's sign-in) gets its title a moment later:
  // checked once it has one, and a page that never gets one still fails here.
  await expect(page, `a title on ${label}`).toHaveTitle(/\S/)
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const summary = blocking.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary, `accessibility findings on ${label}`).toEqual([])
}

/** Opens a path, waits for the page to settle, and checks it with axe-core. */
export async function visit(page: Page, path: string, { status = 200 }: { status?: number } = {}) {
  const response = await page.goto(path)
  expect(response?.status(), `status of ${path}`).toBe(status)
  await page.waitForLoadState('networkidle')
  await expectAccessible(page, path)
  return response
}

/** The toast on screen (at most one, spec §9). */
export function toastLocator(page: Page) {
  return page.getByTestId('toast')
}

export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const toast = toastLocator(page).filter({ hasText: title })
  await expect(toast).toBeVisible()
  if (description) await expect(toast).toContainText(description)
  return toast
}

/** Waits until client code has hydrated, so keyboard shortcuts and handlers are live. */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-quick-exit="ready"]').waitFor({ state: 'attached' })
}

/** fetch from inside the page, so the browser adds the headers a real visitor's call has. */
export async function pageFetch(page: Page, path: string, init?: RequestInit) {
  return page.evaluate(
    async ([url, options]) => {
      const response = await fetch(url, options)
      return { status: response.status, body: await response.text() }
    },
    [path, init ?? {}] as const,
  )
}

export const test = base.extend({
  page: async ({ page }, use) => {
    // The machine has no internet: anything off-site is answered by a blank neutral page,
    // so a test notices when it leaves the site without waiting on a network error.
    await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title><p>Elsewhere</p>' }),
    )
    await use(page)
  },
})

export { expect }
