import pg from 'pg'
import type { Page } from '@playwright/test'

import { expect, test } from '../fixtures'
import { createStaff, signIn } from '../staff-accounts'

// Issue 33 point 9: Payload's own collection views say what the staff panel says.
test.describe.configure({ timeout: 180_000 })

const navLink = (page: Page, name: RegExp) => page.locator('nav').getByRole('link', { name })

/** A recurring gift as Stripe's events leave it: its next payment at 02:30 UTC, the evening before in Chicago. */
async function seedRecurringGift(marker: string) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
  try {
    await pool.query(
      `INSERT INTO recurring_gifts (subscription_id, title, first_name, last_name, email, amount_cents, frequency, status, next_payment_date,
                                    started_at, failed_payment_count, created_at, updated_at)
       VALUES ($1, $2, 'Rae', $3, $4, 2550, 'quarterly', 'past_due', '2030-03-04T02:30:00Z', '2026-01-10T15:00:00Z', 1, now(), now())`,
      [`sub_${marker}`, `Rae ${marker} — 2026-01-10`, marker, `rae.${marker.toLowerCase()}@example.org`],
    )
  } finally {
    await pool.end()
  }
}

test('the Recurring Gifts list reads in dollars, words and the foundation’s time zone, without Stripe ids', async ({ page }) => {
  const marker = `Rg${Date.now().toString(36)}`
  await seedRecurringGift(marker)
  await signIn(page, await createStaff('treasurer'))

  await page.goto('/admin/collections/recurring-gifts')
  const table = page.locator('table')
  // A header's name also holds its sort buttons ("Amount Sort by Amount Ascending …").
  await expect(table.getByRole('columnheader', { name: /^Amount Sort by/ })).toBeVisible()
  await expect(table).not.toContainText('Amount Cents')
  const row = page.getByRole('row').filter({ hasText: marker })
  await expect(row).toContainText('$25.50')
  await expect(row).toContainText('Past due')
  await expect(row).toContainText('Quarterly')
  // 02:30 UTC on March 4 is 8:30 PM on March 3 in Chicago.
  await expect(row).toContainText('Mar 3, 2030, 8:30 PM CST')
  await expect(table).not.toContainText('sub_')
  await expect(table).not.toContainText('past_due')

  // The record itself: the same words and clock; the Stripe reference aside, labelled.
  await row.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/admin\/collections\/recurring-gifts\/\d+$/)
  await expect(page.getByTestId('zoned-nextPaymentDate')).toContainText('Mar 3, 2030, 8:30 PM CST')
  await expect(page.getByText('Stripe subscription')).toBeVisible()
})

test('the sidebar’s Donations and Orders open the staff panel’s tabs', async ({ page }) => {
  await signIn(page, await createStaff('treasurer'))
  await page.goto('/admin/collections/recurring-gifts')
  // The sidebar may be folded away at this width: go where each entry points, as a click would.
  for (const [entry, tab] of [
    ['Donations', 'donations'],
    ['Orders', 'orders'],
  ] as const) {
    const href = await navLink(page, new RegExp(`^${entry}$`, 'i')).getAttribute('href')
    expect(href).toBe(`/admin/collections/${tab}`)
    await page.goto(href!)
    await expect(page).toHaveURL(new RegExp(`/admin\\?tab=${tab}$`))
    await expect(page.getByRole('tab', { name: entry })).toHaveAttribute('aria-selected', 'true')
  }
})
