import { randomBytes } from 'node:crypto'

import { type APIRequestContext, type Page, request } from '@playwright/test'

import { expect } from './fixtures'

const baseURL = process.env.APP_URL || 'http://localhost:3000'

/** The seeded admin account. */
export const ADMIN = { username: 'admin', password: process.env.ADMIN_PASSWORD || 'test-admin-password' }

/** Runs `work` with an API client signed in as the admin, as the admin's browser on the site would be. */
export async function asAdmin<T>(work: (admin: APIRequestContext) => Promise<T>): Promise<T> {
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: { 'sec-fetch-site': 'same-origin' } })
  try {
    expect((await admin.post('/api/login', { data: ADMIN })).status()).toBe(200)
    return await work(admin)
  } finally {
    await admin.dispose()
  }
}

/** An admin creates the account with its role over REST, as an admin would in /admin. */
export async function createStaff(role: 'treasurer' | 'intake' | 'editor') {
  return asAdmin(async (admin) => {
    const username = `${role}-e2e-${Date.now().toString(36)}`
    const password = `Tp-${randomBytes(18).toString('base64url')}-9x`
    const created = await admin.post('/api/cms/users', { data: { username, password, role } })
    expect(created.status()).toBe(201)
    return { username, password }
  })
}

/** Signs the page's browser context in (the session cookie is HttpOnly, set by the answer). */
export async function signIn(page: Page, account: { username: string; password: string }) {
  const answer = await page.request.post('/api/login', { data: account })
  expect(answer.status()).toBe(200)
}

/**
 * From the Donor Contacts tab: consolidates, searches for one donor and opens her record from
 * the list, as a treasurer does.
 */
export async function openDonorFromContacts(page: Page, { search, name }: { search: string; name: string }) {
  await page.getByRole('button', { name: 'Run data consolidation' }).click()
  await expect(page.getByTestId('staff-notice')).toContainText('Consolidation complete')
  await page.getByLabel('Search').fill(search)
  await expect(page.getByTestId('contact-row')).toHaveCount(1)
  await page.getByRole('link', { name }).click()
  await expect(page).toHaveURL(/\/admin\?donor=\d+$/)
}

/** Signs in as the admin through /admin's own sign-in form, as staff do, up to the staff panel. */
export async function signInOnTheForm(page: Page) {
  await page.goto('/admin')
  await page.getByLabel(/username/i).fill(ADMIN.username)
  await page.getByLabel(/password/i).fill(ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Foundation Administration' })).toBeVisible({ timeout: 30_000 })
}
