import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/access/roles'

import { call } from '../../support/api'
import { validContact, validDrive, validIntake } from '../../support/forms'
import { markedName } from '../../support/markers'
import { staffUser, testPayload } from '../../support/payload'
import { ALL_ROLES, type StaffAccount, staffOfEveryRole } from '../../support/staff'

/** Issue 20: the staff inbox. Intake requests as cases; messages and drive inquiries with unread marks. */

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
afterAll(() => pool.end())

let staff: Record<Role, StaffAccount>
beforeAll(async () => {
  staff = await staffOfEveryRole('inbox')
})

type History = { from: string | null; to: string; at: string; by: string | null; reason: string | null; appointmentAt: string | null }
type Case = {
  id: number
  status: string
  appointmentAt: string | null
  closeReason: string | null
  history: History[]
  notes: { body: string; author: string | null; date: string }[]
  answers: { label: string; value: string }[]
  reminder: string | null
  next: string[]
}

/** A request as the public form stores it (answers sealed), straight from the Local API. */
async function newRequest(overrides: Record<string, unknown> = {}) {
  const payload = await testPayload()
  const doc = await payload.create({ collection: 'intake-requests', data: validIntake(overrides) as never, depth: 0 })
  return doc.id
}

async function stored(id: number) {
  const { rows } = await pool.query<{ status: string; appointment_at: Date | null; close_reason: string | null; answers_ciphertext: string; history: number }>(
    `SELECT status, appointment_at, close_reason, answers_ciphertext,
            (SELECT count(*)::int FROM intake_requests_status_history h WHERE h._parent_id = r.id) AS history
     FROM intake_requests r WHERE id = $1`,
    [id],
  )
  return rows[0]!
}

function move(id: number, body: Record<string, unknown>, account = staff.intake) {
  return call<Case & { message?: string }>(`/api/inbox/intake-requests/${id}/status`, { body, cookie: account.cookie })
}

/** Moves the case with `body`, which the inbox must refuse with `status` and the message `message` (exactly, or matching a pattern). */
async function expectRefused(id: number, body: Record<string, unknown>, status: number, message: string | RegExp) {
  const answer = await move(id, body)
  expect(answer.status).toBe(status)
  expect(answer.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message))
}

const nextYear = new Date().getUTCFullYear() + 1

describe('an intake request as a case', () => {
  it('refuses an impossible transition with 409 and changes nothing, through the inbox and through /api/cms', async () => {
    const id = await newRequest()
    const before = await stored(id)
    await expectRefused(id, { status: 'served' }, 409, /cannot become Served/)
    const viaRest = await call(`/api/cms/intake-requests/${id}`, { method: 'PATCH', body: { status: 'served' }, cookie: staff.admin.cookie })
    expect(viaRest.status).toBeGreaterThanOrEqual(400)
    expect(viaRest.status).toBeLessThan(500)
    expect(await stored(id)).toEqual(before)
    expect(before).toMatchObject({ status: 'new', history: 0 })
  })

  it('needs a date to schedule: 400 without one, nothing changes', async () => {
    const id = await newRequest()
    await expectRefused(id, { status: 'scheduled' }, 400, 'Please choose the appointment date and time.')
    const notADate = await move(id, { status: 'scheduled', appointmentAt: 'next Tuesday' })
    expect(notADate.status).toBe(400)
    const viaRest = await call(`/api/cms/intake-requests/${id}`, { method: 'PATCH', body: { status: 'scheduled' }, cookie: staff.intake.cookie })
    expect(viaRest.status).toBe(400)
    expect(await stored(id)).toMatchObject({ status: 'new', appointment_at: null, history: 0 })
  })

  it('guards and records a change made through /api/cms the same way', async () => {
    const id = await newRequest()
    const answer = await call(`/api/cms/intake-requests/${id}`, { method: 'PATCH', body: { status: 'contacted' }, cookie: staff.intake.cookie })
    expect(answer.status).toBe(200)
    const opened = await call<Case>(`/api/inbox/intake-requests/${id}`, { cookie: staff.intake.cookie })
    expect(opened.body.history).toEqual([expect.objectContaining({ from: 'new', to: 'contacted', by: staff.intake.username })])
    // The history itself cannot be written by a client.
    await call(`/api/cms/intake-requests/${id}`, { method: 'PATCH', body: { statusHistory: [] }, cookie: staff.admin.cookie })
    expect((await stored(id)).history).toBe(1)
  })

  it('needs a reason to close before she was served', async () => {
    const id = await newRequest()
    await expectRefused(id, { status: 'closed' }, 400, 'Please choose why the request is closed.')
    const closed = await move(id, { status: 'closed', reason: 'unreachable' })
    expect(closed.status).toBe(200)
    expect(closed.body).toMatchObject({ status: 'closed', closeReason: 'unreachable' })
  })

  it('records who and when for each allowed transition, the appointment on the foundation clock, and reopening to Contacted', async () => {
    const payload = await testPayload()
    expect((await payload.findGlobal({ slug: 'site-settings' })).timeZone).toBe('America/Chicago')
    const id = await newRequest()
    const steps: [Record<string, unknown>, Partial<Case>][] = [
      [{ status: 'contacted' }, { status: 'contacted' }],
      // 10:30 on the boutique's clock in January (CST, UTC-6).
      // A time outside the opening hours is booked by staff only when they say so (outsideHours).
      [{ status: 'scheduled', appointmentAt: `${nextYear}-01-15T10:30`, outsideHours: true }, { status: 'scheduled', appointmentAt: `${nextYear}-01-15T16:30:00.000Z` }],
      [{ status: 'served' }, { status: 'served', appointmentAt: null }],
      [{ status: 'closed' }, { status: 'closed', closeReason: 'completed' }],
      [{ status: 'contacted' }, { status: 'contacted', closeReason: null }],
    ]
    let from = 'new'
    for (const [index, [body, expected]] of steps.entries()) {
      const account = index % 2 === 0 ? staff.intake : staff.admin
      const started = Date.now()
      const answer = await move(id, body, account)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      expect(answer.body).toMatchObject(expected)
      expect(answer.body.history).toHaveLength(index + 1)
      const last = answer.body.history.at(-1)!
      expect(last).toMatchObject({ from, to: body.status, by: account.username })
      expect(new Date(last.at).getTime()).toBeGreaterThanOrEqual(started - 1000)
      expect(new Date(last.at).getTime()).toBeLessThanOrEqual(Date.now() + 1000)
      from = body.status as string
    }
    const history = (await call<Case>(`/api/inbox/intake-requests/${id}`, { cookie: staff.intake.cookie })).body.history
    expect(history.map((h) => h.to)).toEqual(['contacted', 'scheduled', 'served', 'closed', 'contacted'])
    expect(history[1]!.appointmentAt).toBe(`${nextYear}-01-15T16:30:00.000Z`)
    expect(history[3]!.reason).toBe('completed')
  })

  it('lists an upcoming visit under its day, at its time on the foundation clock', async () => {
    const id = await newRequest({ firstName: markedName('Upcoming') })
    expect((await move(id, { status: 'scheduled', appointmentAt: `${nextYear}-02-03T14:15`, outsideHours: true })).status).toBe(200)
    const answer = await call<{ timeZone: string; days: { date: string; appointments: { id: number; time: string; name: string }[] }[] }>(
      '/api/inbox/appointments',
      { cookie: staff.intake.cookie },
    )
    expect(answer.status).toBe(200)
    expect(answer.body.timeZone).toBe('America/Chicago')
    const day = answer.body.days.find((d) => d.date === `${nextYear}-02-03`)
    expect(day?.appointments).toContainEqual(expect.objectContaining({ id, time: '14:15', name: markedName('Upcoming') }))
    const dates = answer.body.days.map((d) => d.date)
    expect([...dates].sort()).toEqual(dates)
    expect((await call('/api/inbox/appointments', { cookie: staff.treasurer.cookie })).status).toBe(403)
  })

  it('keeps staff notes apart from her answers, dated and signed, and shows her contact preference first', async () => {
    const id = await newRequest({ preferredContact: 'text' })
    const note = await call<{ body: string; author: string; date: string }>(`/api/inbox/intake-requests/${id}/notes`, {
      body: { body: 'Left a text; she will call back after 5.' },
      cookie: staff.intake.cookie,
    })
    expect(note.status).toBe(201)
    expect(note.body).toMatchObject({ body: 'Left a text; she will call back after 5.', author: staff.intake.username })
    const opened = await call<Case>(`/api/inbox/intake-requests/${id}`, { cookie: staff.intake.cookie })
    expect(opened.body.notes).toEqual([expect.objectContaining({ body: 'Left a text; she will call back after 5.', author: staff.intake.username })])
    expect(opened.body.reminder).toMatch(/E-mail may not be safe/)
    expect(opened.body.answers.map((a) => a.value)).not.toContain('Left a text; she will call back after 5.')
    // Sealed at rest with the intake key, like her answers.
    const { rows } = await pool.query<{ body: string; encryption_key_id: string | null }>('SELECT body, encryption_key_id FROM case_notes WHERE intake_request_id = $1', [id])
    expect(rows).toHaveLength(1)
    expect(rows[0]!.body).not.toContain('Left a text')
    expect(rows[0]!.encryption_key_id).toBeTruthy()
    // Empty optional answers are left out.
    expect(opened.body.answers.map((a) => a.label)).not.toContain('Last name')
    // Notes are written only through the inbox.
    expect((await call('/api/cms/case-notes', { body: { intakeRequest: id, body: 'forged' }, cookie: staff.admin.cookie })).status).toBe(403)
    expect((await call(`/api/inbox/intake-requests/${id}/notes`, { body: { body: 'x' }, cookie: staff.treasurer.cookie })).status).toBe(403)
  })

  it('never changes what she sent through /api/cms, whatever the role', async () => {
    const id = await newRequest({ firstName: markedName('Kept'), specificNeeds: markedName('Winter coat') })
    const before = await stored(id)
    for (const role of ALL_ROLES) {
      const answer = await call(`/api/cms/intake-requests/${id}`, {
        method: 'PATCH',
        body: { firstName: 'Changed', specificNeeds: 'Changed', clothingSizes: { topSize: 'XS' }, privacyConsent: false },
        cookie: staff[role].cookie,
      })
      expect([200, 400, 403], role).toContain(answer.status)
    }
    expect((await stored(id)).answers_ciphertext).toBe(before.answers_ciphertext)
    const payload = await testPayload()
    const doc = await payload.findByID({ collection: 'intake-requests', id, user: await staffUser(), overrideAccess: false, depth: 0 })
    expect(doc).toMatchObject({ firstName: markedName('Kept'), specificNeeds: markedName('Winter coat'), privacyConsent: true })
    expect(doc.clothingSizes?.topSize).toBe('M')
  })

  it('never changes what a sender wrote in a message or a drive inquiry through /api/cms', async () => {
    const payload = await testPayload()
    const message = await payload.create({ collection: 'contact-messages', data: validContact() as never, depth: 0 })
    const drive = await payload.create({ collection: 'drive-inquiries', data: validDrive() as never, depth: 0 })
    for (const role of ALL_ROLES) {
      await call(`/api/cms/contact-messages/${message.id}`, { method: 'PATCH', body: { message: 'Changed', email: 'x@example.org' }, cookie: staff[role].cookie })
      await call(`/api/cms/drive-inquiries/${drive.id}`, { method: 'PATCH', body: { location: 'Changed', firstName: 'Changed' }, cookie: staff[role].cookie })
    }
    expect(await payload.findByID({ collection: 'contact-messages', id: message.id, depth: 0 })).toMatchObject({ message: message.message, email: message.email })
    expect(await payload.findByID({ collection: 'drive-inquiries', id: drive.id, depth: 0 })).toMatchObject({ location: drive.location, firstName: drive.firstName })
  })
})

type Message = { id: number; title: string; status: string; unread: boolean; readBy: string | null; replyLink: string; fields: { label: string; value: string }[] }
type Counts = { intakeRequests?: { new: number }; contactMessages?: { new: number; unread: number }; driveInquiries?: { new: number; unread: number } }

async function counts(account = staff.intake) {
  const answer = await call<Counts>('/api/inbox/counts', { cookie: account.cookie })
  expect(answer.status).toBe(200)
  return answer.body
}

describe('contact messages and drive inquiries', () => {
  it('are unread until a staff member opens one, then counted as read', async () => {
    const payload = await testPayload()
    const sent = validContact({ subject: 'bloom-boutique' })
    const message = await payload.create({ collection: 'contact-messages', data: sent as never, depth: 0 })
    const before = await counts()
    const listed = await call<{ messages: Message[] }>('/api/inbox/contact-messages', { cookie: staff.intake.cookie })
    expect(listed.body.messages.find((m) => m.id === message.id)).toMatchObject({ unread: true, status: 'new', title: `${sent.firstName} ${sent.lastName} — Bloom Boutique` })

    const opened = await call<Message>(`/api/inbox/contact-messages/${message.id}`, { cookie: staff.intake.cookie })
    expect(opened.status).toBe(200)
    expect(opened.body).toMatchObject({ unread: false, readBy: staff.intake.username })
    const after = await counts()
    expect(after.contactMessages!.unread).toBe(before.contactMessages!.unread - 1)
    expect(after.contactMessages!.new).toBe(before.contactMessages!.new)
    const relisted = await call<{ messages: Message[] }>('/api/inbox/contact-messages', { cookie: staff.intake.cookie })
    expect(relisted.body.messages.find((m) => m.id === message.id)?.unread).toBe(false)
  })

  it('counts as opened when a staff member opens it in the admin editor too, and not when listed', async () => {
    const payload = await testPayload()
    const drive = await payload.create({ collection: 'drive-inquiries', data: validDrive() as never, depth: 0 })
    const listed = await call('/api/cms/drive-inquiries?depth=0&limit=100', { cookie: staff.intake.cookie })
    expect(listed.status).toBe(200)
    expect((await payload.findByID({ collection: 'drive-inquiries', id: drive.id, depth: 0 })).readAt ?? null).toBeNull()
    const editor = await call(`/admin/collections/drive-inquiries/${drive.id}`, { cookie: staff.intake.cookie })
    expect(editor.status).toBe(200)
    expect(await payload.findByID({ collection: 'drive-inquiries', id: drive.id, depth: 0 })).toMatchObject({ readBy: staff.intake.username })
  })

  it('offers a reply link addressed to the sender with the subject quoted', async () => {
    const payload = await testPayload()
    const sent = validContact({ subject: 'products' })
    const message = await payload.create({ collection: 'contact-messages', data: sent as never, depth: 0 })
    const opened = await call<Message>(`/api/inbox/contact-messages/${message.id}`, { cookie: staff.admin.cookie })
    const link = new URL(opened.body.replyLink)
    expect(link.protocol).toBe('mailto:')
    expect(decodeURIComponent(link.pathname)).toBe(sent.email)
    expect(link.searchParams.get('subject')).toBe('Re: Products & Orders')
    expect(opened.body.replyLink).toContain('subject=Re%3A%20Products%20%26%20Orders')
  })

  it('moves New → Replied → Closed with who and when, and refuses other moves', async () => {
    const payload = await testPayload()
    const message = await payload.create({ collection: 'contact-messages', data: validContact() as never, depth: 0 })
    const path = `/api/inbox/contact-messages/${message.id}/status`
    const replied = await call<Message & { statusChangedBy: string }>(path, { body: { status: 'replied' }, cookie: staff.intake.cookie })
    expect(replied.status).toBe(200)
    expect(replied.body).toMatchObject({ status: 'replied', statusChangedBy: staff.intake.username })
    expect((await call(path, { body: { status: 'new' }, cookie: staff.intake.cookie })).status).toBe(409)
    expect((await call(path, { body: { status: 'closed' }, cookie: staff.intake.cookie })).body).toMatchObject({ status: 'closed' })
  })

  it('titles a drive inquiry by sender and drive, leaves empty optional fields out, and takes notes', async () => {
    const payload = await testPayload()
    const sent = validDrive({ phone: '', timeframe: '', additionalInfo: '' })
    const drive = await payload.create({ collection: 'drive-inquiries', data: sent as never, depth: 0 })
    const opened = await call<Message>(`/api/inbox/drive-inquiries/${drive.id}`, { cookie: staff.intake.cookie })
    expect(opened.body.title).toBe(`${sent.firstName} ${sent.lastName} — Clothing Drive inquiry (Grace Church)`)
    const labels = opened.body.fields.map((f) => f.label)
    expect(labels).toEqual(expect.arrayContaining(['From', 'E-mail', 'Organization', 'Location', 'Expected items']))
    for (const empty of ['Phone', 'Timeframe', 'Anything else']) expect(labels).not.toContain(empty)
    expect(JSON.stringify(opened.body)).not.toContain('No Organization Name')
    const note = await call(`/api/inbox/drive-inquiries/${drive.id}/notes`, { body: { body: 'Called; drop-off on the 12th.' }, cookie: staff.intake.cookie })
    expect(note.status).toBe(201)
    const reopened = await call<{ notes: { body: string }[] }>(`/api/inbox/drive-inquiries/${drive.id}`, { cookie: staff.intake.cookie })
    expect(reopened.body.notes.map((n) => n.body)).toEqual(['Called; drop-off on the 12th.'])
  })

  it('gives each role only the counts it may see', async () => {
    const intake = await counts(staff.intake)
    expect(Object.keys(intake).sort()).toEqual(['contactMessages', 'driveInquiries', 'intakeRequests'])
    expect(await counts(staff.treasurer)).toEqual({})
    expect(await counts(staff.editor)).toEqual({})
    expect((await call('/api/inbox/counts')).status).toBe(401)
    expect((await call('/api/inbox/contact-messages', { cookie: staff.editor.cookie })).status).toBe(403)
  })
})
