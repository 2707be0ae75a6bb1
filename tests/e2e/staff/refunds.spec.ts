import type { Locator, Page } from '@playwright/test'

import { call } from '../../support/api'
import { createTestProduct, TEST_ADDRESS } from '../../support/shop'
import { fakeStripeEvents, intentIdOfSecret, sendStripeEvent, stripeRequests, succeedPaymentIntent } from '../../support/money/stripe'

import { expect, expectAccessible, test } from '../fixtures'
import { createStaff, signIn } from '../staff-accounts'

/** Issue 33: a refund is an explicit amount and a confirmation, and the row says it is pending. */

async function deliver(event: Parameters<typeof sendStripeEvent>[0]) {
  expect((await sendStripeEvent(event)).status).toBe(200)
}

async function refundsAsked(intentId: string) {
  return (await stripeRequests({ method: 'POST', path: '/v1/refunds' })).filter((r) => r.body.payment_intent === intentId).map((r) => r.body.amount)
}

/** Opens the row's refund dialog: nothing is chosen, so nothing can be sent yet. */
async function openRefund(page: Page, row: Locator) {
  await row.getByRole('button', { name: 'Refund…' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('radio', { name: /Full amount/ })).not.toBeChecked()
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled()
  return dialog
}

test('a gift is refunded only for an amount typed or chosen and confirmed, then reads Refund pending with no second refund', async ({ page }) => {
  test.setTimeout(120_000)
  const token = Date.now().toString(36)
  const email = `refund.${token}@example.org`
  const gift = await call<{ clientSecret: string }>('/api/create-donation-intent', {
    body: { amount: '40.00', donationType: 'one_time', firstName: 'Wren', lastName: `Hollis${token}`, email },
  })
  expect(gift.status).toBe(200)
  const intentId = intentIdOfSecret(gift.body.clientSecret)
  await deliver(await succeedPaymentIntent(intentId))

  await signIn(page, await createStaff('treasurer'))
  await page.goto('/admin?tab=donations')
  const row = page.getByTestId('donation-row').filter({ hasText: email })
  await expect(row).toContainText('Paid')

  // A part typed: checked against what is left, then confirmed with the donor's name and the amount.
  let dialog = await openRefund(page, row)
  await dialog.getByRole('radio', { name: 'Another amount' }).check()
  const amount = dialog.getByLabel('Amount to refund, in dollars')
  await expect(amount).toHaveValue('')
  await expect(amount).not.toHaveAttribute('placeholder')
  await amount.fill('45.00')
  await expect(dialog.getByRole('alert')).toHaveText('At most $40.00 is left to refund.')
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled()
  await amount.fill('12.50')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByRole('heading', { name: `Refund $12.50 to Wren Hollis${token}?` })).toBeVisible()
  await expect(dialog).toContainText('This cannot be undone.')
  await expectAccessible(page, '/admin (refund confirmation)')
  // Cancelling sends nothing.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await refundsAsked(intentId)).toEqual([])

  dialog = await openRefund(page, row)
  await dialog.getByRole('radio', { name: 'Another amount' }).check()
  await dialog.getByLabel('Amount to refund, in dollars').fill('12.50')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByRole('button', { name: 'Refund $12.50' }).click()
  await expect(page.getByTestId('staff-notice')).toContainText('Refund requested')
  await expect(row).toContainText('Refund pending ($12.50)')
  expect(await refundsAsked(intentId)).toEqual(['1250'])

  // The rest, chosen as "Full amount": only what is not already pending is offered.
  dialog = await openRefund(page, row)
  await dialog.getByRole('radio', { name: 'Full amount ($27.50)' }).check()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByRole('heading', { name: `Refund $27.50 to Wren Hollis${token}?` })).toBeVisible()
  await dialog.getByRole('button', { name: 'Refund $27.50' }).click()
  await expect(row).toContainText('Refund pending ($40.00)')
  await expect(row.getByRole('button', { name: 'Refund…' })).toHaveCount(0)
  expect(await refundsAsked(intentId)).toEqual(['1250', '2750'])

  // Stripe's webhook settles it: the row reads refunded, nothing pending, nothing to refund.
  for (const event of (await fakeStripeEvents('charge.refunded')).filter((e) => e.data.object.payment_intent === intentId)) await deliver(event)
  await page.reload()
  await expect(row).toContainText('Refunded ($40.00 refunded)')
  await expect(row).not.toContainText('Refund pending')
  await expect(row.getByRole('button', { name: 'Refund…' })).toHaveCount(0)
})

test('an order is refunded the same way from the Orders tab', async ({ page }) => {
  test.setTimeout(120_000)
  const token = Date.now().toString(36)
  const product = await createTestProduct({ priceCents: 2_400, inventory: 5 })
  const order = await call<{ id: string }>('/api/orders', {
    body: {
      email: `buyer.${token}@example.org`,
      firstName: 'Juno',
      lastName: `Marsh${token}`,
      totalAmount: '24.00',
      items: [{ productId: product.id, quantity: 1, price: '24.00' }],
      shippingAddress: TEST_ADDRESS,
    },
  })
  expect(order.status).toBe(201)
  const intent = await call<{ clientSecret: string }>('/api/create-payment-intent', { body: { orderId: order.body.id, amount: '24.00' } })
  const intentId = intentIdOfSecret(intent.body.clientSecret)
  await deliver(await succeedPaymentIntent(intentId))

  await signIn(page, await createStaff('treasurer'))
  await page.goto('/admin?tab=orders')
  const row = page.locator(`[data-testid="order-row"][data-order-id="${order.body.id}"]`)
  await expect(row).toContainText('Paid — to pack')

  const dialog = await openRefund(page, row)
  await dialog.getByRole('radio', { name: 'Full amount ($24.00)' }).check()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByRole('heading', { name: `Refund $24.00 to Juno Marsh${token}?` })).toBeVisible()
  await expect(dialog).toContainText('This cannot be undone.')
  await dialog.getByRole('button', { name: 'Refund $24.00' }).click()
  await expect(page.getByTestId('staff-notice')).toContainText('Refund requested')
  await expect(row).toContainText('Refund pending ($24.00)')
  await expect(row.getByRole('button', { name: 'Refund…' })).toHaveCount(0)
  expect(await refundsAsked(intentId)).toEqual(['2400'])
})
