import { call } from '../../support/api'
import { createTestProduct } from '../../support/shop'
import { pdfText } from '../../support/pdf'
import { fillCheckoutDetails } from '../checkout'
import { expect, expectAccessible, expectToast, test, waitForHydration } from '../fixtures'
import { signInOnTheForm } from '../staff-accounts'
import { deliverOrderPaid, staffOrder } from '../orders'
import { mockStripeJs } from '../stripe-stub'

test('a mixed cart asks for an address and shows the pickup notice, is paid, and staff pack, print and ship it', async ({ page, context }) => {
  test.setTimeout(180_000)
  const seeds = await createTestProduct({ category: 'seeds', inventory: 5, priceCents: 450 })
  const eggs = await createTestProduct({ category: 'eggs', inventory: 5, priceCents: 600 })
  await mockStripeJs(page)

  // The cart as the store leaves it in the browser (spec §9), with one line of each kind.
  await page.goto('/store')
  const lines = await Promise.all(
    [seeds, eggs].map(async (product) => ({ product: (await call(`/api/products/${product.id}`)).body, quantity: 1 })),
  )
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), lines)

  await page.goto('/cart')
  await expect(page.getByTestId('cart-line').filter({ hasText: eggs.name })).toContainText('Local pickup only')
  await expect(page.getByTestId('summary-pickup')).toContainText('Hours: Coming Soon')

  await page.goto('/checkout')
  await waitForHydration(page)
  await expect(page.getByTestId('shipping-address')).toBeVisible()
  const notice = page.getByTestId('pickup-notice')
  await expect(notice).toContainText('Local Pickup')
  await expect(notice).toContainText('Farm stand hours: Coming Soon')
  await expect(page.getByTestId('order-summary')).toContainText(`${eggs.name} × 1 · Pickup`)
  await expect(page.getByTestId('order-summary')).toContainText('Shipping')
  await expect(page.getByTestId('order-total')).toHaveText('$10.50')

  // A wrong ZIP is caught before anything is sent, on the field itself.
  await fillCheckoutDetails(page, { email: 'mixed@example.org' })
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('372')
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await expectToast(page, 'Shipping Address', 'Please check the shipping address.')
  await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('37201')

  const orderAnswer = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  const { id: orderId } = (await (await orderAnswer).json()) as { id: string }
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible()

  const order = await staffOrder(orderId)
  expect(order.totalCents).toBe(1050)
  // The success screen names the order by its short number and says where and when the eggs wait.
  await expect(page.getByTestId('order-number')).toHaveText(`Your order number is ${order.orderNumber}.`)
  const pickupDetails = page.getByTestId('pickup-details')
  await expect(pickupDetails).toContainText(`1 × ${eggs.name}`)
  await expect(pickupDetails).not.toContainText(seeds.name)
  await expect(pickupDetails).toContainText('Farm stand hours: Coming Soon')
  await expectAccessible(page)
  await deliverOrderPaid(orderId, { amount: 1050 })

  // Staff: the Orders tab shows it with what ships where and what waits for pickup.
  await signInOnTheForm(page)
  await page.getByRole('tab', { name: 'Orders' }).click()
  const row = page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`)
  await expect(row).toContainText(`1 × ${seeds.name}`)
  await expect(row).toContainText(`1 × ${eggs.name} (pickup)`)
  await expect(row).toContainText('12 Elm Street')
  await expect(row).toContainText('Paid — to pack')
  await expect(row).toContainText(order.orderNumber)
  await expectAccessible(page, '/admin (Orders)')

  // Found by the number the customer reads out, then back to the whole queue.
  await page.getByRole('searchbox', { name: 'Find an order by number' }).fill(order.orderNumber.replace('BH-', ''))
  await page.getByRole('button', { name: 'Find', exact: true }).click()
  await expect(page.getByTestId('order-row')).toHaveCount(1)
  await expect(row).toBeVisible()
  await page.getByRole('button', { name: 'Show the queue' }).click()

  // The button opens the slip (a PDF, on the receipts' frame) in a window of its own to print.
  const [slip] = await Promise.all([
    context.waitForEvent('page'),
    context.waitForEvent('request', (request) => new URL(request.url()).pathname === `/api/orders/${orderId}/packing-slip`),
    row.getByRole('button', { name: 'Print packing slip' }).click(),
  ])
  await slip.close()
  // As the browser asks for it: Payload takes the session cookie only from the same site.
  const pdf = await context.request.get(`/api/orders/${orderId}/packing-slip`, { headers: { 'sec-fetch-site': 'same-origin' } })
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const text = pdfText(await pdf.body())
  expect(text).toContain(`Packing slip ${order.orderNumber}`)
  expect(text).toContain('Nashville, TN 37201')
  expect(text).toContain('Local pickup for Rose Gardner')

  await row.getByLabel('Carrier (optional)').fill('USPS')
  await row.getByLabel('Tracking number (optional)').fill('9400111899223')
  await row.getByRole('button', { name: 'Mark shipped' }).click()
  await expect(page.getByTestId('staff-notice')).toContainText('marked shipped')
  // The parcel left; the eggs still wait at the stand, so the order stays in the queue.
  await expect(row).toContainText('Shipped — pickup items waiting')
  await expect(row.getByRole('button', { name: 'Mark ready for pickup' })).toBeVisible()
  expect((await staffOrder(orderId)).status).toBe('shipped')
})
