import { expect, test, visit, waitForHydration } from '../fixtures'

/**
 * Spec §2.4/§9: 8 skeleton placeholders while the store loads. /store is a static page, so a
 * prefetched link opens it at once; the skeletons are for a shopper on a slow connection whose
 * prefetch never finished, while the store's data trickles in.
 */
test('a client-side navigation to /store on a slow connection shows 8 skeletons, then the products', async ({ page }) => {
  // The prefetches do not arrive (as on a poor connection): the click must fetch the store itself.
  await page.route(/\/store(\?|$)/, (route) => (route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue()))
  await visit(page, '/about')
  await waitForHydration(page)

  const network = await page.context().newCDPSession(page)
  await network.send('Network.enable')
  await network.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: 8 * 1024, uploadThroughput: 64 * 1024 })
  await page.getByRole('navigation').getByRole('link', { name: 'Store', exact: true }).first().click()

  const skeleton = page.getByTestId('store-skeleton')
  await expect(skeleton).toBeVisible({ timeout: 15_000 })
  await expect(skeleton.locator(':scope > *')).toHaveCount(8)
  await expect(page.getByRole('status').filter({ hasText: 'Loading products…' })).toBeAttached()
  await expect(page.getByTestId('product-card')).toHaveCount(0)

  await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
  await expect(page.getByRole('heading', { level: 1, name: 'Farm Store' })).toBeVisible()
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect(skeleton).toHaveCount(0)
  await expect(page).toHaveURL(/\/store$/)
})
