import { beforeAll, describe, expect, it } from 'vitest'

import { call } from '../../support/api'
import { chicagoInstant, type Hours, hourlyVisits, nextDays, openSlots, putHours, weekdayOf } from '../../support/boutique'
import { uniqueAddress, validIntake } from '../../support/forms'
import { intakeRequestsByEmail, testPayload } from '../../support/payload'
import { type StaffAccount, staffOfEveryRole } from '../../support/staff'

/** Issue 31: open times set by the coordinator, listed for the form, and no double booking. */

const TAKEN = 'That time was just taken. Please choose another.'
const HOUR = 3_600_000

let staff: Record<'admin' | 'treasurer' | 'intake' | 'editor', StaffAccount>
let hours: Hours
/** Her e-mail, the one of the 20 who got the last place. */
let winner = ''

/** Times already booked by other files' cases (this run's database is shared): still listed, but taken. */
async function bookedTimes() {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'intake-requests', where: { status: { in: ['scheduled', 'held'] } }, pagination: false, depth: 0, overrideAccess: true })
  return new Set(docs.map((doc) => Date.parse(doc.appointmentAt!)))
}

beforeAll(async () => {
  staff = await staffOfEveryRole('slots')
  const tuesdays = nextDays(Date.now(), 23).filter((date) => weekdayOf(date) === 2)
  // The second Tuesday ahead is a holiday.
  hours = hourlyVisits([{ weekday: 2, start: '10:00', end: '12:00' }], { closedDates: [tuesdays[1]] })
  await putHours(staff.intake.cookie, hours)
})

describe('the boutique hours API', () => {
  it('is for intake coordinators and admins: anonymous 401, other roles 403', async () => {
    expect((await call('/api/boutique/hours')).status).toBe(401)
    expect((await call('/api/boutique/hours', { method: 'PUT', body: hours })).status).toBe(401)
    for (const role of ['treasurer', 'editor'] as const) {
      expect((await call('/api/boutique/hours', { cookie: staff[role].cookie })).status).toBe(403)
      expect((await call('/api/boutique/hours', { method: 'PUT', body: hours, cookie: staff[role].cookie })).status).toBe(403)
    }
    const read = await call<Hours & { timeZone: string }>('/api/boutique/hours', { cookie: staff.admin.cookie })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ ...hours, timeZone: 'America/Chicago' })
  })

  it('refuses bad hours with 400 and changes nothing', async () => {
    const bad = await call('/api/boutique/hours', { method: 'PUT', body: { ...hours, weekly: [{ weekday: 9, start: '12:00', end: '10:00' }] }, cookie: staff.intake.cookie })
    expect(bad.status).toBe(400)
    const read = await call<Hours>('/api/boutique/hours', { cookie: staff.intake.cookie })
    expect(read.body.weekly).toEqual(hours.weekly)
  })
})

describe('open times and booking the last place', () => {
  it('lists 10:00 and 11:00 on each Tuesday of the horizon, outside the notice and the closed dates, booked or not', async () => {
    const before = Date.now()
    const listed = await openSlots(uniqueAddress())
    const after = Date.now()
    expect(listed.timeZone).toBe('America/Chicago')
    // A time within a few seconds of the notice's or horizon's edge may fall either way while the request runs.
    const edge = (ms: number) => (ms >= before + 24 * HOUR && ms <= after + 24 * HOUR) || (ms >= before + 21 * 24 * HOUR && ms <= after + 21 * 24 * HOUR)
    const expected = nextDays(before, 23)
      .filter((date) => weekdayOf(date) === 2 && !hours.closedDates.includes(date))
      .flatMap((date) => [chicagoInstant(date, '10:00'), chicagoInstant(date, '11:00')])
      .filter((ms) => ms >= before + 24 * HOUR && ms <= before + 21 * 24 * HOUR && !edge(ms))
    const starts = listed.slots.map((slot) => Date.parse(slot.start)).filter((ms) => !edge(ms))
    expect(starts).toEqual(expected)
    expect(expected.length).toBeGreaterThanOrEqual(2)
    for (const slot of listed.slots) {
      // ISO with Chicago's offset, one hour long.
      expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T(10|11):00:00-0[56]:00$/)
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(HOUR)
    }
    expect(Object.keys(listed)).toEqual(['timeZone', 'slots'])
  })

  it('books the last place of a time exactly once among 20 at the same moment; the list of times does not change', async () => {
    const { slots } = await openSlots(uniqueAddress())
    const booked = await bookedTimes()
    const last = slots.filter((slot) => !booked.has(Date.parse(slot.start))).at(-1)!
    const emails: string[] = []
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => {
        const body = validIntake({ appointmentStart: last.start, preferredContact: 'phone' })
        emails.push(body.email as string)
        return call<{ message: string }>('/api/intake', { body, headers: { 'x-forwarded-for': uniqueAddress() } })
      }),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    const refused = answers.filter((a) => a.status === 409)
    expect(refused).toHaveLength(19)
    // Told at booking, with the nearest times still open (issue 41).
    for (const answer of refused) expect(answer.body).toMatchObject({ message: TAKEN, nearest: expect.any(Array) })

    const stored = (await Promise.all(emails.map((email) => intakeRequestsByEmail(email)))).flat()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ status: 'held', confirmBy: 'phone' })
    winner = stored[0].email!
    expect(Date.parse(stored[0].appointmentAt!)).toBe(Date.parse(last.start))

    const after = await openSlots(uniqueAddress())
    expect(after.slots).toEqual(slots)
  })

  it('refuses a time outside the open times, in the past or inside the notice with 400, storing nothing', async () => {
    const tuesday = nextDays(Date.now(), 23).filter((date) => weekdayOf(date) === 2)[2]
    const times = [
      new Date(chicagoInstant(tuesday, '13:00')).toISOString(), // outside the hours
      new Date(Date.now() - 7 * 24 * HOUR).toISOString(), // in the past
      new Date(Date.now() + 2 * HOUR).toISOString(), // inside the notice
      new Date(chicagoInstant(hours.closedDates[0], '10:00')).toISOString(), // a closed date
    ]
    for (const appointmentStart of times) {
      const body = validIntake({ appointmentStart })
      const answer = await call('/api/intake', { body, headers: { 'x-forwarded-for': uniqueAddress() } })
      expect(answer.status).toBe(400)
      expect(await intakeRequestsByEmail(body.email as string)).toHaveLength(0)
    }
    expect((await call('/api/boutique/slots?from=2026-13-01', { headers: { 'x-forwarded-for': uniqueAddress() } })).status).toBe(400)
  })

  it('keeps a booked visit when the hours change, and lists it as outside them', async () => {
    const booked = (await intakeRequestsByEmail(winner))[0]
    const changed = await putHours(staff.intake.cookie, { ...hours, weekly: [{ weekday: 3, start: '10:00', end: '12:00' }] })
    expect(changed.outsideHours.map((visit) => visit.caseId)).toContain(booked.id)
    const still = (await intakeRequestsByEmail(winner))[0]
    expect(still).toMatchObject({ status: 'held', appointmentAt: booked.appointmentAt })
    await putHours(staff.intake.cookie, hours)
  })
})
