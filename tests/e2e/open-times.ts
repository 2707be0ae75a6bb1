import type { APIRequestContext } from '@playwright/test'

import { withDatabase } from './database'
import { expect } from './fixtures'

/** Payload takes a staff session's write only from the site's own pages. */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

/**
 * Opens visits every day, one woman an hour from `from` to 17:00, so the intake form offers
 * times whatever day the suite runs. `staff` is signed in as an admin or intake coordinator.
 */
export async function openEveryDay(staff: APIRequestContext, { from = '09:00' }: { from?: string } = {}) {
  const put = await staff.put('/api/boutique/hours', {
    headers: SAME_ORIGIN,
    data: {
      visitMinutes: 60,
      capacity: 1,
      horizonDays: 21,
      noticeHours: 24,
      weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: from, end: '17:00' })),
      closedDates: [],
      // Files of one run book many visits within the same hour: the burst rule is not what these test.
      onlineBookingsPerHour: 1000,
    },
  })
  expect(put.status()).toBe(200)
}

/** The times the intake form lists now, booked or not (issue 41). */
export async function listedTimes(api: APIRequestContext) {
  const answer = await api.get('/api/boutique/slots', { headers: SAME_ORIGIN })
  return ((await answer.json()) as { slots: { start: string }[] }).slots
}

/**
 * The listed times no request of the run holds yet. The list shows every time the hours offer,
 * booked or not (so nobody can read the calendar from it), and with one woman an hour a time
 * another test booked answers 409: a test that books by the API takes one of these.
 */
export async function freeTimes(api: APIRequestContext) {
  const held = await withDatabase(async (db) => {
    const { rows } = await db.query<{ at: Date }>('SELECT appointment_at AS at FROM intake_requests WHERE appointment_at IS NOT NULL')
    return new Set(rows.map((row) => row.at.getTime()))
  })
  return (await listedTimes(api)).filter((slot) => !held.has(Date.parse(slot.start)))
}
