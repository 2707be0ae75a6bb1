import type { Page } from '@playwright/test'

import { withDatabase } from '../database'
import { expect, pageFetch, test } from '../fixtures'
import { createStaff, signIn } from '../staff-accounts'
import { asVisitor, sendContactMessage, sendIntakeRequest } from '../visitors'

/** Personal data of every kind, so a page that leaks any of it is caught by its marker. */
async function seedPersonalData(marker: string) {
  await asVisitor(async (visitor) => {
    await sendIntakeRequest(visitor, { firstName: `Maya${marker}` })
    await sendContactMessage(visitor, { firstName: `Rosa${marker}` })
  })
  await withDatabase(async (db) => {
    await db.query(
      `INSERT INTO donations (first_name, last_name, email, amount_cents, type, frequency, is_recurring)
       VALUES ($1, 'Giver', $2, 5000, 'one-time', 'one_time', false)`,
      [`Dana${marker}`, `dana.${marker.toLowerCase()}@example.org`],
    )
    await db.query(`INSERT INTO donor_contacts (email, first_name, total_donation_cents, donation_count, is_monthly_donor, is_active, source)
       VALUES ($1, $2, 5000, 1, false, true, 'donation')`, [`contact.${marker.toLowerCase()}@example.org`, `Cleo${marker}`])
  })
}

/** Personal data marked with `marker`, then /admin opened by a new account of `role`. */
async function openAdminAs(page: Page, role: 'intake' | 'editor', marker: string) {
  await seedPersonalData(marker)
  await signIn(page, await createStaff(role))
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Foundation Administration' })).toBeVisible()
}

function navLink(page: Page, name: RegExp) {
  return page.locator('nav').getByRole('link', { name })
}

// Each test opens several admin pages, each rendered server-side: a wider budget than one page's.
test.describe.configure({ timeout: 180_000 })

const DONOR_NAV = [/^donations$/i, /^donor contacts$/i, /^donor categories$/i, /^orders$/i, /^newsletter subscribers$/i]
const INTAKE_NAV = [/^intake requests$/i, /^contact messages$/i, /^drive inquiries$/i, /^feedback$/i]

test('an intake account sees only its lists and can open the intake request', async ({ page }) => {
  const marker = `Ik${Date.now().toString(36)}`
  await openAdminAs(page, 'intake', marker)
  await expect(page.getByText(/Signed in as intake-e2e-.* \(Intake coordinator\)/)).toBeVisible()
  // Its dashboard is the staff inbox (issue 20), and no donor tab.
  await expect(page.getByRole('tab')).toHaveCount(3)
  for (const name of [/^Intake requests/, /^Appointments$/, /^Messages/]) await expect(page.getByRole('tab', { name })).toBeVisible()
  for (const name of INTAKE_NAV) await expect(navLink(page, name)).toBeVisible()
  for (const name of [...DONOR_NAV, /^pages$/i, /^audit log$/i]) await expect(navLink(page, name)).toHaveCount(0)

  // The navigation's links were checked above; go where the intake link points.
  await page.goto((await navLink(page, /^intake requests$/i).getAttribute('href')) ?? '/admin/collections/intake-requests')
  // The list links each row from its first column (the date).
  await page.getByRole('row').filter({ hasText: `Maya${marker}` }).getByRole('link').first().click()
  await expect(page.locator('input[name="firstName"]')).toHaveValue(`Maya${marker}`)

  // The donor data is not behind a hidden link either.
  await page.goto('/admin/collections/donations')
  await expect(page.locator('body')).not.toContainText(`Dana${marker}`)
  // From the page, as the browser would send it (same-origin, with the session cookie).
  expect((await pageFetch(page, '/api/donations')).status).toBe(403)
})

test('an editor sees no personal data anywhere in the admin', async ({ page }) => {
  const marker = `Ed${Date.now().toString(36)}`
  await openAdminAs(page, 'editor', marker)
  await expect(page.getByRole('tab')).toHaveCount(0)
  await expect(navLink(page, /^pages$/i)).toBeVisible()
  await expect(navLink(page, /^products$/i)).toBeVisible()
  for (const name of [...DONOR_NAV, ...INTAKE_NAV, /^audit log$/i, /^stripe events$/i]) await expect(navLink(page, name)).toHaveCount(0)

  for (const path of [
    '/admin',
    '/admin/collections/donations',
    '/admin/collections/donor-contacts',
    '/admin/collections/intake-requests',
    '/admin/collections/contact-messages',
    '/admin/collections/audit-log',
    '/admin/collections/users',
  ]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const text = await page.locator('body').innerText()
    expect(text, path).not.toContain(marker)
    expect(text.toLowerCase(), path).not.toContain(marker.toLowerCase())
  }
})
