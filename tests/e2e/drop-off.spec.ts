import type { Locator, Page } from '@playwright/test'

import { markedName } from '../support/markers'

import { expect, expectAccessible, test } from './fixtures'
import { createStaff, signIn } from './staff-accounts'

/**
 * Issue 46: the drop-off page at the boutique's door, on a 768 px tablet — logged by touch, and
 * by the keyboard alone, with no serious accessibility finding.
 */
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true })

/** Presses Tab until `target` has focus, as a keyboard user would; fails after 60 presses. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

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

test('an editor is told the page is not for her role', async ({ page }) => {
  await signIn(page, await createStaff('editor'))
  await page.goto('/admin/goods')
  await expect(page.getByText('Your role does not give access to donated goods.')).toBeVisible()
})
