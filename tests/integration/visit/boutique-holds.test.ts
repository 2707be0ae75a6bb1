import { beforeAll, describe, expect, it } from 'vitest'

import { BASE_URL, call } from '../../support/api'
import { type Hours, hourlyVisits, putHours, type Slot, slotsNobodyBooked } from '../../support/boutique'
import { uniqueAddress, validIntake } from '../../support/forms'
import { type SentMail, sentMail, waitForMail } from '../../support/mail'
import { PERSONAL_MARKER } from '../../support/markers'
import { intakeRequestsByEmail, testPayload } from '../../support/payload'
import { type StaffAccount, staffAccount } from '../../support/staff'
import { databasePool } from '@/lib/db'
import { releaseLapsedHolds } from '@/server/boutique/booking'

/**
 * Issue 41: her visit stays hers. A booking is held until she confirms it in her channel; one
 * person holds one upcoming visit and a second booking reads like a first; the list of times
 * cannot be watched; a burst is caught; her mail names nothing; staff moves keep the guarantees.
 */

type BookAnswer = { message: string; appointment?: Slot & { timeZone: string; confirm: string }; nearest?: Slot[] }
type Case = { id: number; status: string; appointmentAt: string | null; cancelledByHer: boolean; history: { reason: string | null }[] }

const FORBIDDEN = /boutique|clothing|crisis|shelter|abuse|bloom|hope foundation|foundation/i
const SENDER = 'appointments@mail.example.net'
const HOLD_MESSAGE = /^We are holding [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \(Central Time\) for you\. Open the link we sent to confirm it within 2 hours\.$/

let intake: StaffAccount
let treasurer: StaffAccount
let free: Slot[]
/** Each test takes its own times from the list, so none depends on another's bookings. */
const nextFree = () => free.shift()!

async function book(overrides: Record<string, unknown>, address = uniqueAddress()) {
  const body = validIntake(overrides)
  const answer = await call<BookAnswer>('/api/intake', { body, headers: { 'x-forwarded-for': address } })
  return { ...answer, email: body.email as string }
}

const linkIn = (mail: SentMail) => /https?:\/\/\S+\/v\/([\w-]+)/.exec(mail.text)
const tokenIn = (mail: SentMail) => linkIn(mail)?.[1] ?? ''
const caseOf = async (id: number) => (await call<Case>(`/api/inbox/intake-requests/${id}`, { cookie: intake.cookie })).body

beforeAll(async () => {
  intake = await staffAccount('intake', 'holds')
  treasurer = await staffAccount('treasurer', 'holds')
  // Every day 8:00–18:00: plenty of times, whatever day the suite runs.
  const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '18:00' }))
  await putHours(intake.cookie, hourlyVisits(everyDay, { confirmWithinMinutes: 120 }))
  const payload = await testPayload()
  await payload.updateGlobal({ slug: 'site-settings', data: { appointmentSenderName: 'Appointments', appointmentSenderAddress: SENDER }, depth: 0, overrideAccess: true })
  free = await slotsNobodyBooked()
  expect(free.length).toBeGreaterThanOrEqual(30)
})

describe('a booking held until she confirms it by e-mail', () => {
  it('holds the time, sends one e-mail from the discreet sender naming nothing, and confirms only when she presses Confirm', async () => {
    const slot = nextFree()
    const her = await book({ appointmentStart: slot.start, preferredContact: 'email' })
    expect(her.status).toBe(201)
    expect(her.body.message).toMatch(HOLD_MESSAGE)
    expect(her.body.appointment).toMatchObject({ start: slot.start, end: slot.end, timeZone: 'America/Chicago', confirm: 'email' })
    const [request] = await intakeRequestsByEmail(her.email)
    expect(request).toMatchObject({ status: 'held' })
    expect(Date.parse(request.appointmentAt!)).toBe(Date.parse(slot.start))

    // The time is held: someone else cannot take it.
    const other = await book({ appointmentStart: slot.start, preferredContact: 'phone' })
    expect(other.status).toBe(409)
    expect(other.body.message).toBe('That time was just taken. Please choose another.')
    expect(other.body.nearest!.length).toBeGreaterThan(0)
    expect(other.body.nearest!.map((s) => s.start)).not.toContain(slot.start)

    const [mail] = await waitForMail({ to: her.email })
    expect(await sentMail({ to: her.email })).toHaveLength(1)
    expect(mail.from).toContain('Appointments')
    expect(mail.from).toContain(SENDER)
    expect(mail.subject).not.toMatch(FORBIDDEN)
    expect(mail.text).not.toMatch(FORBIDDEN)
    expect(mail.text).not.toContain(PERSONAL_MARKER)
    for (const url of mail.text.match(/https?:\/\/\S+/g)!) expect(new URL(url).pathname).not.toMatch(FORBIDDEN)
    const ics = Buffer.from(mail.attachments.find((file) => file.filename.endsWith('.ics'))!.content, 'base64').toString('utf8')
    expect(ics).not.toMatch(FORBIDDEN)
    expect(ics).not.toMatch(/LOCATION|DESCRIPTION|ATTENDEE|ORGANIZER/)
    expect(ics).toContain(`DTSTART:${new Date(slot.start).toISOString().replace(/[-:]/g, '').replace('.000', '')}`)

    // Opening the link (a GET, as a mail scanner does) shows the time and changes nothing.
    const token = tokenIn(mail)
    const page = await call<string>(`/v/${token}`)
    expect(page.status).toBe(200)
    expect(page.body).toContain('Central Time')
    expect(page.body).not.toMatch(/Bloom|boutique/i)
    expect((await intakeRequestsByEmail(her.email))[0].status).toBe('held')

    const confirmed = await call('/api/visit/confirm', { body: { token } })
    expect(confirmed.status).toBe(200)
    expect((await intakeRequestsByEmail(her.email))[0]).toMatchObject({ status: 'scheduled' })
    expect((await call(`/api/visit/confirm`, { body: { token } })).status).toBe(200)
    expect((await call('/api/visit/confirm', { body: { token: 'x'.repeat(43) } })).status).toBe(404)
    expect((await call('/api/visit/confirm', { body: { token: 42 } })).status).toBe(400)
  })

  it('releases a hold she did not confirm in time: the time is bookable again, her answers stay as a case', async () => {
    const slot = nextFree()
    const her = await book({ appointmentStart: slot.start, preferredContact: 'email' })
    expect(her.status).toBe(201)
    const token = tokenIn((await waitForMail({ to: her.email }))[0])
    const payload = await testPayload()
    // One minute short of the 120 nothing lapses; past them it does.
    await releaseLapsedHolds(payload, new Date(Date.now() + 119 * 60_000))
    expect((await intakeRequestsByEmail(her.email))[0].status).toBe('held')
    await releaseLapsedHolds(payload, new Date(Date.now() + 121 * 60_000))
    const [kept] = await intakeRequestsByEmail(her.email)
    expect(kept).toMatchObject({ status: 'new', appointmentAt: null, firstName: expect.stringContaining(PERSONAL_MARKER) })
    expect(kept.specificNeeds).toContain(PERSONAL_MARKER)
    expect((await call('/api/visit/confirm', { body: { token } })).status).toBe(410)

    const next = await book({ appointmentStart: slot.start, preferredContact: 'phone' })
    expect(next.status).toBe(201)
    expect((await intakeRequestsByEmail(next.email))[0]).toMatchObject({ status: 'held', confirmBy: 'phone' })
  })
})

describe('one person, one upcoming visit', () => {
  it('answers a second booking exactly like a first, takes no time for it, and tells only her, by e-mail', async () => {
    const [first, second] = [nextFree(), nextFree()]
    const before = await book({ appointmentStart: first.start, preferredContact: 'email' })
    expect(before.status).toBe(201)
    // The same woman, her address typed differently, from another connection.
    const again = await book({ appointmentStart: second.start, preferredContact: 'email', email: `  ${before.email.toUpperCase()} ` })
    expect(again.status).toBe(before.status)
    const shape = (value: unknown): unknown =>
      value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)])) : typeof value
    expect(shape(again.body)).toEqual(shape(before.body))
    expect(again.body.message).toMatch(HOLD_MESSAGE)
    expect(again.body.appointment).toMatchObject({ start: second.start, confirm: 'email' })
    expect(JSON.stringify(again.body)).not.toContain(first.start)

    // The second time was not taken: anyone else books it.
    const stranger = await book({ appointmentStart: second.start, preferredContact: 'email' })
    expect(stranger.status).toBe(201)
    expect((await intakeRequestsByEmail(stranger.email))[0]).toMatchObject({ status: 'held' })

    const mails = await waitForMail({ to: before.email, count: 2 })
    const told = mails.find((mail) => mail.text.includes('You already have an appointment on'))!
    expect(told).toBeDefined()
    expect(told.text).not.toMatch(FORBIDDEN)
    // Her answers are kept as a case without a time.
    const cases = await intakeRequestsByEmail(before.email)
    expect(cases.map((doc) => doc.status).sort()).toEqual(['held', 'new'])
  })

  it('recognises her by her phone number too, whatever its punctuation', async () => {
    const [first, second] = [nextFree(), nextFree()]
    const one = await book({ appointmentStart: first.start, preferredContact: 'text', phone: '(615) 555-0199' })
    const two = await book({ appointmentStart: second.start, preferredContact: 'text', phone: '+1 615.555.0199' })
    expect([one.status, two.status]).toEqual([201, 201])
    for (const answer of [one, two]) expect(answer.body.message).toMatch(/^We are holding .+ \(Central Time\) for you\. We will confirm it with you the way you asked\.$/)
    expect(Object.keys(two.body.appointment!)).toEqual(Object.keys(one.body.appointment!))
    expect((await intakeRequestsByEmail(two.email))[0]).toMatchObject({ status: 'new', appointmentAt: null })
  })
})

describe('a calendar no one can watch', () => {
  it('answers GET /api/boutique/slots byte for byte the same before and after a booking', async () => {
    const read = async () => {
      const response = await fetch(`${BASE_URL}/api/boutique/slots`, { headers: { 'x-forwarded-for': uniqueAddress() } })
      expect(response.status).toBe(200)
      return response.text()
    }
    const slot = nextFree()
    const before = await read()
    expect(before).toContain(slot.start)
    expect((await book({ appointmentStart: slot.start, preferredContact: 'phone' })).status).toBe(201)
    expect(await read()).toBe(before)
  })
})

describe('a burst is caught, not absorbed', () => {
  it('past 6 online bookings in an hour alerts intake staff once, holds the 7th for staff, and "release holds" frees them all', async () => {
    const payload = await testPayload()
    // This hour belongs to this test: earlier bookings of the run are made older than an hour.
    await databasePool(payload).query(`UPDATE intake_requests SET created_at = created_at - interval '2 hours' WHERE phone_key IS NOT NULL`)
    await databasePool(payload).query(`DELETE FROM rate_limits WHERE key = 'boutique-bookings:alert'`)
    const hours = (await call<Hours>('/api/boutique/hours', { cookie: intake.cookie })).body
    await putHours(intake.cookie, { ...hours, onlineBookingsPerHour: 6 })
    const alertsBefore = (await sentMail({ subject: 'Many online bookings in the last hour' })).length

    const slots = Array.from({ length: 8 }, () => nextFree())
    const answers = []
    for (const slot of slots) answers.push(await book({ appointmentStart: slot.start, preferredContact: 'email' }))
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201))
    expect(answers.slice(0, 6).map((a) => a.body.appointment!.confirm)).toEqual(Array(6).fill('email'))
    expect(answers.slice(6).map((a) => a.body.appointment!.confirm)).toEqual(['staff', 'staff'])
    expect((await intakeRequestsByEmail(answers[6].email))[0]).toMatchObject({ status: 'held', confirmBy: 'email', holdUntil: null })
    expect(await sentMail({ to: answers[6].email })).toHaveLength(0)

    const alerts = (await waitForMail({ subject: 'Many online bookings in the last hour', count: alertsBefore + 1 })).slice(alertsBefore)
    expect(alerts).toHaveLength(1)
    expect(alerts[0].text).not.toContain(PERSONAL_MARKER)
    for (const answer of answers) expect(alerts[0].text).not.toContain(answer.email)

    const period = { from: slots[0].start, to: new Date(Date.parse(slots.at(-1)!.start) + 1000).toISOString() }
    expect((await call('/api/boutique/holds/release', { body: period })).status).toBe(401)
    expect((await call('/api/boutique/holds/release', { body: period, cookie: treasurer.cookie })).status).toBe(403)
    expect((await call('/api/boutique/holds/release', { body: { from: 'yesterday' }, cookie: intake.cookie })).status).toBe(400)
    expect((await call('/api/boutique/holds/release', { rawBody: '{"from":', cookie: intake.cookie })).status).toBe(400)
    const released = await call<{ released: number }>('/api/boutique/holds/release', { body: period, cookie: intake.cookie })
    expect(released.status).toBe(200)
    expect(released.body.released).toBeGreaterThanOrEqual(8)
    for (const answer of answers) expect((await intakeRequestsByEmail(answer.email))[0]).toMatchObject({ status: 'new', appointmentAt: null })
    const { docs } = await payload.find({ collection: 'audit-log', where: { action: { equals: 'holds-release' } }, sort: '-createdAt', limit: 1, overrideAccess: true })
    expect(docs[0]).toMatchObject({ count: released.body.released, username: intake.username })

    await putHours(intake.cookie, { ...hours, onlineBookingsPerHour: 1000 })
    const again = await book({ appointmentStart: slots[6].start, preferredContact: 'phone' })
    expect(again.status).toBe(201)
  })
})

describe('staff moves keep the same guarantees', () => {
  it('refuses to schedule into a full time (409), and outside the hours without saying so (400)', async () => {
    const slot = nextFree()
    expect((await book({ appointmentStart: slot.start, preferredContact: 'phone' })).status).toBe(201)
    const payload = await testPayload()
    const waiting = await payload.create({ collection: 'intake-requests', data: { firstName: 'Case', email: 'case@example.org', privacyConsent: true, status: 'new', source: 'intake-form' }, depth: 0, overrideAccess: true })
    const full = await call<{ message: string }>(`/api/inbox/intake-requests/${waiting.id}/status`, { body: { status: 'scheduled', appointmentAt: slot.start }, cookie: intake.cookie })
    expect(full.status).toBe(409)
    expect(full.body.message).toBe('That time is full.')

    const night = new Date(Date.parse(slot.start) - 10 * 3_600_000).toISOString() // before 8:00
    const outside = await call(`/api/inbox/intake-requests/${waiting.id}/status`, { body: { status: 'scheduled', appointmentAt: night }, cookie: intake.cookie })
    expect(outside.status).toBe(400)
    expect((await caseOf(waiting.id)).status).toBe('new')
    const allowed = await call<Case>(`/api/inbox/intake-requests/${waiting.id}/status`, { body: { status: 'scheduled', appointmentAt: night, outsideHours: true }, cookie: intake.cookie })
    expect(allowed.status).toBe(200)
    expect(allowed.body.status).toBe('scheduled')
    expect(allowed.body.history.at(-1)?.reason).toMatch(/outside opening hours/i)
  })

  it('after a staff reschedule her old link answers 410, and a new one reaches her by e-mail', async () => {
    const [slot, later] = [nextFree(), nextFree()]
    const her = await book({ appointmentStart: slot.start, preferredContact: 'email' })
    const oldToken = tokenIn((await waitForMail({ to: her.email }))[0])
    const [request] = await intakeRequestsByEmail(her.email)
    const moved = await call(`/api/inbox/intake-requests/${request.id}/appointment`, { body: { action: 'reschedule', start: later.start, reason: 'She asked' }, cookie: intake.cookie })
    expect(moved.status).toBe(200)
    expect((await call('/api/visit/confirm', { body: { token: oldToken } })).status).toBe(410)
    expect((await call('/api/visit/cancel', { body: { token: oldToken } })).status).toBe(410)
    expect((await call<string>(`/v/${oldToken}`)).body).toContain('This link no longer works')

    const mails = await waitForMail({ to: her.email, count: 2 })
    const newToken = tokenIn(mails.find((mail) => tokenIn(mail) !== oldToken)!)
    expect(newToken).not.toBe('')
    expect(mails.at(-1)!.subject).not.toMatch(FORBIDDEN)
    expect((await call<string>(`/v/${newToken}`)).status).toBe(200)
  })

  it('her own cancel frees the time and shows staff "Cancelled by her — follow up" in Today', async () => {
    const slot = nextFree()
    const her = await book({ appointmentStart: slot.start, preferredContact: 'email' })
    const token = tokenIn((await waitForMail({ to: her.email }))[0])
    const today = async () =>
      (await call<{ items: { key: string; count: number }[] }>('/api/staff/today', { cookie: intake.cookie })).body.items.find((item) => item.key === 'cancelled-by-her')?.count ?? 0
    const before = await today()
    expect((await call('/api/visit/cancel', { body: { token } })).status).toBe(200)
    expect((await call('/api/visit/cancel', { body: { token } })).status).toBe(410)
    const [request] = await intakeRequestsByEmail(her.email)
    expect(await caseOf(request.id)).toMatchObject({ status: 'new', appointmentAt: null, cancelledByHer: true })
    expect(await today()).toBe(before + 1)
    expect((await book({ appointmentStart: slot.start, preferredContact: 'phone' })).status).toBe(201)
  })
})
