import { request } from '@playwright/test'
import pg from 'pg'

import { waitForMail } from '../../support/mail'
import { expect, expectAccessible, test } from '../fixtures'
import { createStaff, signIn } from '../staff-accounts'

/**
 * Year-end statements (issue 19) in the browser: a donor downloads hers from /my-giving with the
 * keyboard; a treasurer sends a past year's statements from the treasurer's report and watches
 * the run finish.
 */
const baseURL = process.env.APP_URL || 'http://localhost:3000'
const THIS_YEAR = new Date().getFullYear()
// The oldest year the report offers: no other test gives in it.
const PAST_YEAR = THIS_YEAR - 5

/** Gifts written straight to the ledger, dated as asked. */
async function gifts(email: string, rows: { amountCents: number; netCents: number; at: string }[]) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
  try {
    for (const row of rows) {
      await pool.query(
        `INSERT INTO donations (first_name, last_name, email, amount_cents, net_amount_cents, refunded_amount_cents, status, type, frequency, is_recurring, created_at)
         VALUES ('Wren', 'Hollis', $1, $2, $3, $4, $5, 'one-time', 'one_time', false, $6)`,
        [email, row.amountCents, row.netCents, row.amountCents - row.netCents, row.netCents === row.amountCents ? 'paid' : 'partially_refunded', row.at],
      )
    }
  } finally {
    await pool.end()
  }
}

test.describe.configure({ timeout: 120_000 })

test('a donor sees her statements and downloads one with the keyboard', async ({ page }) => {
  const email = `wren.${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`
  await gifts(email, [
    { amountCents: 6_000, netCents: 6_000, at: new Date().toISOString() },
    { amountCents: 10_000, netCents: 7_500, at: `${THIS_YEAR - 1}-07-01T17:00:00Z` },
  ])
  const api = await request.newContext({ baseURL })
  try {
    expect((await api.post('/api/donor-portal/link', { data: { email } })).status()).toBe(202)
  } finally {
    await api.dispose()
  }
  const [mail] = await waitForMail({ to: email, subject: /^Manage your giving/ })
  await page.goto(/\/my-giving\/open\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0])
  await expect(page).toHaveURL(/\/my-giving$/)

  const statements = page.getByTestId('portal-statement')
  await expect(statements).toHaveCount(2)
  await expect(statements.nth(0)).toContainText(`${THIS_YEAR} so far · $60.00 net of refunds`)
  await expect(statements.nth(1)).toContainText(`${THIS_YEAR - 1} · $75.00 net of refunds`)
  await expectAccessible(page, '/my-giving (statements)')

  const button = statements.nth(1).getByRole('button', { name: `Download ${THIS_YEAR - 1} statement (PDF)` })
  await button.focus()
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
  expect(download.suggestedFilename()).toBe(`statement-${THIS_YEAR - 1}.pdf`)
})

test('a treasurer sends a past year’s statements in one confirmed action and sees the run finish', async ({ page }) => {
  const email = `wren.run.${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`
  await gifts(email, [{ amountCents: 4_000, netCents: 4_000, at: `${PAST_YEAR}-04-04T17:00:00Z` }])
  await signIn(page, await createStaff('treasurer'))
  await page.goto('/admin?tab=report')
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(PAST_YEAR))
  const panel = page.getByTestId('statements-panel')
  await panel.getByRole('button', { name: `Send year-end statements for ${PAST_YEAR}` }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(`Send year-end statements for ${PAST_YEAR}?`)
  await dialog.getByRole('button', { name: 'Send statements' }).click()
  await expect(panel.getByTestId('statements-progress')).toContainText(/Finished: (\d+) of \1 sent\./, { timeout: 30_000 })
  await expect(panel.getByRole('progressbar')).toBeVisible()
  await expectAccessible(page, '/admin?tab=report (year-end statements)')
  const [statement] = await waitForMail({ to: email, subject: new RegExp(`^Your ${PAST_YEAR} giving statement from `) })
  expect(statement.attachments[0]).toMatchObject({ filename: `statement-${PAST_YEAR}.pdf`, contentType: 'application/pdf' })
})
