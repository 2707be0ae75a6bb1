import { createHash, randomBytes, randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { NOT_OPEN_MESSAGE, TAKEN_MESSAGE } from '@/domain/boutique/hours'
import { offeredSlot, type Slot } from '@/domain/boutique/slots'
import type { IntakeData } from '@/domain/forms/schemas'
import { sendVisitConfirmation } from '@/email/boutique'
import { runSql, withTransaction } from '@/lib/db'
import { ApiError } from '@/lib/http'

import { readHours } from './hours'

/**
 * Booking a boutique time (issue 31). A time is held in ONE transaction: its row in
 * boutique_slots is locked (SELECT … FOR UPDATE, so bookings of one time on any instance queue
 * behind each other), the visits it already holds are counted, and the request is created, or
 * nothing is. The last place therefore goes to exactly one of any number of concurrent bookings.
 */

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const USED = 'used:'

/**
 * Locks `start`'s slot row and refuses with 409 when its visits (other than `exceptId`'s) already
 * fill `capacity`. Call inside the transaction that then writes the visit.
 */
export async function holdSlot(payload: Payload, req: PayloadRequest, start: string, capacity: number, exceptId = 0) {
  const at = new Date(start).toISOString()
  await runSql(payload, req, sql`INSERT INTO boutique_slots (start, updated_at, created_at) VALUES (${at}, now(), now()) ON CONFLICT (start) DO NOTHING`)
  await runSql(payload, req, sql`SELECT id FROM boutique_slots WHERE start = ${at} FOR UPDATE`)
  // After the lock: READ COMMITTED gives this statement a fresh snapshot with every booking committed before it.
  const rows = await runSql<{ count: string }>(
    payload,
    req,
    sql`SELECT count(*) AS count FROM intake_requests WHERE status = 'scheduled' AND appointment_at = ${at} AND id <> ${exceptId}`,
  )
  if (Number(rows[0]?.count ?? 0) >= capacity) throw new ApiError(409, TAKEN_MESSAGE)
}

/** The offered time a visitor chose, or 400: outside the hours, in the past, inside the notice, beyond the horizon. */
async function chosenSlot(payload: Payload, start: string, now: Date, { staff = false } = {}) {
  const hours = await readHours(payload)
  // Staff may fill a time sooner than the notice asked of visitors; never a past one.
  const slot = offeredSlot(staff ? { ...hours, noticeHours: 0 } : hours, start, now)
  if (!slot) throw new ApiError(400, NOT_OPEN_MESSAGE, { appointmentStart: NOT_OPEN_MESSAGE })
  return { hours, slot }
}

export type Booked = { slot: Slot; timeZone: string }

/**
 * Her intake request with the time she chose: created Scheduled, holding the time. She hears
 * back only the way she asked: by e-mail (with a calendar entry and a cancel link) when she chose
 * e-mail; otherwise staff confirm by phone or text (the case's `confirmBy`, counted in Today).
 */
export async function bookIntake(payload: Payload, data: IntakeData, start: string, now = new Date()): Promise<Booked> {
  const { hours, slot } = await chosenSlot(payload, start, now)
  const { appointmentStart: _chosen, ...answers } = data
  const token = randomBytes(32).toString('base64url')
  const appointmentAt = new Date(slot.start).toISOString()
  const byEmail = answers.preferredContact === 'email'
  await withTransaction(payload, async (req) => {
    await holdSlot(payload, req, slot.start, hours.capacity)
    await payload.create({
      collection: 'intake-requests',
      data: {
        ...answers,
        status: 'scheduled',
        source: 'intake-form',
        appointmentAt,
        // Without a stated way, e-mail is not known to be safe: staff call.
        confirmBy: byEmail ? null : answers.preferredContact === 'text' ? 'text' : 'phone',
        cancelTokenHash: hashToken(token),
        statusHistory: [{ from: null, to: 'scheduled', at: now.toISOString(), reason: 'Booked online', appointmentAt }],
      },
      depth: 0,
      req,
    })
  })
  if (byEmail) {
    await sendVisitConfirmation(payload, { to: answers.email, start: slot.start, end: slot.end, timeZone: hours.timeZone, cancelToken: token, uid: `${randomUUID()}@appointments` })
  }
  return { slot, timeZone: hours.timeZone }
}

export const CANCEL_GONE_MESSAGE = 'This visit was already cancelled.'

/**
 * Her cancel link: frees the time and closes nothing but the appointment (the request goes back
 * to Contacted, its history says why). Works once; afterwards the same link answers 410.
 */
export async function cancelByToken(payload: Payload, token: string) {
  const hash = hashToken(token)
  await withTransaction(payload, async (req) => {
    const rows = await runSql<{ id: number; status: string; cancel_token_hash: string }>(
      payload,
      req,
      sql`SELECT id, status, cancel_token_hash FROM intake_requests WHERE cancel_token_hash IN (${hash}, ${USED + hash}) FOR UPDATE`,
    )
    const row = rows[0]
    if (!row) throw new ApiError(404, 'This link is not valid.')
    if (row.cancel_token_hash !== hash || row.status !== 'scheduled') throw new ApiError(410, CANCEL_GONE_MESSAGE)
    await payload.update({
      collection: 'intake-requests',
      id: row.id,
      data: { status: 'contacted', appointmentAt: null, confirmBy: null, cancelTokenHash: USED + hash },
      context: { historyReason: 'She cancelled with the link in her confirmation' },
      depth: 0,
      req,
    })
  })
}

type SignedIn = NonNullable<PayloadRequest['user']>

/** Staff move a case's visit to another open time, with the same guarantee as her booking. */
export async function rescheduleVisit(payload: Payload, id: number, start: string, reason: string | null, staff: SignedIn, now = new Date()) {
  const { hours, slot } = await chosenSlot(payload, start, now, { staff: true })
  await withTransaction(
    payload,
    async (req) => {
      const rows = await runSql<{ status: string }>(payload, req, sql`SELECT status FROM intake_requests WHERE id = ${id} FOR UPDATE`)
      if (!rows[0]) throw new ApiError(404, 'Intake request not found.')
      await holdSlot(payload, req, slot.start, hours.capacity, id)
      await payload.update({
        collection: 'intake-requests',
        id,
        data: { status: 'scheduled', appointmentAt: new Date(slot.start).toISOString() },
        context: { historyReason: reason || 'Rescheduled' },
        depth: 0,
        overrideAccess: false,
        req,
      })
    },
    { user: staff },
  )
}

/** Staff cancel a case's visit, with the reason kept in its history; the case stays open. */
export async function cancelVisit(payload: Payload, id: number, reason: string, staff: SignedIn) {
  await withTransaction(
    payload,
    async (req) => {
      const rows = await runSql<{ status: string }>(payload, req, sql`SELECT status FROM intake_requests WHERE id = ${id} FOR UPDATE`)
      if (!rows[0]) throw new ApiError(404, 'Intake request not found.')
      if (rows[0].status !== 'scheduled') throw new ApiError(409, 'This request has no booked visit.')
      await payload.update({
        collection: 'intake-requests',
        id,
        data: { status: 'contacted', appointmentAt: null, confirmBy: null },
        context: { historyReason: `Visit cancelled: ${reason}` },
        depth: 0,
        overrideAccess: false,
        req,
      })
    },
    { user: staff },
  )
}

/** Staff confirmed her visit by phone or text: it leaves Today's "confirm by" count. */
export async function markConfirmed(payload: Payload, id: number) {
  const done = await runSql<{ id: number }>(payload, undefined, sql`UPDATE intake_requests SET confirm_by = NULL WHERE id = ${id} RETURNING id`)
  if (!done.length) throw new ApiError(404, 'Intake request not found.')
}
