import { request as newRequest } from '@playwright/test'

import { expect, expectAccessible, test, visit, waitForHydration } from './fixtures'

/** Issue 31: she picks a real time on the intake form, on a phone, with the keyboard alone. */

const baseURL = process.env.APP_URL || 'http://localhost:3000'

/** Every day 9:00–17:00, so the form offers times whatever day the suite runs. */
async function openEveryDay() {
  const admin = await newRequest.newContext({ baseURL, extraHTTPHeaders: { 'sec-fetch-site': 'same-origin' } })
  try {
    expect((await admin.post('/api/login', { data: { username: 'admin', password: 'test-admin-password' } })).status()).toBe(200)
    const put = await admin.put('/api/boutique/hours', {
      data: {
        visitMinutes: 60,
        capacity: 1,
        horizonDays: 21,
        noticeHours: 24,
        weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
        closedDates: [],
      },
    })
    expect(put.status()).toBe(200)
  } finally {
    await admin.dispose()
  }
}

test('at phone width she books a time with the keyboard alone and sees when; nothing goes to another host', async ({ page, baseURL: own }) => {
  await openEveryDay()
  const offSite: string[] = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.host !== new URL(own!).host) offSite.push(req.url())
  })
  await page.setViewportSize({ width: 375, height: 812 })
  await visit(page, '/intake-form')
  await waitForHydration(page)
  const times = page.getByRole('group', { name: 'Choose a time' }).getByRole('radio')
  await expect(times.first()).toBeVisible()
  await expect(page.getByText('America/Chicago')).toBeVisible()
  await expectAccessible(page, '/intake-form with open times')

  const keyboard = page.keyboard
  await page.getByLabel('First Name').focus()
  await keyboard.type('Maya')
  await keyboard.press('Tab') // last name
  await keyboard.press('Tab')
  await keyboard.type('maya.booking@example.org')
  await keyboard.press('Tab')
  await keyboard.type('931-555-0100')

  /** Tabs forward until `isTarget` holds for the focused element; fails after 30 presses. */
  async function tabTo(isTarget: (el: Element) => boolean, what: string) {
    for (let i = 0; i < 30; i++) {
      await keyboard.press('Tab')
      if (await page.evaluate(`(${isTarget.toString()})(document.activeElement)`)) return
    }
    throw new Error(`Tab never reached ${what}`)
  }

  await tabTo((el) => el instanceof HTMLInputElement && el.name === 'appointmentStart', 'the first open time')
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

  const day = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(start))
  const time = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' }).format(new Date(start))
  const booked = page.getByRole('status').filter({ hasText: 'Your visit is booked' })
  await expect(booked).toContainText(day)
  await expect(booked).toContainText(time)
  await expect(booked.getByRole('link', { name: 'How to find the boutique' })).toBeVisible()
  // The time she took is no longer offered.
  await expect(page.locator(`input[name="appointmentStart"][value="${start}"]`)).toHaveCount(0)
  await expectAccessible(page, '/intake-form after booking')
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([0, 0, ''])
  expect(offSite).toEqual([])
})
