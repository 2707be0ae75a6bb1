import { randomBytes } from 'node:crypto'

import type { Page } from '@playwright/test'

import { expect, expectAccessible, test } from '../fixtures'
import { asAdmin, signIn } from '../staff-accounts'
import { asVisitor, sendContactMessage, sendIntakeRequest } from '../visitors'

/** The coordinator: an `intake` account, created by the admin over REST as in /admin. */
async function createCoordinator() {
  return asAdmin(async (admin) => {
    const account = { username: `coordinator-${Date.now().toString(36)}`, password: `Tp-${randomBytes(18).toString('base64url')}-9x` }
    expect((await admin.post('/api/cms/users', { data: { ...account, name: 'Casey Coordinator', role: 'intake' } })).status()).toBe(201)
    return account
  })
}

/** A woman's request through the public intake form, asking to be reached by text. */
async function sendRequest(firstName: string) {
  await asVisitor((visitor) => sendIntakeRequest(visitor, { firstName, preferredContact: 'text' }))
}

/** A volunteering message from `firstName` Lane through the public contact form. */
async function sendVolunteerMessage(firstName: string, email: string) {
  await asVisitor((visitor) => sendContactMessage(visitor, { firstName, lastName: 'Lane', email, subject: 'volunteer' }))
}

/** Signs the page in as a new coordinator account. */
async function signInAsCoordinator(page: Page) {
  await signIn(page, await createCoordinator())
}

test('the coordinator opens a new request, notes it, schedules it, finds it in the upcoming list, marks it served and closes it', async ({ page }) => {
  test.setTimeout(180_000)
  const name = `Maya${Date.now().toString(36)}`
  const year = new Date().getUTCFullYear() + 1
  await sendRequest(name)
  await signInAsCoordinator(page)

  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Foundation Administration' })).toBeVisible({ timeout: 30_000 })
  const intakeTab = page.getByRole('tab', { name: /Intake requests/ })
  await expect(intakeTab).toHaveAttribute('data-state', 'active')
  await expect(page.getByTestId('intake-new-count')).toContainText(/\d+ new/)
  const row = page.getByTestId('intake-row').filter({ hasText: name })
  await expect(row).toContainText('New')
  await row.getByRole('link', { name }).click()

  // The request as a case: how to reach her first, with the reminder that e-mail may not be safe.
  await expect(page).toHaveURL(/\/admin\?intake=\d+$/)
  const theCase = page.getByTestId('intake-case')
  await expect(theCase.getByRole('heading', { level: 2, name })).toBeVisible()
  await expect(page.getByTestId('preferred-contact')).toContainText('Contact her by: Text message')
  await expect(page.getByTestId('preferred-contact')).toContainText('E-mail may not be safe')
  await expect(page.getByTestId('sent-fields')).toContainText(name)
  await expectAccessible(page, '/admin?intake= (intake case)')

  await page.getByLabel(/^Add a note/).fill('Texted her; she can come in the morning.')
  await page.getByRole('button', { name: 'Add note' }).click()
  const notes = page.getByTestId('case-notes').getByRole('listitem')
  await expect(notes).toHaveCount(1)
  await expect(notes.first()).toContainText('Texted her; she can come in the morning.')
  await expect(notes.first()).toContainText('Casey Coordinator')

  // A time the boutique does not offer is refused once, beside the field, until staff confirm it.
  const appointment = page.getByLabel(/^Appointment date and time/)
  await appointment.fill(`${year}-01-21T10:30`)
  await page.getByRole('button', { name: 'Schedule', exact: true }).click()
  const outside = 'That time is outside the opening hours. To book it anyway, confirm it is outside the hours.'
  await expect(appointment).toHaveAttribute('aria-invalid', 'true')
  await expect(appointment).toBeFocused()
  await expect(appointment).toHaveAccessibleDescription(outside)
  const refused = page.getByRole('alert').filter({ hasText: 'Could not change the status' })
  await expect(refused).toContainText(`Could not change the status: ${outside}`)
  await expect(refused).not.toContainText(`${outside} ${outside}`)
  await expect(page.getByTestId('intake-status-label')).toHaveText('New')
  await page.getByRole('checkbox', { name: 'Outside the opening hours' }).check()
  await page.getByRole('button', { name: 'Schedule', exact: true }).click()
  await expect(page.getByTestId('intake-status-label')).toHaveText('Scheduled')
  await expect(page.getByTestId('intake-appointment')).toContainText(`Jan 21, ${year}, 10:30 AM`)

  await page.getByRole('link', { name: '← Back to intake requests' }).click()
  await page.getByRole('tab', { name: 'Appointments' }).click()
  const day = page.getByTestId('appointment-day').filter({ hasText: name })
  await expect(day.getByRole('heading')).toHaveText(new RegExp(`January 21, ${year}`))
  await expect(day.getByTestId('appointment').filter({ hasText: name })).toContainText('10:30 AM')
  await day.getByRole('link', { name }).click()

  await expect(page.getByTestId('intake-status-label')).toHaveText('Scheduled')
  await page.getByRole('button', { name: 'Mark served', exact: true }).click()
  await expect(page.getByTestId('intake-status-label')).toHaveText('Served')
  await page.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page.getByTestId('intake-status-label')).toHaveText('Closed')
  await expect(page.getByTestId('intake-status')).toContainText('Reason: Visit completed')

  const history = page.getByTestId('intake-history').getByRole('listitem')
  await expect(history).toHaveCount(4)
  await expect(history.nth(1)).toContainText('New → Scheduled by Casey Coordinator')
  await expect(history.nth(2)).toContainText('Scheduled → Served by Casey Coordinator')
  await expect(history.nth(3)).toContainText('Served → Closed by Casey Coordinator')
  await expect(page.getByRole('button', { name: 'Reopen (back to Contacted)' })).toBeVisible()
})

test('the coordinator opens an unread message, finds a reply link to the sender, marks it replied, and it reads as read', async ({ page }) => {
  test.setTimeout(120_000)
  const name = `Rosa${Date.now().toString(36)}`
  const email = `${name.toLowerCase()}@example.org`
  await sendVolunteerMessage(name, email)
  await signInAsCoordinator(page)

  await page.goto('/admin?tab=messages')
  await expect(page.getByRole('tab', { name: /Messages/ })).toHaveAttribute('data-state', 'active')
  await expect(page.getByTestId('messages-new-count')).toContainText(/\d+ new/)
  const row = page.getByTestId('contact-messages-list').getByTestId('message-row').filter({ hasText: name })
  await expect(row).toHaveAttribute('data-unread', 'true')
  await row.getByRole('link', { name: `${name} Lane — Volunteering` }).click()

  await expect(page.getByTestId('message-case').getByRole('heading', { level: 2 })).toHaveText(`${name} Lane — Volunteering`)
  await expect(page.getByTestId('reply-link')).toHaveAttribute('href', `mailto:${email}?subject=Re%3A%20Volunteering`)
  await expect(page.getByTestId('message-status')).toHaveText('New')
  await expect(page.getByText(`Opened by Casey Coordinator`)).toBeVisible()
  await expectAccessible(page, '/admin?message= (message)')
  await page.getByRole('button', { name: 'Mark replied' }).click()
  await expect(page.getByTestId('message-status')).toHaveText('Replied')

  await page.getByRole('link', { name: '← Back to messages' }).click()
  await expect(page.getByTestId('contact-messages-list').getByTestId('message-row').filter({ hasText: name })).toHaveAttribute('data-unread', 'false')
})

test("Payload's editor of a request or a message opens with the case: the reminder, the reply link, the status moves", async ({ page }) => {
  test.setTimeout(180_000)
  const name = `Lena${Date.now().toString(36)}`
  const email = `${name.toLowerCase()}@example.org`
  await sendRequest(name)
  await sendVolunteerMessage(name, email)
  await signInAsCoordinator(page)

  // From the collection list, as staff land there from the navigation or a notification e-mail.
  await page.goto('/admin/collections/intake-requests')
  await page.getByRole('row').filter({ hasText: name }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/admin\/collections\/intake-requests\/\d+$/)
  await expect(page.getByTestId('preferred-contact')).toContainText('Contact her by: Text message')
  await expect(page.getByTestId('preferred-contact')).toContainText('E-mail may not be safe')
  await expect(page.getByTestId('intake-status-label')).toHaveText('New')
  await expect(page.locator('input[name="firstName"]')).toHaveValue(name)
  await page.getByRole('button', { name: 'Mark contacted' }).click()
  await expect(page.getByTestId('intake-status-label')).toHaveText('Contacted')

  await page.goto('/admin/collections/contact-messages')
  await page.getByRole('row').filter({ hasText: name }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/admin\/collections\/contact-messages\/\d+$/)
  await expect(page.getByTestId('reply-link')).toHaveAttribute('href', `mailto:${email}?subject=Re%3A%20Volunteering`)
  await expect(page.getByTestId('message-status')).toHaveText('New')
})
