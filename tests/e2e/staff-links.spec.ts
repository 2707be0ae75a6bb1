import { expect, NEUTRAL_SITE, pageFetch, test } from './fixtures'

/**
 * Issue 13: a `javascript:` Quick Exit address saved in Site settings ran script instead of
 * leaving the page. Staff are now told why it cannot be saved, and the button still leaves.
 */
test('a javascript: Quick Exit address cannot be saved, and the button still leaves the site', async ({ page }) => {
  test.setTimeout(120_000)
  const login = await page.request.post('/api/login', {
    data: { username: 'admin', password: process.env.ADMIN_PASSWORD || 'test-admin-password' },
  })
  expect(login.status()).toBe(200)

  await page.goto('/admin/globals/site-settings')
  const field = page.locator('#field-quickExitUrl')
  await expect(field).toBeVisible({ timeout: 30_000 })
  const saved = await field.inputValue()
  await field.fill('javascript:alert(document.cookie)')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Enter a full address starting with https://.').first()).toBeVisible()

  // Nothing was stored: the REST API refuses the same value, and the settings keep the old one.
  const rest = await pageFetch(page, '/api/cms/globals/site-settings', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ quickExitUrl: 'javascript:alert(1)' }),
  })
  expect(rest.status).toBe(400)
  const stored = JSON.parse((await pageFetch(page, '/api/cms/globals/site-settings?depth=0')).body) as { quickExitUrl: string }
  expect(stored.quickExitUrl).toBe(saved)

  let dialog = false
  page.on('dialog', (d) => {
    dialog = true
    void d.dismiss()
  })
  await page.goto('https://neutral.example/start')
  await page.goto('/')
  await page.getByTestId('quick-exit').click()
  await expect(page).toHaveURL(NEUTRAL_SITE)
  expect(dialog).toBe(false)
})
