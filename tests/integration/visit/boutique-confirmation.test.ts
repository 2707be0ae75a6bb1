import { beforeAll, describe, expect, it } from 'vitest'

import { call } from '../../support/api'
import { hourlyVisits, putHours, type Slot, slotsNobodyBooked } from '../../support/boutique'
import { uniqueAddress, validIntake } from '../../support/forms'
import { sentMail, waitForMail } from '../../support/mail'
import { PERSONAL_MARKER } from '../../support/markers'
import { sendMorningVisits } from '@/server/boutique/daily'

import { intakeRequestsByEmail, testPayload } from '../../support/payload'
import { type StaffAccount, staffAccount } from '../../support/staff'

/** Issues 31, 41: she hears back only the way she chose; her link; the staff calendar feed. */

type TodayItem = { key: string; count: number }

let intake: StaffAccount
let slots: Slot[]

const todayCount = async (key: string) =>
  (await call<{ items: TodayItem[] }>('/api/staff/today', { cookie: intake.cookie })).body.items.find((item) => item.key === key)?.count

async function book(overrides: Record<string, unknown>) {
  const body = validIntake(overrides)
  const answer = await call<{ message: string; appointment: Slot & { timeZone: string } }>('/api/intake', { body, headers: { 'x-forwarded-for': uniqueAddress() } })
  expect(answer.status).toBe(201)
  return { email: body.email as string, firstName: body.firstName as string, answer: answer.body }
}

beforeAll(async () => {
  intake = await staffAccount('intake', 'confirm')
  // Every weekday, so this file has times to spare whatever day it runs.
  await putHours(intake.cookie, hourlyVisits([1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '13:00', end: '16:00' }))))
  slots = await slotsNobodyBooked()
  expect(slots.length).toBeGreaterThanOrEqual(6)
})

describe('the confirmation she asked for', () => {
  let cancelToken = ''
  let emailSlot: Slot

  it('e-mails one message with a calendar entry holding only "Appointment" and the time, when she chose e-mail', async () => {
    emailSlot = slots[0]
    const her = await book({ appointmentStart: emailSlot.start, preferredContact: 'email' })
    expect(her.answer.appointment).toMatchObject({ start: emailSlot.start, end: emailSlot.end, timeZone: 'America/Chicago' })
    const [mail] = await waitForMail({ to: her.email })
    expect(await sentMail({ to: her.email })).toHaveLength(1)
    expect(mail.subject).not.toMatch(/boutique|intake|clothing|shelter|crisis|abuse/i)
    expect(mail.text).not.toContain(PERSONAL_MARKER)
    const attachment = mail.attachments.find((file) => file.filename.endsWith('.ics'))!
    expect(attachment.contentType).toContain('text/calendar')
    const ics = { content: Buffer.from(attachment.content, 'base64').toString('utf8') }
    expect(ics.content).toContain('SUMMARY:Appointment\r\n')
    const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace('.000', '')
    expect(ics.content).toContain(`DTSTART:${stamp(emailSlot.start)}`)
    expect(ics.content).toContain(`DTEND:${stamp(emailSlot.end)}`)
    expect(ics.content).not.toMatch(/LOCATION|DESCRIPTION|ATTENDEE|ORGANIZER/)
    expect(ics.content).not.toContain(PERSONAL_MARKER)
    cancelToken = /\/v\/([\w-]+)/.exec(mail.text)?.[1] ?? ''
    expect(cancelToken).not.toBe('')
    const [request] = await intakeRequestsByEmail(her.email)
    // Held for her to confirm with the link (issue 41).
    expect(request).toMatchObject({ status: 'held', confirmBy: null })
  })

  it('sends no e-mail when she chose text, and Today asks staff to confirm by text', async () => {
    const before = await todayCount('confirm-text')
    const her = await book({ appointmentStart: slots[1].start, preferredContact: 'text' })
    // The confirmation is sent before the booking answers: none went to her.
    expect(await sentMail({ to: her.email })).toHaveLength(0)
    expect(await todayCount('confirm-text')).toBe(before! + 1)
    const [request] = await intakeRequestsByEmail(her.email)
    expect(request).toMatchObject({ status: 'held', confirmBy: 'text' })
    // Once staff confirmed it, it is Scheduled and leaves Today.
    const confirmed = await call<{ status: string }>(`/api/inbox/intake-requests/${request.id}/appointment`, { body: { action: 'confirmed' }, cookie: intake.cookie })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.status).toBe('scheduled')
    expect(await todayCount('confirm-text')).toBe(before)
  })

  it('frees the time with her link once; the same link again answers 410', async () => {
    const first = await call('/api/visit/cancel', { body: { token: cancelToken } })
    expect(first.status).toBe(200)
    const again = await call('/api/visit/cancel', { body: { token: cancelToken } })
    expect(again.status).toBe(410)
    expect((await call('/api/visit/cancel', { body: { token: 'x'.repeat(43) } })).status).toBe(404)
    // The time is someone else's to book.
    await book({ appointmentStart: emailSlot.start, preferredContact: 'phone' })
  })
})

describe('the staff calendar feed', () => {
  it('lists a visit as "Boutique visit — case #N" without her name; a revoked URL answers 404', async () => {
    const her = await book({ appointmentStart: slots[2].start, preferredContact: 'phone' })
    const [request] = await intakeRequestsByEmail(her.email)
    expect((await call('/api/boutique/feed', { method: 'POST' })).status).toBe(401)
    const made = await call<{ url: string }>('/api/boutique/feed', { method: 'POST', cookie: intake.cookie })
    expect(made.status).toBe(201)
    const url = made.body.url
    const feed = await call<string>(url)
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toContain('text/calendar')
    expect(feed.body).toContain(`SUMMARY:Boutique visit — case #${request.id}\r\n`)
    expect(feed.body).not.toContain(PERSONAL_MARKER)
    expect(feed.body).not.toContain(her.email)

    // A new URL replaces the old; revoking ends the new one.
    const renewed = await call<{ url: string }>('/api/boutique/feed', { method: 'POST', cookie: intake.cookie })
    expect((await call(url)).status).toBe(404)
    expect((await call(renewed.body.url)).status).toBe(200)
    expect((await call('/api/boutique/feed', { method: 'DELETE', cookie: intake.cookie })).status).toBe(200)
    expect((await call(renewed.body.url)).status).toBe(404)
  })

  it('staff reschedule and cancel with a reason, each in the case history', async () => {
    const her = await book({ appointmentStart: slots[3]?.start ?? slots[0].start, preferredContact: 'phone' })
    const [request] = await intakeRequestsByEmail(her.email)
    // A time nobody in this file booked.
    const free = slots[4]
    const moved = await call<{ appointmentAt: string; history: { reason: string | null }[] }>(`/api/inbox/intake-requests/${request.id}/appointment`, {
      body: { action: 'reschedule', start: free.start, reason: 'She asked for an earlier time' },
      cookie: intake.cookie,
    })
    expect(moved.status).toBe(200)
    expect(Date.parse(moved.body.appointmentAt)).toBe(Date.parse(free.start))
    expect(moved.body.history.at(-1)?.reason).toBe('She asked for an earlier time')
    const noReason = await call(`/api/inbox/intake-requests/${request.id}/appointment`, { body: { action: 'cancel', reason: '' }, cookie: intake.cookie })
    expect(noReason.status).toBe(400)
    const cancelled = await call<{ status: string; appointmentAt: string | null; history: { reason: string | null }[] }>(`/api/inbox/intake-requests/${request.id}/appointment`, {
      body: { action: 'cancel', reason: 'Boutique closed for repairs' },
      cookie: intake.cookie,
    })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ status: 'contacted', appointmentAt: null })
    expect(cancelled.body.history.at(-1)?.reason).toBe('Visit cancelled: Boutique closed for repairs')
    // The time is free again.
    await book({ appointmentStart: free.start, preferredContact: 'phone' })
  })
})

describe("the intake staff's morning e-mail", () => {
  it("at 7:00 on the foundation's clock says how many visits the day holds, never who", async () => {
    const her = await book({ appointmentStart: slots.at(-1)!.start, preferredContact: 'text' })
    const day = slots.at(-1)!.start.slice(0, 10)
    const offset = slots.at(-1)!.start.slice(19)
    const visitsThatDay = (await call<{ days: { date: string; appointments: unknown[] }[] }>('/api/inbox/appointments', { cookie: intake.cookie })).body.days.find(
      (d) => d.date === day,
    )!.appointments.length
    const payload = await testPayload()
    expect(await sendMorningVisits(payload, new Date(`${day}T06:30:00${offset}`))).toBe(false)
    const before = (await sentMail({ subject: "Today's boutique visits" })).length
    expect(await sendMorningVisits(payload, new Date(`${day}T07:05:00${offset}`))).toBe(true)
    const mail = (await waitForMail({ subject: "Today's boutique visits", count: before + 1 })).at(-1)!
    expect(mail.to).toContain('admin@bloomhope.test')
    expect(mail.text).toContain(visitsThatDay === 1 ? '1 boutique visit is booked for today' : `${visitsThatDay} boutique visits are booked for today`)
    expect(mail.text).not.toContain(PERSONAL_MARKER)
    expect(mail.text).not.toContain(her.email)
  })
})
