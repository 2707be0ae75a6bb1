import { expect, expectAccessible, test } from '../fixtures'
import { freeTimes, openEveryDay } from '../open-times'
import { createStaff, signIn } from '../staff-accounts'

/** Issue 31, staff side: open times in Appointments, a booked visit confirmed by text and moved. */

test.describe.configure({ timeout: 180_000 })

test('the coordinator sets open times, confirms a visit booked for a text, and moves it to another open time', async ({ page }) => {
  await signIn(page, await createStaff('intake'))
  const headers = { 'sec-fetch-site': 'same-origin' }
  await openEveryDay(page.request, { from: '15:00' })

  // The list names every time, booked or not (issue 41): a time no other test of the run holds.
  const slots = await freeTimes(page.request)
  const start = slots[Math.floor(Math.random() * slots.length)].start
  const firstName = `Lena${Date.now()}`
  const booked = await page.request.post('/api/intake', {
    headers: { ...headers, 'x-forwarded-for': `10.31.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    data: { firstName, email: `${firstName.toLowerCase()}@example.org`, phone: `931-${String(Date.now()).slice(-7)}`, preferredContact: 'text', privacyConsent: true, appointmentStart: start },
  })
  expect(booked.status()).toBe(201)

  await page.goto('/admin?tab=appointments')
  await expect(page.getByRole('heading', { name: 'Open times for visits' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Calendar feed' })).toBeVisible()
  const visit = page.getByTestId('appointment').filter({ hasText: firstName })
  await expect(visit).toContainText('confirm by text')
  await expectAccessible(page, '/admin?tab=appointments')

  await visit.getByRole('link', { name: new RegExp(firstName) }).click()
  const actions = page.getByTestId('visit-actions')
  await expect(actions.getByTestId('confirm-by')).toContainText('Confirm by text')
  await actions.getByRole('button', { name: 'Mark confirmed' }).click()
  await expect(actions.getByTestId('confirm-by')).toHaveCount(0)

  const move = actions.getByLabel(/Move to an open time/)
  await expect(move.locator('option')).not.toHaveCount(1)
  const options = await move.locator('option').evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value).filter(Boolean))
  // The list offers every open time, booked or not: she is moved to one nobody holds.
  const free = new Set((await freeTimes(page.request)).map((slot) => Date.parse(slot.start)))
  const movable = options.filter((value) => value !== start && free.has(Date.parse(value)))
  const target = movable[Math.floor(Math.random() * movable.length)]
  await move.selectOption(target!)
  await actions.getByLabel('Reason').fill('She asked for another day')
  await actions.getByRole('button', { name: 'Move visit' }).click()
  await expect(page.getByTestId('intake-history')).toContainText('She asked for another day')
  await expectAccessible(page, 'an intake case with a booked visit')
})
