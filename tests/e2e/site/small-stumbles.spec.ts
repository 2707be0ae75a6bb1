import { expect, test, visit } from '../fixtures'
import { createStaff, signIn } from '../staff-accounts'

/** Issue 33's smaller stumbles: each page keeps the exit, menus close like menus, the admin stays on this host. */

test('an expired or used My giving link opens the site page with the header and its exit button', async ({ page }) => {
  const response = await page.goto('/my-giving/open?token=used')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/my-giving\?link=expired$/)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('link', { name: /^Exit this page/ }).and(page.getByTestId('quick-exit'))).toBeVisible()
  await expect(page.getByTestId('link-expired')).toContainText('expired or was already used')
  await expect(page.getByLabel('Your e-mail address')).toBeVisible()
})

test('Escape closes the phone menu and gives focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await visit(page, '/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
})

test('at 390 px the intake fields stop below the sticky header and exit bar when scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await visit(page, '/intake-form')
  const field = page.getByRole('textbox').first()
  const margin = await field.evaluate((el) => parseFloat(getComputedStyle(el).scrollMarginTop))
  const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom)
  expect(margin).toBeGreaterThanOrEqual(headerBottom)
  // What the browser's required-field prompt does: scroll the field into view from further down.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await field.evaluate((el) => el.scrollIntoView({ block: 'start' }))
  await expect.poll(async () => (await field.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom)
})

test('the staff sign-in error names the username the form asks for, for a known and an unknown name', async ({ page }) => {
  // A throwaway account: a wrong password counts toward its lock, never toward the admin's.
  const { username } = await createStaff('editor')
  for (const name of [username, `nobody-${Date.now()}`]) {
    await page.goto('/admin/login')
    await page.getByLabel(/username/i).fill(name)
    await page.getByLabel(/password/i).fill('not-the-password-at-all')
    await page.getByRole('button', { name: /log ?in/i }).click()
    await expect(page.getByText('The username or password provided is incorrect.').first()).toBeVisible()
    await expect(page.getByText(/email or password/i)).toHaveCount(0)
  }
})

test('no admin page asks another host for anything (the avatar is the built-in one)', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const own = new URL(baseURL!).host
  const offSite: string[] = []
  let current = ''
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.host === own) return
    offSite.push(`${current} → ${url.origin}${url.pathname}`)
  })
  await signIn(page, { username: 'admin', password: 'test-admin-password' })
  for (const path of [
    '/admin',
    '/admin?tab=recurring',
    '/admin/account',
    '/admin/collections/users',
    '/admin/collections/donations',
    '/admin/collections/recurring-gifts',
    '/admin/collections/products',
    '/admin/globals/site-settings',
  ]) {
    current = path
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await page.waitForLoadState('networkidle')
  }
  expect(offSite).toEqual([])
  await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0)
})
