import { readFile } from 'node:fs/promises'

import type { Download, Page } from '@playwright/test'
import pg from 'pg'

import { parseCsv } from '../../support/csv'

import { expect, expectAccessible, test } from '../fixtures'
import { signInOnTheForm } from '../staff-accounts'

const DATE_STAMP = /\d{4}-\d{2}-\d{2}/

/** Donations arrive from Stripe webhooks in real life; here they are written straight to the ledger. */
async function seedLedger(token: string) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
  try {
    await pool.query(
      `INSERT INTO donations (first_name, last_name, email, amount_cents, net_amount_cents, type, frequency, is_recurring,
         stripe_subscription_id, subscription_status, organization_name, comments)
       VALUES ('Alpha', $1, $2, 5000, 5000, 'one-time', 'one_time', false, NULL, NULL, 'Alpha, "Inc"', '=cmd()'),
              ('Beta', $1, $3, 2500, 2500, 'monthly', 'monthly', true, $4, 'active', NULL, NULL)`,
      [`T${token}`, `alpha.${token}@example.org`, `BETA.${token}@Example.org`, `sub_${token}`],
    )
    await pool.query(`INSERT INTO newsletter_subscribers (email, source, subscribed_at, is_active) VALUES ($1, 'footer', now(), true)`, [
      `news.${token}@example.org`,
    ])
  } finally {
    await pool.end()
  }
}

async function downloaded(page: Page, button: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])
  return { name: download.suggestedFilename(), text: await readDownload(download) }
}

async function readDownload(download: Download) {
  const file = await download.path()
  return readFile(file, 'utf8')
}

test('staff sign in, consolidate, filter, tag, manage categories and export every CSV', async ({ page }) => {
  test.setTimeout(180_000)
  const token = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  await seedLedger(token)

  await signInOnTheForm(page)
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Donor Contacts' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tab', { name: 'Donations' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Newsletter' })).toBeVisible()
  const stats = page.getByTestId('donor-stats')
  await expect(stats).toContainText('Total contacts')
  await expect(stats).toContainText(/Total donations\s*\$[\d,]+\.\d{2}/)
  await expectAccessible(page, '/admin (Foundation Administration)')

  await page.getByRole('button', { name: 'Run data consolidation' }).click()
  await expect(page.getByTestId('staff-notice')).toContainText(
    /Consolidation complete: \d+ contacts created, \d+ contacts updated, \d+ duplicates merged\./,
  )

  const rows = page.getByTestId('contact-row')
  await page.getByLabel('Search').fill(`T${token}`)
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: `beta.${token}@example.org` })).toContainText('Recurring')
  await page.getByLabel('Donor type').selectOption('monthly')
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText(`Beta T${token}`)
  await page.getByLabel('Donor type').selectOption('all')
  await expect(rows).toHaveCount(2)
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('false')
  await expect(page.getByText('No donor contacts found. Try running data consolidation to import existing donor data.')).toBeVisible()
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('all')
  await expect(rows).toHaveCount(2)

  // A category: save stays disabled until the name has more than spaces.
  const category = `Gala ${token}`
  await page.getByRole('button', { name: 'New category' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Create category' })).toBeVisible()
  await dialog.getByLabel('Name').fill('   ')
  await expect(dialog.getByRole('button', { name: 'Save category' })).toBeDisabled()
  await dialog.getByLabel('Name').fill(`  ${category}  `)
  await dialog.getByLabel('Description (optional)').fill('Spring gala guests')
  await dialog.getByRole('button', { name: 'Save category' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('list', { name: 'Manage categories' })).toContainText(category)

  // Tag both contacts; apply is disabled until contacts and a category are chosen.
  const apply = page.getByRole('button', { name: 'Apply categories' })
  await expect(apply).toBeDisabled()
  await page.getByRole('button', { name: 'Select all' }).click()
  await expect(page.getByText('2 selected')).toBeVisible()
  await expect(apply).toBeDisabled()
  await page.getByRole('list', { name: 'Categories to apply' }).getByLabel(category).check()
  await apply.click()
  await expect(page.getByTestId('staff-notice')).toHaveText(/Successfully tagged 2 contacts with 1 categories\./)
  await expect(page.getByText('0 selected')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Categories to apply' }).getByLabel(category)).not.toBeChecked()
  await expect(rows.filter({ hasText: category })).toHaveCount(2)

  // The contacts export follows the current filter (search + category).
  await page.getByLabel('Category').selectOption(category)
  await expect(rows).toHaveCount(2)
  const contactsCsv = await downloaded(page, 'Export contacts CSV')
  expect(contactsCsv.name).toMatch(new RegExp(`^donor-contacts-${DATE_STAMP.source}\\.csv$`))
  expect(contactsCsv.text.startsWith('\uFEFF')).toBe(true)
  const contactLines = parseCsv(contactsCsv.text)
  expect(contactLines[0].join(',')).toBe(
    'id,firstName,lastName,email,phone,organizationName,totalDonationAmount,donationCount,lastDonationDate,isMonthlyDonor,isActive,source,city,state,preferredContactMethod,categories',
  )
  expect(contactLines).toHaveLength(3)
  expect(contactsCsv.text).toContain(`"alpha.${token}@example.org"`)
  expect(contactsCsv.text).toContain('"Alpha, ""Inc"""')
  expect(contactsCsv.text).toContain(`beta.${token}@example.org`)

  // Edit, then delete with its confirmation.
  await page.getByLabel('Category').selectOption('all')
  await page.getByRole('button', { name: `Edit ${category}` }).click()
  await expect(dialog.getByRole('heading', { name: 'Edit category' })).toBeVisible()
  await expect(dialog.getByLabel('Name')).toHaveValue(category)
  const renamed = `Spring ${category}`
  await dialog.getByLabel('Name').fill(renamed)
  await dialog.getByRole('button', { name: 'Save category' }).click()
  await expect(dialog).toBeHidden()
  await expect(rows.filter({ hasText: renamed })).toHaveCount(2)

  await page.getByRole('button', { name: `Delete ${renamed}` }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Are you sure you want to delete this category? This action cannot be undone.')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('list', { name: 'Manage categories' }).getByText(renamed)).toHaveCount(0)
  await expect(rows.filter({ hasText: renamed })).toHaveCount(0)

  // Donations tab and its export: formula-looking comments are neutralised.
  await page.getByRole('tab', { name: 'Donations' }).click()
  await expect(page.getByTestId('donation-row').filter({ hasText: `alpha.${token}@example.org` })).toContainText('$50.00')
  const donationsCsv = await downloaded(page, 'Export donations CSV')
  expect(donationsCsv.name).toMatch(new RegExp(`^donations-${DATE_STAMP.source}\\.csv$`))
  expect(parseCsv(donationsCsv.text)[0].join(',')).toBe(
    'id,createdAt,donorName,email,phone,amount,type,isRecurring,organizationName,city,state,stripePaymentIntentId,stripeSubscriptionId,comments,frequency,status,refundedAmount,source,address,zipCode,method,checkNumber,matchingEmployer,matchingStatus',
  )
  const alphaLine = donationsCsv.text.split('\r\n').find((line) => line.includes(`alpha.${token}@example.org`))
  expect(alphaLine).toContain(`Alpha T${token}`)
  expect(alphaLine).toContain('50.00,"one-time",false')
  expect(alphaLine).toContain(`,"'=cmd()","one_time","paid",0.00,"donation_form",`)

  await page.getByRole('tab', { name: 'Newsletter' }).click()
  await expect(page.getByTestId('subscriber-row').filter({ hasText: `news.${token}@example.org` })).toContainText('Active')
  const subscribersCsv = await downloaded(page, 'Export subscribers CSV')
  expect(subscribersCsv.name).toMatch(new RegExp(`^newsletter-subscribers-${DATE_STAMP.source}\\.csv$`))
  expect(parseCsv(subscribersCsv.text)[0]).toEqual(['email', 'source', 'subscribedAt', 'isActive'])
  expect(subscribersCsv.text).toContain(`"news.${token}@example.org","footer",`)

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByLabel(/username/i)).toBeVisible({ timeout: 30_000 })
})
