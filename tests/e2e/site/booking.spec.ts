import { waitForMail } from '../../support/mail'
import { expect, expectAccessible, test, visit, waitForHydration } from '../fixtures'
import { freeTimes, openEveryDay } from '../open-times'
import { asAdmin } from '../staff-accounts'

/** Issues 31, 41: she picks a real time on the intake form, on a phone, day first then time. */

test('at phone width she chooses a day, then a time with the keyboard, and sees what is held; nothing goes to another host', async ({ page, baseURL: own }) => {
  await asAdmin(openEveryDay)
  const offSite: string[] = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.host !== new URL(own!).host) offSite.push(req.url())
  })
  await page.setViewportSize({ width: 375, height: 812 })
  await visit(page, '/intake-form')
  await waitForHydration(page)
  const picker = page.getByRole('group', { name: 'Choose a time' })
  await expect(picker.getByRole('radio').first()).toHaveAccessibleName('None of these work — contact me')
  await expect(picker.getByText('Times are in Central Time.')).toBeVisible()
  await expectAccessible(page, '/intake-form with open times')

  const keyboard = page.keyboard
  await page.getByLabel('First Name').focus()
  await keyboard.type('Maya')
  await keyboard.press('Tab') // last name
  await keyboard.press('Tab')
  await keyboard.type('maya.booking@example.org')
  await keyboard.press('Tab')
  await keyboard.type(`931-${String(Date.now()).slice(-7)}`)
  await page.getByLabel('How should we contact you?').selectOption('email')

  /** Tabs forward until `isTarget` holds for the focused element; fails after 30 presses. */
  async function tabTo(isTarget: (el: Element) => boolean, what: string) {
    for (let i = 0; i < 30; i++) {
      await keyboard.press('Tab')
      if (await page.evaluate(`(${isTarget.toString()})(document.activeElement)`)) return
    }
    throw new Error(`Tab never reached ${what}`)
  }

  // Day first: the last day but one (the list shows booked times too; the run's integration tests
  // book the first days, the next test the last); then its times are the ones on screen.
  const day = page.getByRole('group', { name: 'Choose a time' }).getByRole('combobox', { name: 'Day' })
  await day.selectOption({ index: (await day.locator('option').count()) - 2 })
  const times = picker.locator('fieldset:not([hidden])').getByRole('radio')
  await expect(times.first()).toBeVisible()
  await tabTo((el) => el instanceof HTMLInputElement && el.name === 'appointmentStart', 'the times')
  // Tab enters the radio group on "None of these work"; the arrow keys move on to the day's times.
  if (await page.evaluate(() => (document.activeElement as HTMLInputElement).value === 'none')) await keyboard.press('ArrowDown')
  // Arrow keys move through the times and choose one, as in any radio group.
  await keyboard.press('ArrowDown')
  await keyboard.press('ArrowDown')
  const chosen = page.locator('input[name="appointmentStart"]:checked')
  await expect(chosen).toHaveCount(1)
  const start = await chosen.inputValue()
  expect(start).toBe(await times.nth(2).inputValue())
  // With a time chosen, the vague preference is not asked.
  await expect(page.getByLabel(/Preferred appointment time/)).toHaveCount(0)

  await tabTo((el) => el instanceof HTMLInputElement && el.type === 'checkbox', 'the consent box')
  await keyboard.press('Space')
  await tabTo((el) => el instanceof HTMLButtonElement && el.type === 'submit', 'Submit Request')
  await keyboard.press('Enter')

  const dayText = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(start))
  const time = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' }).format(new Date(start))
  const held = page.getByRole('status').filter({ hasText: 'We are holding' })
  await expect(held).toContainText(dayText)
  await expect(held).toContainText(time)
  await expect(held).toContainText('Open the link we sent to confirm it within 2 hours.')
  await expectAccessible(page, '/intake-form after booking')
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([0, 0, ''])
  expect(offSite).toEqual([])
})

test('at 390 px: no way of contact preselected, a text-only booking without e-mail, the confirmation in place of the form; her link names the time before she cancels; page views leave booking and cancelling open', async ({ page }) => {
  await asAdmin(openEveryDay)
  const address = `10.41.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address })
  await page.setViewportSize({ width: 390, height: 844 })
  // Looking is free: page views and the list of times never use up her connection's allowance
  // (more of them than the test server lets one connection submit forms in its window).
  for (let view = 0; view < 12; view++) await page.goto('/intake-form')
  for (let read = 0; read < 30; read++) expect((await page.request.get('/api/boutique/slots', { headers: { 'x-forwarded-for': address } })).status()).toBe(200)
  await visit(page, '/intake-form')
  await waitForHydration(page)

  await expect(page.getByLabel('How should we contact you?')).toHaveValue('')
  await page.getByLabel('First Name').fill('Rosa')
  await page.getByLabel('Phone').fill(`615-${String(Date.now()).slice(-7)}`)
  await page.getByLabel('How should we contact you?').selectOption('text')
  // E-mail stays optional when she asked for a text.
  await expect(page.locator('#intake-email')).not.toHaveAttribute('required')

  const picker = page.getByRole('group', { name: 'Choose a time' })
  const visibleTimes = picker.locator('fieldset:not([hidden]) input[name="appointmentStart"]')
  await expect(visibleTimes).toHaveCount(0)
  // The last day offered, its last time: the list shows booked times too, and the other tests of
  // the run book the first days.
  const dayPicker = picker.getByRole('combobox', { name: 'Day' })
  await dayPicker.selectOption({ index: (await dayPicker.locator('option').count()) - 1 })
  const dayTimes = await visibleTimes.count()
  expect(dayTimes).toBeGreaterThan(0)
  expect(dayTimes).toBeLessThanOrEqual(8)
  await picker.locator('fieldset:not([hidden])').getByRole('radio').last().check()
  await expect(page.getByLabel(/Preferred appointment time/)).toHaveCount(0)
  await page.getByLabel(/I understand that my answers/).check()
  await page.getByRole('button', { name: 'Submit Request' }).click()

  const held = page.getByRole('status').filter({ hasText: 'We are holding' })
  await expect(held).toContainText('We will confirm it with you the way you asked.')
  await expect(page.getByTestId('cancel-by-phone')).toContainText('If you cannot come')
  // The confirmation replaces the form: nothing she typed is left on screen.
  await expect(page.getByRole('button', { name: 'Submit Request' })).toHaveCount(0)
  await expect(page.getByLabel('First Name')).toHaveCount(0)
  await expectAccessible(page, '/intake-form after a text booking')

  // An e-mail booking from the same connection; her link names the day and time before she cancels.
  const email = `rosa.${Date.now()}@example.org`
  // A time nobody holds (the text booking above took one, other tests of the run others).
  const free = await freeTimes(page.request)
  const start = free.at(-1 - Math.floor(Math.random() * Math.min(20, free.length)))!.start
  const booked = await page.request.post('/api/intake', {
    headers: { 'x-forwarded-for': address, 'sec-fetch-site': 'same-origin' },
    data: { firstName: 'Rosa', email, phone: `629-${String(Date.now()).slice(-7)}`, preferredContact: 'email', privacyConsent: true, appointmentStart: start },
  })
  expect(booked.status()).toBe(201)
  const [mail] = await waitForMail({ to: email })
  const link = /https?:\/\/\S+(\/v\/[\w-]+)/.exec(mail.text)![1]
  await visit(page, link)
  const dayText = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(start))
  const time = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' }).format(new Date(start))
  await expect(page.getByTestId('visit-when')).toContainText(`${dayText}, ${time}`)
  await expect(page.getByTestId('quick-exit')).toBeVisible()
  await expect(page.locator('body')).not.toContainText(/Bloom|boutique/i)
  await waitForHydration(page)
  await page.getByRole('button', { name: `Cancel my appointment on ${dayText} at ${time}` }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your appointment is cancelled.' })).toBeVisible()
})
