import { call, uniqueEmail } from '../../support/api'
import { createCampaign } from '../../support/money/campaign'
import { intentIdOfSecret, sendStripeEvent, succeedPaymentIntent } from '../../support/money/stripe'

import { expect, expectAccessible, test } from '../fixtures'
import { tabTo } from '../tab-to'
import { createStaff, signIn } from '../staff-accounts'
import { mockStripeJs } from '../stripe-stub'

/** A paid gift to the campaign that asks for the wall, with a comment. */
async function giveWithComment(slug: string, firstName: string, comment: string) {
  const started = await call<{ clientSecret: string }>('/api/create-donation-intent', {
    body: { donationType: 'one_time', firstName, lastName: 'Moss', email: uniqueEmail('comment-e2e'), amount: '30.00', campaign: slug, wall: { show: true, comment } },
  })
  expect(started.status).toBe(200)
  expect((await sendStripeEvent(await succeedPaymentIntent(intentIdOfSecret(started.body.clientSecret)))).status).toBe(200)
}

/** Issue 49: a campaign's page on a phone — the bar, the wall and the form; axe clean; the bar's width and text agree. */
test.describe('a campaign page at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('shows the bar, the wall and the form, and the bar is as wide as it says', async ({ page }) => {
    const slug = `coats-e2e-${Date.now().toString(36)}`
    await createCampaign({ slug, title: 'Winter Coat Drive', goalCents: 40_000, wall: 'names' })
    for (const [name, amount] of [['Rosa', '60.00'], ['Ines', '90.00']] as const) {
      const started = await call<{ clientSecret: string }>('/api/create-donation-intent', {
        body: { donationType: 'one_time', firstName: name, lastName: 'Lane', email: uniqueEmail('campaign-e2e'), amount, campaign: slug, wall: { show: true } },
      })
      expect(started.status).toBe(200)
      expect((await sendStripeEvent(await succeedPaymentIntent(intentIdOfSecret(started.body.clientSecret)))).status).toBe(200)
    }

    await mockStripeJs(page)
    // $150 of $400: 37 %, once the gifts' totals have reached the page (within seconds).
    await expect(async () => {
      await page.goto(`/campaigns/${slug}`)
      await expect(page.getByTestId('campaign-percent')).toHaveText('37% of the $400.00 goal', { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await page.waitForLoadState('networkidle')

    await expect(page.getByRole('heading', { level: 1, name: 'Winter Coat Drive' })).toBeVisible()
    await expect(page.getByTestId('campaign-raised')).toHaveText('$150.00 raised')
    const bar = page.getByRole('progressbar', { name: 'Progress toward the campaign goal' })
    await expect(bar).toHaveAttribute('aria-valuenow', '37')
    const outer = (await bar.boundingBox())!
    const inner = (await bar.locator('div').boundingBox())!
    expect(Math.abs(inner.width / outer.width - 0.37)).toBeLessThan(0.02)

    const wall = page.getByTestId('campaign-wall-list')
    await expect(wall.getByText('Rosa L.')).toBeVisible()
    await expect(wall.getByText('Ines L.')).toBeVisible()

    await expect(page.getByRole('button', { name: /Continue to payment/ })).toBeVisible()
    await expect(page.getByText('Show my name on this campaign’s wall')).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await expectAccessible(page, `/campaigns/${slug}`)
  })
})

test('a treasurer approves one wall comment and rejects another with the keyboard alone; only the approved one shows', async ({ page }) => {
  test.setTimeout(120_000)
  const token = Date.now().toString(36)
  const slug = `comments-e2e-${token}`
  await createCampaign({ slug, title: `Spring Appeal ${token}`, goalCents: 100_000, wall: 'names_and_comments' })
  const kept = `Blooms for everyone ${token}`
  const spam = `Cheap pills ${token}`
  await giveWithComment(slug, 'Tara', kept)
  await giveWithComment(slug, 'Ulla', spam)

  await signIn(page, await createStaff('treasurer'))
  await page.goto('/admin?tab=comments')
  await expect(page.getByRole('tab', { name: 'Campaign comments' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 })
  const keptRow = page.getByTestId('comment-row').filter({ hasText: kept })
  const spamRow = page.getByTestId('comment-row').filter({ hasText: spam })
  await expect(keptRow).toContainText(`Spring Appeal ${token}`)
  await expect(keptRow).toContainText('Tara M.')
  await expect(spamRow).toContainText('Ulla M.')
  await expectAccessible(page, '/admin?tab=comments')

  await tabTo(page, keptRow.getByRole('button', { name: 'Approve the comment by Tara M.' }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('staff-notice')).toContainText(`Approved: it now shows on the wall of Spring Appeal ${token} (Tara M.).`)
  await expect(keptRow).toHaveCount(0)
  // Focus stays in the list: on the next comment's Approve (or the heading when none is left).
  await expect(page.locator('[data-decision="approved"]:focus, #comments-heading :focus')).toHaveCount(1)

  await tabTo(page, spamRow.getByRole('button', { name: 'Reject the comment by Ulla M.' }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('staff-notice')).toContainText(`Rejected: it will not show on Spring Appeal ${token} (Ulla M.).`)
  await expect(spamRow).toHaveCount(0)
  await expectAccessible(page, '/admin?tab=comments (after decisions)')

  await expect(async () => {
    const view = await call<{ wall: { name: string; comment?: string }[] }>(`/api/campaigns/${slug}`)
    expect(view.body.wall).toContainEqual({ name: 'Tara M.', comment: kept })
    expect(JSON.stringify(view.body)).not.toContain(spam)
  }).toPass({ timeout: 10_000 })
})

test('an editor has no comment list to moderate', async ({ page }) => {
  await signIn(page, await createStaff('editor'))
  await page.goto('/admin?tab=comments')
  await expect(page.getByRole('heading', { level: 1, name: 'Foundation Administration' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('tab', { name: 'Campaign comments' })).toHaveCount(0)
})
