import { request } from '@playwright/test'

import { markedName } from '../../support/markers'

import { expect, expectAccessible, test } from '../fixtures'
import { createStaff, signIn } from '../staff-accounts'
import { tabTo } from '../tab-to'

/**
 * Issue 46: the drop-off page at the boutique's door, on a 768 px tablet — logged by touch, and
 * by the keyboard alone, with no serious accessibility finding.
 */
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true })

test('an intake coordinator logs a named drop-off by touch, then an anonymous one by keyboard', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, await createStaff('intake'))
  await page.goto('/admin/goods')
  await expect(page.getByRole('heading', { name: 'Log a drop-off' })).toBeVisible()
  await expectAccessible(page, '/admin/goods')
  // Nothing wider than the tablet: no sideways scrolling at the door.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768)

  // By touch: a named donor, two lines.
  await page.getByLabel('Name and e-mail').tap()
  await page.getByLabel('Donor name').tap()
  await page.getByLabel('Donor name').fill(markedName('Tess Gale'))
  await page.getByLabel('E-mail (for the receipt, optional)').fill(`tess.${Date.now().toString(36)}@example.org`)
  await page.getByLabel('Category 1').selectOption('coats')
  await page.getByLabel('Count 1').tap()
  await page.getByLabel('Count 1').fill('4')
  await page.getByRole('button', { name: 'Add a line' }).tap()
  await page.getByLabel('Category 2').selectOption('shoes')
  await page.getByLabel('Count 2').fill('2')
  await expectAccessible(page, '/admin/goods (filled)')
  await page.getByRole('button', { name: 'Log drop-off' }).tap()
  const status = page.getByRole('status').filter({ hasText: 'Drop-off logged' })
  await expect(status).toContainText(/Drop-off logged: 6 items, receipt \d{4}-\d{6}\./)
  // Ready for the next bag: one empty line, anonymous again.
  await expect(page.getByLabel('Count 2')).toHaveCount(0)
  await expect(page.getByLabel('Anonymous')).toBeChecked()

  // By keyboard alone: the count is focused, Tab to the fields, Enter logs it.
  const count = page.getByLabel('Count 1')
  await expect(count).toBeFocused()
  await page.keyboard.type('3')
  await tabTo(page, page.getByLabel('Weight in pounds (optional)'))
  await page.keyboard.type('5')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Drop-off logged' })).toHaveText('Drop-off logged: 3 items.')

  // A count of zero is refused by the server, in words, and nothing is reset.
  await count.fill('0')
  await page.getByRole('button', { name: 'Log drop-off' }).tap()
  await expect(page.getByRole('status').filter({ hasText: 'from 1 to 10,000' })).toBeVisible()
  await expect(count).toHaveValue('0')
  await expectAccessible(page, '/admin/goods (refused)')
})

/** A donor the books know: an offline gift entered by the admin over the API makes her contact. */
async function knownDonor(name: string, email: string) {
  const admin = await request.newContext({ baseURL: process.env.APP_URL || 'http://localhost:3000', extraHTTPHeaders: { 'sec-fetch-site': 'same-origin' } })
  try {
    expect((await admin.post('/api/login', { data: { username: 'admin', password: 'test-admin-password' } })).status()).toBe(200)
    const gift = await admin.post('/api/donations/offline', { data: { donorName: name, email, amount: '20.00', receivedAt: '2024-03-01', method: 'cash' } })
    expect(gift.status()).toBe(201)
    // Her contact is there once the search finds her.
    await expect
      .poll(async () => ((await (await admin.get(`/api/in-kind/donors?search=${encodeURIComponent(email)}`)).json()) as unknown[]).length)
      .toBe(1)
  } finally {
    await admin.dispose()
  }
}

test('an intake coordinator finds a donor contact by touch, then by keyboard, and logs the goods as her gift', async ({ page }) => {
  test.setTimeout(120_000)
  const token = Date.now().toString(36)
  const name = markedName(`Wren${token} Adler`)
  const email = `wren.${token}@example.org`
  await knownDonor(name, email)
  await signIn(page, await createStaff('intake'))
  await page.goto('/admin/goods')
  await expect(page.getByRole('heading', { name: 'Log a drop-off' })).toBeVisible()

  // By touch: Find a contact, type part of her name, tap her in the list.
  await page.getByLabel('Find a contact').tap()
  const search = page.getByRole('combobox', { name: 'Search donor contacts (name or e-mail)' })
  await search.tap()
  await search.fill(`Wren${token}`)
  const option = page.getByRole('option', { name: new RegExp(`Wren${token} Adler`) })
  await expect(option).toBeVisible()
  // Her address is masked: intake staff log goods, they do not see donor data.
  await expect(option).toContainText('w•••@example.org')
  await expect(option).not.toContainText(email)
  await expectAccessible(page, '/admin/goods (contacts found)')
  expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await option.tap()
  await expect(page.getByTestId('drop-off-contact')).toHaveText(`Donor: ${name} · w•••@example.org`)
  await expect(page.getByLabel('Count 1')).toBeFocused()
  await page.getByLabel('Category 1').selectOption('coats')
  await page.getByLabel('Count 1').fill('2')
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/in-kind') && r.method() === 'POST')
  await page.getByRole('button', { name: 'Log drop-off' }).tap()
  const body = (await posted).postDataJSON() as { donor?: { contactId?: number } }
  expect(Object.keys(body.donor ?? {})).toEqual(['contactId'])
  expect(body.donor!.contactId).toEqual(expect.any(Number))
  await expect(page.getByRole('status').filter({ hasText: 'Drop-off logged' })).toContainText(/Drop-off logged: 2 items, receipt \d{4}-\d{6}\./)
  await expect(page.getByLabel('Anonymous')).toBeChecked()

  // Find a contact, with nobody taken: refused in words, the search focused.
  await page.getByLabel('Find a contact').tap()
  await page.getByLabel('Count 1').fill('1')
  await page.getByRole('button', { name: 'Log drop-off' }).tap()
  await expect(page.getByRole('status').filter({ hasText: 'Choose the donor from the contacts found' })).toBeVisible()
  await expect(search).toBeFocused()

  // By keyboard alone: type, ↓ to her, Enter takes her (and does not log yet), then the count and Enter.
  await page.keyboard.type(email)
  await expect(option).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('drop-off-contact')).toContainText(name)
  const count = page.getByLabel('Count 1')
  await expect(count).toBeFocused()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('3')
  const second = page.waitForRequest((r) => r.url().endsWith('/api/in-kind') && r.method() === 'POST')
  await page.keyboard.press('Enter')
  expect(((await second).postDataJSON() as { donor?: unknown }).donor).toEqual(body.donor)
  await expect(page.getByRole('status').filter({ hasText: 'Drop-off logged' })).toContainText(/Drop-off logged: 3 items, receipt \d{4}-\d{6}\./)
  await expectAccessible(page, '/admin/goods (contact logged)')
})

test('an editor is told the page is not for her role', async ({ page }) => {
  await signIn(page, await createStaff('editor'))
  await page.goto('/admin/goods')
  await expect(page.getByText('Your role does not give access to donated goods.')).toBeVisible()
})
