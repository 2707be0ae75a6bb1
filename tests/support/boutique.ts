import { expect } from 'vitest'

import { call } from './api'
import { uniqueAddress } from './forms'
import { testPayload } from './payload'

/** Boutique booking helpers (issue 31): set the open times, read the open times, book one. */

export type Hours = {
  visitMinutes: number
  capacity: number
  horizonDays: number
  noticeHours: number
  weekly: { weekday: number; start: string; end: string }[]
  closedDates: string[]
  confirmWithinMinutes?: number
  onlineBookingsPerHour?: number
}

export type Slot = { start: string; end: string }

/** Open times for one-hour visits, one visitor at a time, on the `weekly` days: bookable up to three weeks ahead with a day's notice. */
export function hourlyVisits(weekly: Hours['weekly'], more: Partial<Hours> = {}): Hours {
  return { visitMinutes: 60, capacity: 1, horizonDays: 21, noticeHours: 24, weekly, closedDates: [], ...more }
}

/**
 * Sets the open times. Unless a test says otherwise the hourly limit of online bookings is set
 * out of reach: files of one run book within the same hour, and only the burst test is about it.
 */
export async function putHours(cookie: string, hours: Hours) {
  const answer = await call<Hours & { timeZone: string; outsideHours: { caseId: number; start: string }[] }>('/api/boutique/hours', {
    method: 'PUT',
    body: { onlineBookingsPerHour: 1000, ...hours },
    cookie,
  })
  expect(answer.status).toBe(200)
  return answer.body
}

export async function openSlots(address: string, query = '') {
  const answer = await call<{ timeZone: string; slots: Slot[] }>(`/api/boutique/slots${query}`, { headers: { 'x-forwarded-for': address } })
  expect(answer.status).toBe(200)
  expect(answer.headers.get('cache-control')).toContain('no-store')
  return answer.body
}

/**
 * The listed times no case holds yet. The list shows every time in the hours, booked or not (a
 * watcher learns nothing from it), and a run's files share one database: a file that books leaves
 * out the times other files booked by reading the cases themselves.
 */
export async function slotsNobodyBooked(): Promise<Slot[]> {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'intake-requests', where: { appointmentAt: { exists: true } }, pagination: false, depth: 0, overrideAccess: true })
  const taken = new Set(docs.map((doc) => Date.parse(doc.appointmentAt!)))
  return (await openSlots(uniqueAddress())).slots.filter((slot) => !taken.has(Date.parse(slot.start)))
}

const ZONE = 'America/Chicago'

/** "YYYY-MM-DD" of an instant on Chicago's clock (computed here with Intl, not with the app's code). */
export function chicagoDate(ms: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms))
}

/** The instant of a wall time in Chicago: of UTC−5 and UTC−6, the one whose Chicago clock reads it. */
export function chicagoInstant(date: string, clock: string) {
  for (const offset of [5, 6]) {
    const ms = Date.parse(`${date}T${clock}:00Z`) + offset * 3_600_000
    const reads = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(ms))
    if (chicagoDate(ms) === date && reads === clock) return ms
  }
  throw new Error(`no such time ${date} ${clock} in Chicago`)
}

export function nextDays(fromMs: number, count: number) {
  const first = chicagoDate(fromMs)
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(`${first}T12:00:00Z`)
    day.setUTCDate(day.getUTCDate() + i)
    return day.toISOString().slice(0, 10)
  })
}

export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay()
