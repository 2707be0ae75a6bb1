import { call } from '../../support/api'
import { createTestProduct, updateTestProduct } from '../../support/shop'
import type { Page } from '@playwright/test'

import { expect, expectAccessible, expectToast, test, toastLocator, visit, waitForHydration } from '../fixtures'
import { checkOutOne, fillCheckoutDetails } from '../checkout'
import { deliverOrderPaid, staffOrder } from '../orders'
import { mockStripeJs } from '../stripe-stub'

/** The fields checkout requires when something in the cart ships. */
function everyRequiredField(page: Page) {
  const address = page.getByTestId('shipping-address')
  return [
    page.getByRole('textbox', { name: 'Email', exact: true }),
    page.getByRole('textbox', { name: 'First Name', exact: true }),
    page.getByRole('textbox', { name: 'Last Name', exact: true }),
    address.getByRole('textbox', { name: 'Full name' }),
    address.getByRole('textbox', { name: 'Address line 1' }),
    address.getByRole('textbox', { name: 'City' }),
    address.getByRole('combobox', { name: 'State' }),
    address.getByRole('textbox', { name: 'ZIP code' }),
  ]
}

async function productJSON(id: string) {
  return (await call<{ inventory: number }>(`/api/products/${id}`)).body
}

test.describe('shop', () => {
  test('browse, filter, add 2, adjust the cart, check out, pay, and the webhook settles the order', async ({ page }) => {
    // The longest walk of the suite, now with a shipping address too.
    test.setTimeout(120_000)
    const product = await createTestProduct({ category: 'seeds', inventory: 5, priceCents: 450 })
    await mockStripeJs(page)

    await visit(page, '/store')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Seeds & Bulbs' }).click()
    await expect(page.getByRole('button', { name: 'Seeds & Bulbs' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText(/^\d+ product\(s\) found$/)).toBeVisible()
    await expect(page.getByTestId('product-card').filter({ hasText: 'Wildflower Honey' })).toHaveCount(0)
    await page.getByRole('link', { name: product.name }).click()

    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(page.getByText('$4.50', { exact: true })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(page.getByTestId('quantity')).toHaveText('2')
    await page.getByRole('button', { name: 'Add to Cart – $9.00' }).click()
    await expectToast(page, 'Added to cart', `2 ${product.name}(s) added to your cart.`)
    await expect(page.getByTestId('cart-badge')).toHaveText('2')

    await page.getByRole('link', { name: /^Cart/ }).click()
    await expect(page).toHaveURL(/\/cart$/)
    const line = page.getByTestId('cart-line').filter({ hasText: product.name })
    await expect(line.getByTestId('line-quantity')).toHaveText('2')
    await line.getByRole('button', { name: `Increase quantity of ${product.name}` }).click()
    await expect(line.getByTestId('line-total')).toHaveText('$13.50')
    await expect(page.getByTestId('cart-badge')).toHaveText('3')
    await line.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click()
    await expect(line.getByTestId('line-total')).toHaveText('$9.00')
    await expect(page.getByTestId('order-summary')).toContainText('Free')
    await expect(page.getByTestId('order-total')).toHaveText('$9.00')
    await expectAccessible(page)

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    const missing = await expectToast(page, 'Missing Information', 'Please fill in all required fields.')
    // The pointer rests on the toast, which keeps it open: only fixing its fields closes it.
    await missing.hover()
    // One empty submit marks every missing field at once, the address's as well (issue 33).
    for (const control of everyRequiredField(page)) await expect(control).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused()
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('shopper@example.org')
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).not.toHaveAttribute('aria-invalid', 'true')
    await expect(missing).toBeVisible()
    await fillCheckoutDetails(page, { email: '' })
    await expect(toastLocator(page)).toHaveCount(0)
    const orderAnswer = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    const { id: orderId } = (await (await orderAnswer).json()) as { id: string }
    await expect(page.getByTestId('stripe-card-number')).toBeVisible()
    await expectAccessible(page)
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled()
    await page.getByRole('button', { name: 'Pay Now' }).click()

    await expect(page).toHaveURL(/\/checkout\?success=true/)
    await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible()
    await expect(page.getByText("Thank you for your purchase. You'll receive a confirmation email soon.")).toBeVisible()
    await expect(page.getByTestId('cart-badge')).toHaveCount(0)
    // The stored cart is written by an effect after the render that empties the badge: awaited, not read once.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBe('[]')

    const order = await staffOrder(orderId)
    expect(order.orderNumber).toMatch(/^BH-\d+$/)
    await expect(page.getByTestId('order-number')).toHaveText(`Your order number is ${order.orderNumber}.`)
    expect(order).toMatchObject({ status: 'pending', totalCents: 900 })
    expect((await productJSON(product.id)).inventory).toBe(3)
    await deliverOrderPaid(orderId, { amount: 900 })
    expect((await staffOrder(orderId)).status).toBe('paid')
    expect((await productJSON(product.id)).inventory).toBe(3)
  })

  test('a declined card shows Payment Failed and keeps the payment form', async ({ page }) => {
    const product = await createTestProduct({ inventory: 3 })
    await mockStripeJs(page)
    await checkOutOne(page, product.id)
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await page.getByTestId('stripe-card-number').fill('4000 0000 0000 0002')
    await page.getByRole('button', { name: 'Pay Now' }).click()
    const failure = await expectToast(page, 'Payment Failed', 'Your card was declined.')
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled()
    // The decline stays beside the payment field after its toast has gone, until the next try.
    await failure.getByRole('button', { name: 'Close notification' }).click()
    await expect(toastLocator(page)).toHaveCount(0)
    await expect(page.getByTestId('payment-error')).toHaveText('Your card was declined.')
    await page.getByTestId('stripe-card-number').fill('4242 4242 4242 4242')
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible()
  })

  test('Back from the payment step edits the address: unchanged details pay the same order, changed ones a new one', async ({ page }) => {
    test.setTimeout(90_000)
    const product = await createTestProduct({ category: 'seeds', inventory: 3, priceCents: 450 })
    await mockStripeJs(page)
    await checkOutOne(page, product.id)
    const placed: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') placed.push(request.url())
    })
    const city = page.getByRole('textbox', { name: 'City' })

    const first = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    const { id: firstId } = (await (await first).json()) as { id: string }
    await expect(page.getByTestId('stripe-card-number')).toBeVisible()
    await expect(city).toBeDisabled()

    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByTestId('stripe-card-number')).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused()
    await expect(city).toBeEnabled()
    await expect(city).toHaveValue('Nashville')
    // Nothing changed: on again to the same order, nothing new is placed.
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(page.getByTestId('stripe-card-number')).toBeVisible()
    expect(placed).toHaveLength(1)

    await page.getByRole('button', { name: 'Back' }).click()
    await city.fill('Memphis')
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('38103')
    const second = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    const { id: secondId } = (await (await second).json()) as { id: string }
    expect(secondId).not.toBe(firstId)
    await expect(page.getByTestId('stripe-card-number')).toBeVisible()
    // The first order let its unit go: one unit held, by the new order only.
    expect((await staffOrder(firstId)).status).toBe('cancelled')
    expect((await productJSON(product.id)).inventory).toBe(2)
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible()
    await expect(page.getByTestId('order-number')).toContainText((await staffOrder(secondId)).orderNumber)
  })

  test('a failed redirect payment returns to the payment step with the reason, never "Order Successful!"', async ({ page }) => {
    test.setTimeout(90_000)
    const product = await createTestProduct({ category: 'honey', inventory: 3, priceCents: 900 })
    await mockStripeJs(page)
    await checkOutOne(page, product.id)
    const orderAnswer = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST')
    const intentAnswer = page.waitForResponse((r) => r.url().endsWith('/api/create-payment-intent'))
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    const { id: orderId } = (await (await orderAnswer).json()) as { id: string }
    const { clientSecret } = (await (await intentAnswer).json()) as { clientSecret: string }
    await expect(page.getByTestId('stripe-card-number')).toBeVisible()

    // What Stripe's return address looks like when a bank or wallet redirect failed.
    const intentId = clientSecret.split('_secret_')[0]
    await visit(
      page,
      `/checkout?success=true&order=${orderId}&payment_intent=${intentId}&payment_intent_client_secret=${clientSecret}&redirect_status=failed`,
    )
    await waitForHydration(page)
    await expect(page.getByTestId('stripe-card-number')).toBeVisible()
    await expect(page.getByTestId('payment-error')).toContainText('Your payment was not completed.')
    await expect(page.getByTestId('payment-error')).toContainText('Nothing was charged')
    await expect(page.getByRole('heading', { name: 'Order Successful!' })).toHaveCount(0)
    // The cart is kept and the details are the ones the order was placed with.
    await expect(page.getByTestId('cart-badge')).toHaveText('1')
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('shopper@example.org')
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Pay Now' }).click()
    await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible()
    const { orderNumber } = await staffOrder(orderId)
    await expect(page.getByTestId('order-number')).toHaveText(`Your order number is ${orderNumber}.`)
  })

  test('a bank payment still processing is not called successful, and names the order', async ({ page }) => {
    const product = await createTestProduct({ category: 'honey', inventory: 3, priceCents: 900 })
    const placed = await call<{ id: string }>('/api/orders', {
      body: {
        email: 'shopper@example.org',
        firstName: 'Rose',
        lastName: 'Gardner',
        totalAmount: '9.00',
        items: [{ productId: product.id, quantity: 1, price: '9.00' }],
        shippingAddress: { name: 'Rose Gardner', line1: '12 Elm Street', city: 'Nashville', state: 'TN', postalCode: '37201' },
      },
    })
    expect(placed.status).toBe(201)
    await visit(page, `/checkout?success=true&order=${placed.body.id}&redirect_status=processing`)
    await expect(page.getByRole('heading', { name: 'Payment Processing' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Order Successful!' })).toHaveCount(0)
    await expect(page.getByTestId('order-number')).toHaveText(`Your order number is ${(await staffOrder(placed.body.id)).orderNumber}.`)
  })

  test('a filter with no products shows the Coming Soon view', async ({ page }) => {
    const plants = (await call<{ id: string; category: string }[]>('/api/products')).body.filter((p) => p.category === 'plants')
    try {
      for (const product of plants) await updateTestProduct(product.id, { isActive: false })
      await visit(page, '/store')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Plant Starts' }).click()
      await expect(page.getByText('0 product(s) found')).toBeVisible()
      const view = page.getByTestId('coming-soon')
      await expect(view.getByRole('heading', { name: 'Coming Soon', level: 2 })).toBeVisible()
      await expect(view.getByRole('listitem')).toHaveCount(6)
      await expect(view).toContainText('local pickup only')
      await expect(view.getByRole('textbox', { name: /email/i })).toBeVisible()
      await expect(view).toContainText('Farm Stand')
      await expect(view).toContainText('Hours: Coming Soon')
      await expectAccessible(page)
      await page.getByRole('button', { name: 'All Products' }).click()
      await expect(page.getByTestId('coming-soon')).toHaveCount(0)
    } finally {
      for (const product of plants) await updateTestProduct(product.id, { isActive: true })
    }
  })

  test('a missing product shows Product Not Found with a way back to the store', async ({ page }) => {
    await visit(page, '/product/no-such-product', { status: 404 })
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible()
    await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible()
    await page.getByRole('link', { name: 'Back to Store' }).click()
    await expect(page).toHaveURL(/\/store$/)
  })

  test('an out-of-stock product has no quantity or add control', async ({ page }) => {
    const product = await createTestProduct({ inventory: 0 })
    await visit(page, `/product/${product.id}`)
    await expect(page.getByText('Out of Stock')).toBeVisible()
    await expect(page.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toHaveCount(0)
  })

  test('the quantity stops at the stock on hand', async ({ page }) => {
    const product = await createTestProduct({ inventory: 2, priceCents: 1000 })
    await visit(page, `/product/${product.id}`)
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(page.getByTestId('quantity')).toHaveText('2')
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Add to Cart – $20.00' })).toBeVisible()
  })

  test('the cart survives a reload, and an empty cart offers Continue Shopping and keeps checkout away', async ({ page }) => {
    const product = await createTestProduct({ category: 'honey', inventory: 4 })
    await visit(page, '/store')
    await waitForHydration(page)
    await page.getByRole('button', { name: `Add to Cart: ${product.name}` }).click()
    await expectToast(page, 'Added to cart', `${product.name} has been added to your cart.`)
    await page.goto('/cart')
    await page.reload()
    const line = page.getByTestId('cart-line').filter({ hasText: product.name })
    await expect(line.getByTestId('line-quantity')).toHaveText('1')
    await line.getByRole('button', { name: `Remove ${product.name}` }).click()
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/store')
    await expectAccessible(page)
    await page.goto('/checkout')
    await expect(page).toHaveURL(/\/cart$/)
  })
})
