import type { Page } from '@playwright/test'

import { markedName } from '../../support/markers'

import { expect, expectAccessible, pageFetch, test } from '../fixtures'
import { tabTo } from '../tab-to'
import { createStaff, signIn } from '../staff-accounts'

/**
 * Issue 30: a treasurer enters a stack of checks as a batch with the keyboard alone (the donor
 * found by typing), and follows a matching gift up from "to ask" to "asked".
 */

/** The rest of a check after its donor, by keyboard: on past the e-mail to the amount, the check number, then Enter. */
async function typeCheck(page: Page, { amount, checkNumber }: { amount: string; checkNumber: string }) {
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.type(amount)
  await tabTo(page, page.getByLabel('Check number'))
  await page.keyboard.type(checkNumber)
  await page.keyboard.press('Enter')
}

async function enterGift(page: Page, body: Record<string, unknown>) {
  const answer = await pageFetch(page, '/api/donations/offline', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(answer.status).toBe(201)
  return JSON.parse(answer.body) as { id: number }
}

test('a batch of two checks is opened, entered and closed with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000)
  const token = Date.now().toString(36)
  await signIn(page, await createStaff('treasurer'))
  await page.goto('/admin?tab=gifts')
  await expect(page.getByRole('heading', { name: 'Gift entry' })).toBeVisible()
  // A donor the books already know, found by typing part of her name.
  const known = { donorName: markedName(`Pella${token}`), email: `pella.${token}@example.org` }
  await enterGift(page, { ...known, amount: '10.00', receivedAt: '2024-01-05', method: 'cash' })

  await page.keyboard.press('Tab')
  await tabTo(page, page.getByLabel('Number of gifts'))
  await page.keyboard.type('2')
  await page.keyboard.press('Tab')
  await page.keyboard.type('175.00')
  await page.keyboard.press('Enter')
  const donor = page.getByRole('combobox', { name: 'Donor (name or e-mail)' })
  await expect(donor).toBeFocused()
  const status = page.getByTestId('batch-panel').getByRole('status')
  await expect(status).toContainText('0 of 2 gifts entered, $0.00 of $175.00')

  // First check: the known donor, picked from the suggestions with the arrow keys.
  await page.keyboard.type(`Pella${token}`)
  await expect(page.getByRole('option', { name: new RegExp(known.email.replace('.', '\\.')) })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('E-mail (for the receipt)')).toHaveValue(known.email)
  await typeCheck(page, { amount: '100.00', checkNumber: '501' })
  await expect(status).toContainText('1 of 2 gifts entered, $100.00 of $175.00')
  await expect(donor).toBeFocused()
  await expect(donor).toHaveValue('')

  // Second check: a new donor with no address (her receipt is printed).
  await page.keyboard.type(`Otto Keyes${token}`)
  await typeCheck(page, { amount: '75.00', checkNumber: '502' })
  await expect(status).toContainText('2 of 2 gifts entered, $175.00 of $175.00')
  const rows = page.getByTestId('batch-gift')
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: `Otto Keyes${token}` }).getByRole('link', { name: 'Print receipt' })).toBeVisible()
  await expectAccessible(page, '/admin?tab=gifts')

  await tabTo(page, page.getByRole('button', { name: 'Close batch' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText(/is closed\.$/)).toBeVisible()
  await expect(page.getByTestId('batch-panel')).toHaveCount(0)

  // Both checks are in the ledger as offline gifts.
  const ledger = await pageFetch(page, '/api/donations?limit=5000')
  const gifts = (JSON.parse(ledger.body) as { donations: { donorName: string; source: string; method: string; amount: string }[] }).donations
  expect(gifts.filter((d) => d.donorName.includes(token) && d.method === 'check').map((d) => [d.amount, d.source]).sort()).toEqual([
    ['100.00', 'offline'],
    ['75.00', 'offline'],
  ])
})

test('the matching-gift list moves a gift from to ask to asked', async ({ page }) => {
  const token = Date.now().toString(36)
  await signIn(page, await createStaff('treasurer'))
  await page.goto('/admin?tab=matching')
  const name = `Mara Lind${token}`
  const { id } = await enterGift(page, {
    donorName: name,
    amount: '60.00',
    receivedAt: new Date().toISOString().slice(0, 10),
    method: 'check',
    checkNumber: `M${token}`,
    matchingEmployer: `Globex ${token}`,
  })
  await page.reload()
  await expect(page.getByRole('heading', { name: /Matching gifts to follow up/ })).toBeVisible()
  const row = page.locator(`[data-testid="matching-row"][data-gift-id="${id}"]`)
  await expect(row).toContainText(`Globex ${token}`)
  await expect(row).toContainText('To ask')
  await row.getByRole('button', { name: 'Mark asked' }).click()
  await expect(row).toContainText('Asked')
  await expect(row.getByRole('button', { name: 'Mark asked' })).toHaveCount(0)

  await page.getByLabel('Status').selectOption('asked')
  await expect(row).toBeVisible()
  await page.getByLabel('Status').selectOption('to_ask')
  await expect(page.getByRole('heading', { name: /Matching gifts to follow up/ })).toBeVisible()
  await expect(row).toHaveCount(0)
})

test('a check in memory of someone is entered with the keyboard and carries its tribute', async ({ page }) => {
  const token = Date.now().toString(36)
  const honoree = markedName(`Daniel Moss${token}`)
  await signIn(page, await createStaff('treasurer'))
  await page.goto('/admin?tab=gifts')
  await expect(page.getByRole('heading', { name: 'Gift entry' })).toBeVisible()
  await tabTo(page, page.getByRole('combobox', { name: 'Donor (name or e-mail)' }))
  await page.keyboard.type(markedName(`Iris Vale${token}`))
  await tabTo(page, page.getByLabel('Amount ($)'))
  await page.keyboard.type('40.00')
  await tabTo(page, page.getByLabel('Check number'))
  await page.keyboard.type(`T${token}`)
  const kind = page.getByLabel('Tribute (optional)')
  await tabTo(page, kind)
  await kind.selectOption('memory')
  // The honoree's name is the very next Tab stop once a kind is chosen.
  await page.keyboard.press('Tab')
  await expect(page.getByLabel("Honoree's name")).toBeFocused()
  await page.keyboard.type(honoree)
  await expectAccessible(page, '/admin?tab=gifts')
  await expect(page.getByLabel("Honoree's name")).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText(`Gift entered: $40.00 from`)).toBeVisible()
  // The next gift starts without a tribute.
  await expect(kind).toHaveValue('')

  const tributes = async () => {
    const ledger = await pageFetch(page, '/api/donations?limit=5000')
    const gifts = (JSON.parse(ledger.body) as { donations: { donorName: string; tribute: unknown }[] }).donations
    return gifts.filter((d) => d.donorName.includes(token)).map((d) => d.tribute)
  }
  expect(await tributes()).toEqual([{ type: 'memory', honoreeName: honoree }])
})
