import { call, uniqueEmail } from '../support/api'
import { createCampaign } from '../support/campaign'
import { intentIdOfSecret, sendStripeEvent, succeedPaymentIntent } from '../support/stripe'

import { expect, expectAccessible, test } from './fixtures'
import { mockStripeJs } from './stripe-stub'

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
