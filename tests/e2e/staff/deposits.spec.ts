import { uniqueEmail } from '../../support/api'
import { eventId, makePayout, sendStripeEvent } from '../../support/money/stripe'

import { expect, expectAccessible, test } from '../fixtures'
import { tabTo } from '../tab-to'
import { createStaff, signIn } from '../staff-accounts'

/**
 * Issue 45: the treasurer reads the month's deposits and opens a Stripe payout to its lines,
 * each linked to its gift, with the keyboard alone; both screens pass axe.
 */
async function deliver(event: Parameters<typeof sendStripeEvent>[0]) {
  expect((await sendStripeEvent(event)).status).toBe(200)
}

test("the deposits list and a payout's lines, keyboard and axe clean", async ({ page }) => {
  test.setTimeout(120_000)
  const intents = [`pi_e2e_${Date.now()}_a`, `pi_e2e_${Date.now()}_b`]
  for (const [index, intent] of intents.entries()) {
    await deliver({
      id: eventId(),
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: intent,
          object: 'payment_intent',
          amount: 2_500 * (index + 1),
          amount_received: 2_500 * (index + 1),
          status: 'succeeded',
          created: Math.floor(Date.now() / 1000),
          metadata: { kind: 'donation', donationType: 'one_time', firstName: 'Ivy', lastName: 'Reed', email: uniqueEmail('deposit-e2e') },
        },
      },
    })
  }
  const event = await makePayout({
    lines: [
      { type: 'charge', paymentIntent: intents[0], amount: 2_500, fee: 103 },
      { type: 'charge', paymentIntent: intents[1], amount: 5_000, fee: 140 },
    ],
  })
  await deliver(event)
  const payoutId = (event.data.object as { id: string }).id

  await signIn(page, await createStaff('treasurer'))
  await page.goto('/admin?tab=deposits')
  await expect(page.getByRole('heading', { name: /^Deposits/ })).toBeVisible()
  const row = page.getByTestId('deposit-row').filter({ hasText: payoutId })
  await expect(row).toContainText('Reconciled')
  await expect(row).toContainText('$72.57')
  await expectAccessible(page, 'deposits list')

  const open = row.getByRole('link', { name: /2 lines/ })
  await tabTo(page, open)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: new RegExp(`Stripe payout ${payoutId}`) })).toBeVisible()
  const lines = page.getByTestId('deposit-line')
  await expect(lines).toHaveCount(2)
  await expect(lines.filter({ hasText: '$1.03' }).getByRole('link', { name: /^Gift #\d+$/ })).toBeVisible()
  await expectAccessible(page, "a payout's lines")

  await tabTo(page, page.getByRole('link', { name: 'Back to deposits' }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('deposit-row').filter({ hasText: payoutId })).toBeVisible()
})
