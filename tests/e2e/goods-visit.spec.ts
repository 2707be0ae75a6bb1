import type { Locator, Page } from '@playwright/test'
import { request } from '@playwright/test'

import { uniqueAddress, validIntake } from '../support/forms'
import { expect, expectAccessible, test } from './fixtures'
import { createStaff, signIn } from './staff-accounts'

/**
 * Issue 46, point 4 — what goes out: when her visit ends, the intake coordinator records in the
 * case whether she came and the items given by category (counts only), with the keyboard alone;
 * a refused count says why; no other role sees the case or its visit.
 */
const baseURL = process.env.APP_URL || 'http://localhost:3000'

/** A woman's request, sent through the public intake form's API. */
async function sendRequest(firstName: string) {
  const visitor = await request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() } })
  try {
    expect((await visitor.post('/api/intake', { data: validIntake({ firstName, preferredContact: 'text' }) })).status()).toBe(201)
  } finally {
    await visitor.dispose()
  }
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails after 80 presses. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('the coordinator records a visit by keyboard (she came, items by category), corrects it, and a refused count says why', async ({ page, browser }) => {
  test.setTimeout(150_000)
  const name = `Vera${Date.now().toString(36)}`
  await sendRequest(name)
  await signIn(page, await createStaff('intake'))
  await page.goto('/admin?tab=intake')
  await page.getByTestId('intake-row').filter({ hasText: name }).getByRole('link', { name }).click()
  await expect(page).toHaveURL(/\/admin\?intake=\d+$/)
  const caseUrl = page.url()

  const visit = page.getByTestId('visit-record')
  await expect(visit.getByRole('heading', { name: 'Visit: what went out' })).toBeVisible()
  await expect(visit.getByTestId('visit-recorded')).toContainText('No visit recorded yet.')
  await expectAccessible(page, '/admin?intake= (visit not recorded)')

  // Keyboard alone: Tab to "She came", Space, Tab to the counts, Enter records.
  await tabTo(page, visit.getByLabel('She came'))
  await page.keyboard.press('Space')
  await expect(visit.getByLabel('She came')).toBeChecked()
  await tabTo(page, visit.getByLabel("Women's clothing"))
  await page.keyboard.type('3')
  await tabTo(page, visit.getByLabel('Shoes'))
  await page.keyboard.type('1')
  await tabTo(page, visit.getByLabel('Coats'))
  await page.keyboard.type('1')
  await expectAccessible(page, '/admin?intake= (visit filled)')
  await page.keyboard.press('Enter')
  await expect(visit.getByRole('status')).toContainText('Visit recorded: she came, 5 items given.')
  await expect(visit.getByTestId('visit-recorded')).toContainText('she came, 5 items given')
  await expect(visit.getByRole('list', { name: 'Items given' })).toContainText("Women's clothing: 3")

  // A count the server refuses: the reason in words, as an alert; the record unchanged.
  await visit.getByLabel('Shoes').fill('-2')
  await visit.getByRole('button', { name: 'Correct the visit' }).click()
  await expect(visit.getByRole('alert')).toContainText('The visit was not recorded: Enter how many, from 1 to 10,000.')
  await expect(visit.getByTestId('visit-recorded')).toContainText('she came, 5 items given')
  await expectAccessible(page, '/admin?intake= (visit refused)')

  // A correction: she did not come after all.
  await visit.getByLabel('She did not come').check()
  await visit.getByRole('button', { name: 'Correct the visit' }).click()
  await expect(visit.getByRole('status')).toContainText('Visit recorded: she did not come.')
  await expect(visit.getByTestId('visit-recorded')).toContainText('she did not come')

  // A treasurer opening the same address sees no case and no visit.
  const other = await browser.newContext({ baseURL })
  try {
    const treasurerPage = await other.newPage()
    await signIn(treasurerPage, await createStaff('treasurer'))
    await treasurerPage.goto(caseUrl.replace(/^https?:\/\/[^/]+/, ''))
    await expect(treasurerPage.getByRole('heading', { level: 1, name: 'Foundation Administration' })).toBeVisible({ timeout: 30_000 })
    await expect(treasurerPage.getByTestId('visit-record')).toHaveCount(0)
    await expect(treasurerPage.getByTestId('intake-case')).toHaveCount(0)
  } finally {
    await other.close()
  }
})
