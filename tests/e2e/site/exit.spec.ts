import type { Page } from '@playwright/test'

import { expect, NEUTRAL_SITE, test, waitForHydration } from '../fixtures'

/** A page of someone else's, so Back has somewhere to go that is not this site. */
const BEFORE = 'https://neutral.example/start'

async function arrive(page: Page, path = '/') {
  await page.goto(BEFORE)
  await page.goto(path)
}

/** Puts something in each of the site's own stores, as a visit would (a cart, a session value). */
async function leaveTraces(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('cart', JSON.stringify([]))
    localStorage.setItem('visit-trace', 'x')
    sessionStorage.setItem('visit-trace', 'x')
  })
}

/** After an exit: Back lands on the page before the site, and the site's storage is empty. */
async function expectLeftWithoutTrace(page: Page) {
  await expect(page).toHaveURL(NEUTRAL_SITE)
  await page.goBack()
  await expect(page).toHaveURL(BEFORE)
  await expect(page.getByText('Elsewhere')).toBeVisible()
  // Same tab, same origin again: nothing of the earlier visit is left in either store.
  await page.goto('/feedback')
  const stored = await page.evaluate(() => ({
    cart: localStorage.getItem('cart'),
    local: localStorage.getItem('visit-trace'),
    session: sessionStorage.getItem('visit-trace'),
  }))
  expect(stored).toEqual({ cart: null, local: null, session: null })
}

async function pressShift(page: Page, times: number) {
  for (let i = 0; i < times; i++) await page.keyboard.press('Shift')
}

test.describe('Exit this page', () => {
  test('the button blanks the page before leaving, clears storage, and Back does not return', async ({ page }) => {
    await arrive(page, '/contact')
    await waitForHydration(page)
    await leaveTraces(page)
    // Clicking anything else on a hydrated page never exits.
    await page.getByLabel('First Name').click()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(page).toHaveURL(/\/contact$/)
    const button = page.getByRole('link', { name: /^Exit this page/ }).and(page.getByTestId('quick-exit'))
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute('href', NEUTRAL_SITE)
    // Clicked and inspected in one task of the page: the overlay covers it before navigation starts.
    const covered = await page.evaluate(() => {
      ;(document.querySelector('[data-testid="quick-exit"]') as HTMLAnchorElement).click()
      const overlay = document.getElementById('quick-exit-overlay')
      const middle = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)
      return { overlay: Boolean(overlay), onTop: middle === overlay, title: document.title }
    })
    expect(covered).toEqual({ overlay: true, onTop: true, title: 'Loading' })
    await expectLeftWithoutTrace(page)
  })

  test('Shift pressed three times exits, each press within 5 s of the last, with a cue after each press', async ({ page }) => {
    await page.clock.install()
    await arrive(page, '/intake-form')
    await waitForHydration(page)
    await leaveTraces(page)
    const button = page.getByTestId('quick-exit')
    await pressShift(page, 1)
    await expect(button).toHaveAttribute('data-presses', '1')
    await expect(page.locator('#quick-exit-status')).toHaveText('Shift, press 2 more times to exit.')
    // The timer restarts on each press: 4 s + 4 s is more than 5 s in all, yet still an exit.
    await page.clock.runFor(4000)
    await pressShift(page, 1)
    await expect(button).toHaveAttribute('data-presses', '2')
    await page.clock.runFor(4000)
    await pressShift(page, 1)
    await expectLeftWithoutTrace(page)
  })

  test('three presses with a gap over 5 s, or Shift held with letters, do not exit', async ({ page }) => {
    await page.clock.install()
    await page.goto('/contact')
    await waitForHydration(page)
    const button = page.getByTestId('quick-exit')
    await pressShift(page, 2)
    await expect(button).toHaveAttribute('data-presses', '2')
    await page.clock.runFor(5100)
    await expect(button).toHaveAttribute('data-presses', '0')
    await pressShift(page, 1)
    await expect(button).toHaveAttribute('data-presses', '1')
    await page.clock.runFor(5100)

    // Typing capitals in a form: Shift held with another key never counts.
    await page.getByLabel('First Name').click()
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+A')
    await expect(page.getByLabel('First Name')).toHaveValue('AAAA')
    await expect(button).toHaveAttribute('data-presses', '0')
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.locator('#quick-exit-overlay')).toHaveCount(0)
  })

  test('the skip link is the first stop for the keyboard and exits', async ({ page }) => {
    await arrive(page, '/')
    await leaveTraces(page)
    await page.keyboard.press('Tab')
    const skip = page.getByTestId('quick-exit-skip-link')
    await expect(skip).toBeFocused()
    await expect(skip).toHaveText('Exit this page')
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expectLeftWithoutTrace(page)
  })

  test('Shift×3 works as soon as the load event fires, and without React at all', async ({ page }) => {
    await page.goto(BEFORE)
    await page.goto('/donate', { waitUntil: 'load' })
    await pressShift(page, 3)
    await expect(page).toHaveURL(NEUTRAL_SITE)

    // With the app's scripts blocked, React never hydrates: the shortcut still works.
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    await page.goto('/gardens', { waitUntil: 'load' })
    await expect(page.locator('html[data-quick-exit="ready"]')).toHaveCount(0)
    await pressShift(page, 3)
    await expect(page).toHaveURL(NEUTRAL_SITE)
  })

  test('with JavaScript disabled the button is a plain link to the neutral address', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL })
    await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title><p>Elsewhere</p>' }),
    )
    const page = await context.newPage()
    await page.goto('/intake-form')
    await page.getByTestId('quick-exit').click()
    await expect(page).toHaveURL(NEUTRAL_SITE)
    await context.close()
  })
})

test.describe('Exit this page never covers the page', () => {
  test.use({ viewport: { width: 360, height: 640 } })

  async function expectUncovered(page: Page, target: ReturnType<Page['locator']>) {
    await target.scrollIntoViewIfNeeded()
    await expect(target).toBeInViewport()
    const box = (await target.boundingBox())!
    const hit = await target.evaluate((element, [x, y]) => {
      const top = document.elementFromPoint(x!, y!)
      return top !== null && (element === top || element.contains(top))
    }, [box.x + box.width / 2, box.y + box.height / 2])
    expect(hit, 'the element is not covered').toBe(true)
  }

  test('its bar takes its own room above the content and stays on screen when scrolled', async ({ page }) => {
    await page.goto('/contact')
    const button = page.getByTestId('quick-exit')
    const buttonBox = (await button.boundingBox())!
    const mainBox = (await page.locator('main').boundingBox())!
    expect(mainBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(button).toBeInViewport()
    await expect(page.getByRole('link', { name: 'Staying safe online' }).first()).toBeInViewport()
  })

  test('the crisis line on /contact, the amounts on /donate and the checkout total stay visible', async ({ page, request }) => {
    await page.goto('/contact')
    await expectUncovered(page, page.getByText('If you are in danger, call 911.', { exact: false }))
    await page.goto('/donate')
    const amounts = page.getByTestId('preset-amounts').first().getByRole('button')
    for (let i = 0; i < (await amounts.count()); i++) await expectUncovered(page, amounts.nth(i))

    const products = (await (await request.get('/api/products')).json()) as { id: string; inventory: number }[]
    const product = products.find((p) => p.inventory > 0)!
    await page.goto(`/product/${product.id}`)
    await waitForHydration(page)
    await page.getByRole('button', { name: /add to cart/i }).click()
    await page.goto('/checkout')
    await expectUncovered(page, page.getByTestId('order-total'))
  })
})
