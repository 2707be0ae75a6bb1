import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'
import pg from 'pg'

import { parseCsv } from '../../support/csv'
import { eventId, sendStripeEvent } from '../../support/money/stripe'

import { expect, test } from '../fixtures'
import { signInOnTheForm } from '../staff-accounts'

const YEAR = new Date().getFullYear()
const at = (month: number, day: number) => Math.floor(Date.UTC(YEAR, month - 1, day, 15) / 1000)

function metadata(email: string, donationType: string) {
  return { kind: 'donation', donationType, firstName: 'Iris', lastName: 'Vale', email }
}

/** The ledger arrives the way it does in life: through signed Stripe events. */
async function seedThroughStripe(token: string) {
  const email = `iris.${token}@example.org`
  const intent = `pi_e2e_${token}`
  const subscription = `sub_e2e_${token}`
  const send = async (event: Parameters<typeof sendStripeEvent>[0]) => expect((await sendStripeEvent(event)).status).toBe(200)
  await send({
    id: eventId(),
    type: 'payment_intent.succeeded',
    data: { object: { id: intent, object: 'payment_intent', amount: 10_000, amount_received: 10_000, created: at(2, 10), metadata: metadata(email, 'one_time') } },
  })
  await send({
    id: eventId(),
    type: 'charge.refunded',
    data: { object: { id: `ch_${token}`, object: 'charge', amount: 10_000, amount_refunded: 2_500, payment_intent: intent } },
  })
  await send({
    id: eventId(),
    type: 'customer.subscription.created',
    data: {
      object: {
        id: subscription,
        object: 'subscription',
        status: 'active',
        start_date: at(3, 1),
        metadata: metadata(email, 'monthly'),
        items: { object: 'list', data: [{ quantity: 1, current_period_end: at(4, 1), price: { unit_amount: 2_500 } }] },
      },
    },
  })
  await send({
    id: eventId(),
    type: 'invoice.paid',
    data: {
      object: {
        id: `in_e2e_${token}`,
        object: 'invoice',
        amount_paid: 2_500,
        created: at(3, 1),
        status_transitions: { paid_at: at(3, 1) },
        parent: { type: 'subscription_details', subscription_details: { subscription, metadata: metadata(email, 'monthly') } },
      },
    },
  })
  return { email, subscription }
}

/** What the ledger itself says about the year's gifts, in cents (months in the foundation's time zone). */
async function ledgerTotals() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
  try {
    // Gifts without the fees donors covered (issue 29), which the report keeps on a line of their own.
    const { rows } = await pool.query<{ gross: string; net: string; fees: string }>(
      `SELECT coalesce(sum(amount_cents - coalesce(fee_covered_cents, 0)), 0) AS gross,
              coalesce(sum(net_amount_cents - LEAST(coalesce(fee_covered_cents, 0), net_amount_cents)), 0) AS net,
              coalesce(sum(LEAST(coalesce(fee_covered_cents, 0), net_amount_cents)), 0) AS fees FROM donations
       WHERE extract(year FROM created_at AT TIME ZONE (SELECT time_zone FROM site_settings LIMIT 1)) = $1
         -- A bank payment processing or refused, a voided offline entry, is in no figure of the report (issue 29).
         AND coalesce(status::text, 'paid') NOT IN ('processing', 'failed', 'voided')`,
      [YEAR],
    )
    return { gross: Number(rows[0].gross), net: Number(rows[0].net), fees: Number(rows[0].fees) }
  } finally {
    await pool.end()
  }
}

async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') }
}

const cents = (text: string) => Math.round(Number(text) * 100)

test('the Recurring tab and the treasurer report render from the ledger, and the report CSV matches it to the cent', async ({ page }) => {
  test.setTimeout(120_000)
  const token = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const { email, subscription } = await seedThroughStripe(token)

  await signInOnTheForm(page)

  await page.getByRole('tab', { name: 'Recurring' }).click()
  const row = page.getByTestId('recurring-row').filter({ hasText: email })
  await expect(row).toContainText('Iris Vale')
  await expect(row).toContainText('$25.00')
  await expect(row).toContainText('Monthly')
  await expect(row).toContainText('Active')
  const recurringCsv = await download(page, 'Export recurring gifts CSV')
  expect(recurringCsv.name).toMatch(/^recurring-gifts-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(parseCsv(recurringCsv.text)[0].join(',')).toBe(
    'id,subscriptionId,donorName,email,amount,frequency,status,nextPaymentDate,failedPaymentCount,createdAt',
  )
  expect(recurringCsv.text).toContain(`"${subscription}","Iris Vale","${email}",25.00,"monthly","active",`)

  await page.getByRole('tab', { name: "Treasurer's report" }).click()
  const report = page.getByTestId('treasurer-report')
  await expect(report.getByTestId('report-month')).toHaveCount(12)
  await expect(page.getByTestId('treasurer-chart')).toBeVisible()
  const ledger = await ledgerTotals()
  const total = report.getByTestId('report-total')
  await expect(total).toContainText(`${YEAR} total`)
  await expect(total).toContainText(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(ledger.net / 100))
  // Issue 29: the year's gifts by how they were paid, and the bank payments not confirmed yet.
  await expect(page.getByRole('heading', { level: 3, name: 'Gifts by payment method' })).toBeVisible()
  await expect(page.getByTestId('report-payment-methods').getByRole('columnheader', { name: 'Payment method' })).toBeVisible()
  await expect(page.getByTestId('report-processing-now')).toContainText(/^Bank payments processing now: \d+ gifts?, \$[\d,]+\.\d{2}/)

  const csv = await download(page, 'Export report CSV')
  expect(csv.name).toMatch(new RegExp(`^treasurer-report-${YEAR}-\\d{4}-\\d{2}-\\d{2}\\.csv$`))
  const lines = parseCsv(csv.text)
  expect(lines[0]).toEqual(['month', 'gross', 'refunds', 'net', 'oneTime', 'recurring', 'sponsorship', 'offline', 'shopSales', 'feesCovered'])
  const months = lines.slice(1, 13)
  const totals = lines[13]
  expect(totals[0]).toBe(`${YEAR} total`)
  // The year's figures equal the ledger to the cent, and the months add up to them.
  expect(cents(totals[1])).toBe(ledger.gross)
  expect(cents(totals[3])).toBe(ledger.net)
  expect(cents(totals[1]) - cents(totals[2])).toBe(ledger.net)
  expect(cents(totals[9])).toBe(ledger.fees)
  for (const column of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
    expect(months.reduce((sum, month) => sum + cents(month[column]), 0)).toBe(cents(totals[column]))
  }
  // One-time, recurring, sponsorship and offline (checks, cash, in kind) make up the net.
  expect(cents(totals[4]) + cents(totals[5]) + cents(totals[6]) + cents(totals[7])).toBe(ledger.net)
  // February holds the partly refunded gift; March the recurring payment.
  expect(cents(months[1][2])).toBeGreaterThanOrEqual(2_500)
  expect(cents(months[2][5])).toBeGreaterThanOrEqual(2_500)
})
