import { expect, expectAccessible, test } from '../fixtures'
import { tabTo } from '../tab-to'
import { createStaff, signIn } from '../staff-accounts'
import { asVisitor, sendIntakeRequest } from '../visitors'

/**
 * Issue 46, point 4 — what goes out: when her visit ends, the intake coordinator records in the
 * case whether she came and the items given by category (counts only), with the keyboard alone;
 * a refused count says why; no other role sees the case or its visit.
 */
const baseURL = process.env.APP_URL || 'http://localhost:3000'

/** A woman's request through the public intake form, asking to be reached by text. */
async function sendRequest(firstName: string) {
  await asVisitor((visitor) => sendIntakeRequest(visitor, { firstName, preferredContact: 'text' }))
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
