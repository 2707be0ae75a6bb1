import { randomBytes } from 'node:crypto'

import { type Page, request } from '@playwright/test'

import { expect } from './fixtures'

const baseURL = process.env.APP_URL || 'http://localhost:3000'

/** An admin creates the account with its role over REST, as an admin would in /admin. */
export async function createStaff(role: 'treasurer' | 'intake' | 'editor') {
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: { 'sec-fetch-site': 'same-origin' } })
  try {
    const login = await admin.post('/api/login', { data: { username: 'admin', password: 'test-admin-password' } })
    expect(login.status()).toBe(200)
    const username = `${role}-e2e-${Date.now().toString(36)}`
    const password = `Tp-${randomBytes(18).toString('base64url')}-9x`
    const created = await admin.post('/api/cms/users', { data: { username, password, role } })
    expect(created.status()).toBe(201)
    return { username, password }
  } finally {
    await admin.dispose()
  }
}

/** Signs the page's browser context in (the session cookie is HttpOnly, set by the answer). */
export async function signIn(page: Page, account: { username: string; password: string }) {
  const answer = await page.request.post('/api/login', { data: account })
  expect(answer.status()).toBe(200)
}
