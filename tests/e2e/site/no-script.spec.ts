import { request as newRequest, type Page, type Request, type Route } from '@playwright/test'

import { expect, expectToast, test, waitForHydration } from '../fixtures'
import { openEveryDay } from '../open-times'
import { asAdmin } from '../staff-accounts'

/**
 * Issue 41, point 7: with JavaScript off (Tor Browser's "Safest" level) the public forms post
 * themselves — a POST, never a GET with her answers in the address — and come back with the same
 * confirmation, each storing one record; and with script, what she typed before the page hydrated
 * is what is sent.
 */

const baseURL = process.env.APP_URL || 'http://localhost:3000'

function unique(label: string) {
  return `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

/** A staff session for reading what was stored (Payload's REST and the staff intake list). */
async function staff() {
  const admin = await newRequest.newContext({ baseURL, extraHTTPHeaders: { 'sec-fetch-site': 'same-origin' } })
  expect((await admin.post('/api/login', { data: { username: 'admin', password: process.env.ADMIN_PASSWORD || 'test-admin-password' } })).status()).toBe(200)
  return admin
}

/** How many documents of a collection have `value` in `field`. */
async function countStored(collection: string, field: string, value: string) {
  const admin = await staff()
  try {
    const answer = await admin.get(`/api/cms/${collection}?where[${field}][equals]=${encodeURIComponent(value)}&depth=0&limit=10`)
    expect(answer.status()).toBe(200)
    return ((await answer.json()) as { totalDocs: number }).totalDocs
  } finally {
    await admin.dispose()
  }
}

/** How many intake requests (read through the staff list) carry this first name. */
async function countIntakes(firstName: string) {
  const admin = await staff()
  try {
    const answer = await admin.get('/api/intake')
    expect(answer.status()).toBe(200)
    return ((await answer.json()) as { requests: { firstName?: string }[] }).requests.filter((r) => r.firstName === firstName).length
  } finally {
    await admin.dispose()
  }
}

/** Every request the page makes, so a test can prove no address carries what she typed. */
function recordRequests(page: Page) {
  const seen: Request[] = []
  page.on('request', (request) => seen.push(request))
  return seen
}

function expectNoValueInAddresses(requests: Request[], values: string[]) {
  for (const request of requests) {
    const url = request.url()
    for (const value of values) {
      expect(url, 'a request address').not.toContain(value)
      expect(url, 'a request address').not.toContain(encodeURIComponent(value))
    }
    expect(new URL(url).search, `the query of ${url}`).not.toMatch(/(firstName|email|phone|message)=/)
  }
}

/** The form's own posts: the submissions that navigated, as the browser sent them. */
function formPosts(requests: Request[], path: string) {
  return requests.filter((request) => request.isNavigationRequest() && new URL(request.url()).pathname === path && request.method() !== 'GET')
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the contact form posts itself, says what is missing, keeps her answers, then confirms and stores one message', async ({ page }) => {
    const email = `${unique('noscript.contact')}@example.org`
    const requests = recordRequests(page)
    await page.goto('/contact')
    await expect(page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) })).toHaveAttribute('method', /post/i)
    await page.getByLabel('First Name').fill('Rosa')
    await page.getByLabel('Last Name').fill('Lane')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Subject').selectOption('volunteer')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Missing Information' })).toContainText('Please fill in all required fields.')
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
    await expect(page.getByLabel('Subject')).toHaveValue('volunteer')
    expect(await countStored('contact-messages', 'email', email)).toBe(0)

    await page.getByLabel('Message').fill('I can help on Saturdays, quietly.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Message Sent!' })).toContainText("Thank you for contacting us. We'll get back to you within 24 hours.")
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('')

    expect(formPosts(requests, '/contact').map((request) => request.method())).toEqual(['POST', 'POST'])
    expect(await countStored('contact-messages', 'email', email)).toBe(1)
    expectNoValueInAddresses(requests, [email, 'Rosa', 'Saturdays'])
    expect(new URL(page.url()).search).toBe('')
  })

  test('the footer sign-up posts itself, confirms and stores one subscriber', async ({ page }) => {
    const email = `${unique('noscript.news')}@example.org`
    const requests = recordRequests(page)
    await page.goto('/about')
    const footer = page.getByRole('contentinfo')
    await footer.getByLabel('Email address').fill(email)
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('contentinfo').getByRole('status')).toContainText("Thank you for joining our community! You'll hear from us soon.")

    expect(formPosts(requests, '/about').map((request) => request.method())).toEqual(['POST'])
    expect(await countStored('newsletter-subscribers', 'email', email)).toBe(1)
    expectNoValueInAddresses(requests, [email])
    expect(new URL(page.url()).search).toBe('')
  })

  test('the intake form books a chosen time, confirms it and stores one request', async ({ page }) => {
    await asAdmin(openEveryDay)
    const firstName = unique('Noscript')
    const email = `${firstName.toLowerCase()}@example.org`
    const requests = recordRequests(page)
    await page.goto('/intake-form')
    const times = page.locator('input[type="radio"][name="appointmentStart"]:not([value="none"])')
    await expect(times.first()).toBeVisible()
    // A time in the middle of the list: it shows booked times too, the run's integration tests book
    // the first days, the booking and Today tests the last ones.
    const choice = times.nth(Math.floor((await times.count()) / 2))
    const start = await choice.inputValue()

    await page.getByLabel('First Name').fill(firstName)
    // The intake's own e-mail field (the footer's newsletter has one too); she asks for e-mail.
    await page.locator('#intake-email').fill(email)
    await page.getByLabel('How should we contact you?').selectOption('email')
    const phone = `931-${String(Date.now()).slice(-7)}`
    await page.getByLabel('Phone').fill(phone)
    await page.getByLabel(/Specific needs/).fill('A warm coat')
    await choice.check()
    await page.getByRole('button', { name: 'Submit Request' }).click()
    // Without the consent box the page comes back with the same notice and her answers in place.
    await expect(page.getByRole('alert').filter({ hasText: 'Privacy Consent Required' })).toContainText('Please confirm you understand our privacy policy.')
    await expect(page.getByLabel('First Name')).toHaveValue(firstName)
    await expect(page.getByLabel(/Specific needs/)).toHaveValue('A warm coat')
    await expect(page.locator(`input[name="appointmentStart"][value="${start}"]`)).toBeChecked()
    expect(await countIntakes(firstName)).toBe(0)

    await page.getByLabel(/I understand that my answers are kept confidential/).check()
    await page.getByRole('button', { name: 'Submit Request' }).click()
    const day = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(start))
    // Her time is held until she confirms by the e-mailed link; the confirmation replaces the form.
    await expect(page.getByRole('status').filter({ hasText: 'We are holding' })).toContainText(day)
    await expect(page.getByLabel('First Name')).toHaveCount(0)

    expect(formPosts(requests, '/intake-form').map((request) => request.method())).toEqual(['POST', 'POST'])
    expect(await countIntakes(firstName)).toBe(1)
    expectNoValueInAddresses(requests, [firstName, email, phone, 'warm coat'])
    expect(new URL(page.url()).search).toBe('')
  })
})

test('what she typed before the page hydrated is what is sent once it has', async ({ page }) => {
  // The page's chunks are held back, so she types into the form before React holds it.
  const held: Route[] = []
  let holding = true
  await page.route('**/_next/static/chunks/**', (route) => (holding ? void held.push(route) : route.continue()))
  const email = `${unique('early.contact')}@example.org`
  const requests = recordRequests(page)
  await page.goto('/contact', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('First Name').fill('Rosa')
  await page.getByLabel('Last Name').fill('Lane')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Subject').selectOption('other')
  await page.getByLabel('Message').fill('Typed before the page was ready.')
  await expect.poll(() => held.length, { message: 'the loader asked for the chunks' }).toBeGreaterThan(3)

  holding = false
  for (const route of held.splice(0)) await route.continue()
  await waitForHydration(page)
  // Sent after hydration, by her, as any visitor would.
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'POST')
  await page.getByRole('button', { name: 'Send Message' }).click()
  expect((await sent).postDataJSON()).toMatchObject({ firstName: 'Rosa', lastName: 'Lane', email, subject: 'other', message: 'Typed before the page was ready.' })
  await expectToast(page, 'Message Sent!')
  expect(await countStored('contact-messages', 'email', email)).toBe(1)
  expectNoValueInAddresses(requests, [email])
})
