import { expect, NEUTRAL_SITE, pageFetch, test } from '../fixtures'

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
  // Payload's Save acts once the form has noticed the edit (it is greyed until then): pressed again
  // until the refusal shows, as a person would.
  await expect(async () => {
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Enter a full address starting with https://.').first()).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })

  // Nothing was stored: the REST API refuses the same value, and the settings keep the old one.
  const rest = await pageFetch(page, '/api/cms/globals/site-settings', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ quickExitUrl: 'javascript:alert(1)' }),
  })
  expect(rest.status).toBe(400)
  const stored = JSON.parse((await pageFetch(page, '/api/cms/globals/site-settings?depth=0')).body) as { quickExitUrl: string }
  expect(stored.quickExitUrl).toBe(saved)

  // A visitor, in a page of its own (the admin tab still holds the unsaved edit).
  const visitor = await page.context().newPage()
  await visitor.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title><p>Elsewhere</p>' }),
  )
  let dialog = false
  visitor.on('dialog', (d) => {
    dialog = true
    void d.dismiss()
  })
  await visitor.goto('https://neutral.example/start')
  await visitor.goto('/')
  await visitor.getByTestId('quick-exit').click()
  await expect(visitor).toHaveURL(NEUTRAL_SITE)
  expect(dialog).toBe(false)
  await visitor.close()
})
