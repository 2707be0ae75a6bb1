import { expect, expectAccessible, test } from '../fixtures'
import { SPEC_PUBLIC_ROUTES } from '../spec-routes'
import { mockStripeJs } from '../stripe-stub'

/**
 * Every route of spec §2.1 (with the stand-in names the seed uses), the staff panel's sign-in,
 * and Stories of Hope. The checkout is checked below with something in the cart.
 */
const ROUTES = [...SPEC_PUBLIC_ROUTES.filter((path) => path !== '/checkout'), '/admin', '/stories-of-hope']

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    for (const path of ROUTES) {
      test(`${path} has no serious or critical axe finding`, async ({ page }) => {
        await mockStripeJs(page)
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await page.waitForLoadState('networkidle')
        await expectAccessible(page, `${path} (${viewport.name})`)
      })
    }

    test('a product page and the checkout with a cart have no serious or critical axe finding', async ({ page, request }) => {
      await mockStripeJs(page)
      const products = (await (await request.get('/api/products')).json()) as { id: string; inventory: number }[]
      const product = products.find((p) => p.inventory > 0)
      expect(product, 'a product in stock').toBeTruthy()
      await page.goto(`/product/${product!.id}`)
      await page.waitForLoadState('networkidle')
      await expectAccessible(page, `/product/${product!.id} (${viewport.name})`)
      await page.getByRole('button', { name: /add to cart/i }).click()
      await page.goto('/checkout')
      await expect(page).toHaveURL(/\/checkout/)
      await page.waitForLoadState('networkidle')
      await expectAccessible(page, `/checkout (${viewport.name})`)
    })

    test('the 404 page has no serious or critical axe finding', async ({ page }) => {
      const response = await page.goto('/no-such-page-anywhere')
      expect(response?.status()).toBe(404)
      await expectAccessible(page, `404 (${viewport.name})`)
    })
  })
}
