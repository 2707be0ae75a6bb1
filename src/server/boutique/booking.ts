import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { AREA_ROLES } from '@/access/roles'
import { type BoutiqueHours, FULL_MESSAGE, NOT_OPEN_MESSAGE, TAKEN_MESSAGE } from '@/domain/boutique/hours'
import { nearestOpen, offeredSlot, type Slot } from '@/domain/boutique/slots'
import type { IntakeData } from '@/domain/forms/schemas'
import { sendAlreadyBookedEmail, sendBookingBurstAlert, sendCancelledEmail, sendHoldEmail, sendRescheduledEmail } from '@/email/boutique'
import { decryptAnswers, intakeKeyring } from '@/lib/intake-crypto'
import { countHit } from '@/lib/rate-limit'
import { databasePool, runSql, withTransaction } from '@/lib/db'
import { ApiError } from '@/lib/http'
import { isoWithOffset } from '@/lib/zoned-time'

import { recordAudit } from '../audit'
import { readHours } from './hours'

/**
 * Booking a boutique time (issues 31, 41). A time is taken in ONE transaction: its row in
 * boutique_slots is locked (SELECT … FOR UPDATE, so bookings of one time on any instance queue
 * behind each other), the visits it already holds are counted, and the request is created, or
 * nothing is. The last place therefore goes to exactly one of any number of concurrent bookings.
 *
 * Issue 41: an online booking is first *held* (status "held", shown to staff as "To confirm"):
 * by her, with the e-mailed link, within `confirmWithinMinutes` (then it lapses: the time is free
 * again and the request stays a case without a time); by staff when she asked for a call or a
 * text, or when more than `onlineBookingsPerHour` bookings arrived within the hour. One e-mail
 * address or phone number holds at most one upcoming visit, and a second booking gets exactly the
 * answer a first one gets: only she hears the difference, in her own channel.
 */

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const USED = 'used:'

/** A visit that still holds its time: Scheduled, or held and not lapsed (staff holds never lapse). */
const HOLDS_TIME = sql`(status = 'scheduled' OR (status = 'held' AND (hold_until IS NULL OR hold_until > now())))`

/**
 * Locks `start`'s slot row and refuses with 409 when its visits (other than `exceptId`'s) already
 * fill `capacity`. Call inside the transaction that then writes the visit.
 */
export async function holdSlot(payload: Payload, req: PayloadRequest, start: string, capacity: number, exceptId = 0, message = TAKEN_MESSAGE) {
  if (!(await lockFreeSlot(payload, req, start, capacity, exceptId))) throw new ApiError(409, message)
}

/** Locks the time's row; true when it still has a place (after the lock, so the count is current). */
async function lockFreeSlot(payload: Payload, req: PayloadRequest, start: string, capacity: number, exceptId = 0) {
  const at = new Date(start).toISOString()
  await runSql(payload, req, sql`INSERT INTO boutique_slots (start, updated_at, created_at) VALUES (${at}, now(), now()) ON CONFLICT (start) DO NOTHING`)
  await runSql(payload, req, sql`SELECT id FROM boutique_slots WHERE start = ${at} FOR UPDATE`)
  // After the lock: READ COMMITTED gives this statement a fresh snapshot with every booking committed before it.
  const rows = await runSql<{ count: string }>(
    payload,
    req,
    sql`SELECT count(*) AS count FROM intake_requests WHERE ${HOLDS_TIME} AND appointment_at = ${at} AND id <> ${exceptId}`,
  )
  return Number(rows[0]?.count ?? 0) < capacity
}

/** How many visits each upcoming time holds (for the nearest open times after a refusal). */
async function bookedCounts(payload: Payload, now: Date) {
  const { rows } = await databasePool(payload).query<{ at: Date; count: string }>(
    `SELECT appointment_at AS at, count(*) AS count FROM intake_requests
      WHERE (status = 'scheduled' OR (status = 'held' AND (hold_until IS NULL OR hold_until > now()))) AND appointment_at >= $1
      GROUP BY appointment_at`,
    [now.toISOString()],
  )
  const booked = new Map(rows.map((row) => [row.at.getTime(), Number(row.count)]))
  return (startMs: number) => booked.get(startMs) ?? 0
}

/** The offered time a visitor chose, or 400: outside the hours, in the past, inside the notice, beyond the horizon. */
async function chosenSlot(payload: Payload, start: string, now: Date, { staff = false } = {}) {
  const hours = await readHours(payload)
  // Staff may fill a time sooner than the notice asked of visitors; never a past one.
  const slot = offeredSlot(staff ? { ...hours, noticeHours: 0 } : hours, start, now)
  if (!slot) throw new ApiError(400, NOT_OPEN_MESSAGE, { appointmentStart: NOT_OPEN_MESSAGE })
  return { hours, slot }
}

/**
 * Her e-mail (trimmed, lower-cased) and phone (digits only, a US leading 1 dropped) as keyed
 * hashes: the same person is recognised without either being stored searchable in the clear.
 */
export function contactKeys(email: string | null | undefined, phone: string | null | undefined) {
  const key = intakeKeyring().current.key
  const mac = (kind: string, value: string) => createHmac('sha256', key).update(`${kind}:${value}`).digest('hex')
  const address = email?.trim().toLowerCase()
  let digits = (phone ?? '').replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
  return { emailKey: address ? mac('email', address) : null, phoneKey: digits.length >= 7 ? mac('phone', digits) : null }
}

/** A new link for her (only its hash is kept): the neutral page /v/<token>. */
async function issueLink(payload: Payload, req: PayloadRequest, requestId: number, proposedStart: string | null = null) {
  const token = randomBytes(32).toString('base64url')
  await runSql(
    payload,
    req,
    sql`INSERT INTO visit_links (token_hash, request_id, proposed_start, updated_at, created_at) VALUES (${hashToken(token)}, ${requestId}, ${proposedStart}, now(), now())`,
  )
  return token
}

/** Every link she was given for this request stops working (410). */
async function retireLinks(payload: Payload, req: PayloadRequest | undefined, requestId: number) {
  await runSql(payload, req, sql`UPDATE visit_links SET retired_at = now(), updated_at = now() WHERE request_id = ${requestId} AND retired_at IS NULL`)
}

/** A hold that ends unconfirmed (lapsed or released by staff): back to New without a time, her links retired. */
async function dropHold(payload: Payload, req: PayloadRequest, id: number, historyReason: string, { overrideAccess = true } = {}) {
  await payload.update({
    collection: 'intake-requests',
    id,
    data: { status: 'new', appointmentAt: null, confirmBy: null },
    context: { historyReason },
    depth: 0,
    overrideAccess,
    req,
  })
  await retireLinks(payload, req, id)
}

/** After staff moved a case away from a booked time: her links stop working. */
export async function retireLinksOf(payload: Payload, requestId: number) {
  await retireLinks(payload, undefined, requestId)
}

export type Booked = {
  slot: Slot
  timeZone: string
  /** Who confirms: she (by the e-mailed link) or staff. The same for a first and a second booking. */
  confirm: 'email' | 'staff'
  confirmWithinMinutes: number
  /** False past the hour's limit: staff heard once already and get no notice per booking. */
  notifyStaff: boolean
}

export type Taken = { taken: true; nearest: Slot[] }

/**
 * Her intake request with the time she chose. The answer says only what she chose (the time,
 * who confirms), never whether the same address already had a visit.
 */
export async function bookIntake(payload: Payload, data: IntakeData, start: string, now = new Date()): Promise<Booked | Taken> {
  const { hours, slot } = await chosenSlot(payload, start, now)
  await releaseLapsedHolds(payload, now)
  const { appointmentStart: _chosen, ...answers } = data
  const appointmentAt = new Date(slot.start).toISOString()
  const channel = answers.preferredContact
  const keys = contactKeys(answers.email, answers.phone)
  const outcome = await withTransaction(payload, async (req) => {
    // Online bookings queue behind each other (a few an hour at most), so the hour's count below
    // is exact on any number of instances, and one person's two bookings cannot both be "first".
    await runSql(payload, req, sql`SELECT pg_advisory_xact_lock(hashtext('boutique-online-bookings'))`)
    // The time first: a full time is refused alike whether or not she already has a visit.
    if (!(await lockFreeSlot(payload, req, slot.start, hours.capacity))) return { kind: 'taken' as const }
    // Every online booking of the last hour counts, whoever sent it (only they carry contact
    // keys; the phone is required): a burst is caught, not absorbed.
    const recent = await runSql<{ count: string }>(payload, req, sql`SELECT count(*) AS count FROM intake_requests WHERE phone_key IS NOT NULL AND created_at > now() - interval '1 hour'`)
    const burst = Number(recent[0]?.count ?? 0) >= hours.onlineBookingsPerHour
    const herConfirm = channel === 'email' && Boolean(answers.email) && !burst
    const current = await currentVisit(payload, req, keys, now)
    if (current) {
      // Kept as a case without a time (nothing she answered is lost); the time is not taken.
      const doc = await payload.create({
        collection: 'intake-requests',
        data: {
          ...answers,
          ...keys,
          status: 'new',
          source: 'intake-form',
          statusHistory: [{ from: null, to: 'new', at: now.toISOString(), reason: `Asked online for another time while she has a visit (case #${current.id})`, appointmentAt }],
        },
        depth: 0,
        req,
      })
      const token = herConfirm ? await issueLink(payload, req, doc.id, appointmentAt) : null
      return { kind: 'again' as const, token, current: current.at, burst, herConfirm }
    }
    const doc = await payload.create({
      collection: 'intake-requests',
      data: {
        ...answers,
        ...keys,
        status: 'held',
        source: 'intake-form',
        appointmentAt,
        holdUntil: herConfirm ? new Date(now.getTime() + hours.confirmWithinMinutes * 60_000).toISOString() : null,
        // Without a stated way, e-mail is not known to be safe: staff call.
        confirmBy: herConfirm ? null : channel === 'text' ? 'text' : channel === 'email' && answers.email ? 'email' : 'phone',
        statusHistory: [{ from: null, to: 'held', at: now.toISOString(), reason: burst ? 'Booked online (many bookings this hour: staff confirm)' : 'Booked online', appointmentAt }],
      },
      depth: 0,
      req,
    })
    const token = await issueLink(payload, req, doc.id)
    return { kind: 'held' as const, token, burst, herConfirm }
  })
  if (outcome.kind === 'taken') return { taken: true, nearest: nearestOpen(hours, slot.start, now, await bookedCounts(payload, now)) }
  const visit = { to: answers.email ?? '', start: slot.start, end: slot.end, timeZone: hours.timeZone, uid: `${randomUUID()}@appointments` }
  if (outcome.kind === 'held' && outcome.herConfirm) await sendHoldEmail(payload, { ...visit, token: outcome.token, minutes: hours.confirmWithinMinutes })
  if (outcome.kind === 'again' && outcome.token) await sendAlreadyBookedEmail(payload, { ...visit, token: outcome.token, current: isoWithOffset(outcome.current, hours.timeZone) })
  // Intake staff hear of a burst once an hour, whatever the number of instances (the counter is in PostgreSQL).
  if (outcome.burst && (await countHit(payload, 'boutique-bookings:alert', 3600)).count === 1) {
    await sendBookingBurstAlert(payload, { to: await intakeStaffAddresses(payload), limit: hours.onlineBookingsPerHour })
  }
  return { slot, timeZone: hours.timeZone, confirm: outcome.herConfirm ? 'email' : 'staff', confirmWithinMinutes: hours.confirmWithinMinutes, notifyStaff: !outcome.burst }
}

/** Her upcoming visit (held or scheduled) under either key, if any. */
async function currentVisit(payload: Payload, req: PayloadRequest, keys: ReturnType<typeof contactKeys>, now: Date) {
  const conditions = [keys.emailKey ? sql`email_key = ${keys.emailKey}` : null, keys.phoneKey ? sql`phone_key = ${keys.phoneKey}` : null].filter((c) => c !== null)
  if (!conditions.length) return null
  const rows = await runSql<{ id: number; appointment_at: string | Date }>(
    payload,
    req,
    sql`SELECT id, appointment_at FROM intake_requests WHERE ${HOLDS_TIME} AND appointment_at > ${now.toISOString()}
        AND (${sql.join(conditions, sql` OR `)}) ORDER BY appointment_at LIMIT 1`,
  )
  return rows[0] ? { id: rows[0].id, at: new Date(rows[0].appointment_at) } : null
}

export async function intakeStaffAddresses(payload: Payload) {
  const staff = await databasePool(payload).query<{ email: string }>(`SELECT email FROM users WHERE role = ANY($1) AND email IS NOT NULL AND email <> ''`, [[...AREA_ROLES.intake]])
  return staff.rows.map((row) => row.email)
}

/**
 * Her holds not confirmed in time go back to New, without a time (the job "visit-holds" runs it,
 * and every booking first). A lapsed hold already stops counting the moment it lapses.
 */
export async function releaseLapsedHolds(payload: Payload, now = new Date()) {
  const rows = await runSql<{ id: number }>(
    payload,
    undefined,
    sql`SELECT id FROM intake_requests WHERE status = 'held' AND hold_until IS NOT NULL AND hold_until <= ${now.toISOString()} LIMIT 200`,
  )
  for (const { id } of rows) {
    await withTransaction(payload, async (req) => {
      const locked = await runSql<{ id: number }>(payload, req, sql`SELECT id FROM intake_requests WHERE id = ${id} AND status = 'held' AND hold_until <= ${now.toISOString()} FOR UPDATE`)
      if (!locked[0]) return
      await dropHold(payload, req, id, 'Hold lapsed: she did not confirm in time')
    })
  }
  return rows.length
}

// Her link -------------------------------------------------------------------------------------

export const LINK_NOT_VALID = 'This link is not valid.'
export const LINK_GONE = 'This link no longer works.'

type LinkRow = { id: number; request_id: number; proposed_start: string | Date | null; retired_at: string | Date | null }
type RequestRow = { id: number; status: string; appointment_at: string | Date | null; hold_until: string | Date | null; confirm_by: string | null; email_key: string | null; phone_key: string | null }

async function openLink(payload: Payload, req: PayloadRequest | undefined, token: string, lock: boolean) {
  const links = await runSql<LinkRow>(
    payload,
    req,
    lock
      ? sql`SELECT id, request_id, proposed_start, retired_at FROM visit_links WHERE token_hash = ${hashToken(token)} FOR UPDATE`
      : sql`SELECT id, request_id, proposed_start, retired_at FROM visit_links WHERE token_hash = ${hashToken(token)}`,
  )
  const link = links[0]
  if (!link) throw new ApiError(404, LINK_NOT_VALID)
  if (link.retired_at) throw new ApiError(410, LINK_GONE)
  const requests = await runSql<RequestRow>(
    payload,
    req,
    lock
      ? sql`SELECT id, status, appointment_at, hold_until, confirm_by, email_key, phone_key FROM intake_requests WHERE id = ${link.request_id} FOR UPDATE`
      : sql`SELECT id, status, appointment_at, hold_until, confirm_by, email_key, phone_key FROM intake_requests WHERE id = ${link.request_id}`,
  )
  const request = requests[0]
  if (!request) throw new ApiError(410, LINK_GONE)
  return { link, request }
}

export type VisitView = {
  /** held: hers to confirm; waiting: staff confirm; scheduled: confirmed; move: a second booking she may move to. */
  state: 'held' | 'waiting' | 'scheduled' | 'move'
  start: string
  end: string
  timeZone: string
  holdUntil: string | null
}

/** What her link shows (a GET: changes nothing). 404 for a token nobody was given, 410 once it no longer works. */
export async function viewVisit(payload: Payload, token: string, now = new Date()): Promise<VisitView> {
  const { link, request } = await openLink(payload, undefined, token, false)
  const hours = await readHours(payload)
  const view = (state: VisitView['state'], at: string | Date, holdUntil: string | Date | null = null): VisitView => {
    const start = new Date(at)
    return {
      state,
      start: isoWithOffset(start, hours.timeZone),
      end: isoWithOffset(new Date(start.getTime() + hours.visitMinutes * 60_000), hours.timeZone),
      timeZone: hours.timeZone,
      holdUntil: holdUntil ? new Date(holdUntil).toISOString() : null,
    }
  }
  if (link.proposed_start) {
    if (request.status !== 'new' || new Date(link.proposed_start) <= now) throw new ApiError(410, LINK_GONE)
    return view('move', link.proposed_start)
  }
  if (!request.appointment_at || new Date(request.appointment_at) <= now) throw new ApiError(410, LINK_GONE)
  if (request.status === 'scheduled') return view('scheduled', request.appointment_at)
  if (request.status === 'held' && !request.hold_until) return view('waiting', request.appointment_at)
  if (request.status === 'held' && new Date(request.hold_until!) > now) return view('held', request.appointment_at, request.hold_until)
  throw new ApiError(410, LINK_GONE)
}

/**
 * She confirms with her link (a POST from the page's button; opening the link changes nothing).
 * A hold becomes Scheduled; a second booking's link moves her visit to the time it asked for
 * (409 when that time has filled meanwhile). Confirming twice is harmless.
 */
export async function confirmByLink(payload: Payload, token: string, now = new Date()) {
  const hours = await readHours(payload)
  await withTransaction(payload, async (req) => {
    const { link, request } = await openLink(payload, req, token, true)
    if (link.proposed_start) {
      if (request.status !== 'new' || new Date(link.proposed_start) <= now) throw new ApiError(410, LINK_GONE)
      await holdSlot(payload, req, new Date(link.proposed_start).toISOString(), hours.capacity)
      await moveHerVisit(payload, req, request, new Date(link.proposed_start).toISOString())
      await runSql(payload, req, sql`UPDATE visit_links SET proposed_start = NULL, updated_at = now() WHERE id = ${link.id}`)
      return
    }
    if (request.status === 'scheduled') return
    if (request.status !== 'held' || !request.hold_until || new Date(request.hold_until) <= now) throw new ApiError(410, LINK_GONE)
    await payload.update({
      collection: 'intake-requests',
      id: request.id,
      data: { status: 'scheduled', appointmentAt: new Date(request.appointment_at!).toISOString(), confirmBy: null },
      context: { historyReason: 'She confirmed with her link' },
      depth: 0,
      req,
    })
  })
}

/** Her second booking becomes her visit; the visit she had goes back to New and its links stop working. */
async function moveHerVisit(payload: Payload, req: PayloadRequest, request: RequestRow, at: string) {
  const keys = [request.email_key ? sql`email_key = ${request.email_key}` : null, request.phone_key ? sql`phone_key = ${request.phone_key}` : null].filter((c) => c !== null)
  const others = keys.length
    ? await runSql<{ id: number }>(payload, req, sql`SELECT id FROM intake_requests WHERE id <> ${request.id} AND ${HOLDS_TIME} AND (${sql.join(keys, sql` OR `)}) FOR UPDATE`)
    : []
  for (const other of others) {
    await payload.update({
      collection: 'intake-requests',
      id: other.id,
      data: { status: 'new', appointmentAt: null, confirmBy: null },
      context: { historyReason: `She moved her visit to case #${request.id}` },
      depth: 0,
      req,
    })
    await retireLinks(payload, req, other.id)
  }
  await payload.update({
    collection: 'intake-requests',
    id: request.id,
    data: { status: 'scheduled', appointmentAt: at },
    context: { historyReason: 'She confirmed the time she asked for with her link' },
    depth: 0,
    req,
  })
}

/**
 * She cancels with her link: the time is free, the request goes back to New marked "Cancelled by
 * her — follow up" (Today counts it), and the link stops working (410 afterwards).
 */
export async function cancelByLink(payload: Payload, token: string) {
  await withTransaction(payload, async (req) => {
    const { link, request } = await openLink(payload, req, token, true)
    if (link.proposed_start) {
      // A second booking's link: she does not want that time; her visit stays as it is.
      await retireLinks(payload, req, request.id)
      return
    }
    if (request.status !== 'scheduled' && request.status !== 'held') throw new ApiError(410, LINK_GONE)
    await payload.update({
      collection: 'intake-requests',
      id: request.id,
      data: { status: 'new', appointmentAt: null, confirmBy: null, cancelledByHer: true },
      context: { historyReason: 'She cancelled with her link' },
      depth: 0,
      req,
    })
    await retireLinks(payload, req, request.id)
  })
}

export const CANCEL_GONE_MESSAGE = 'This visit was already cancelled.'

/**
 * The cancel link of the first booking e-mails (issue 31, `/visit/cancel#token`): still honored.
 * Frees the time; works once; afterwards the same link answers 410.
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
    if (!row) throw new ApiError(404, LINK_NOT_VALID)
    if (row.cancel_token_hash !== hash || row.status !== 'scheduled') throw new ApiError(410, CANCEL_GONE_MESSAGE)
    await payload.update({
      collection: 'intake-requests',
      id: row.id,
      data: { status: 'new', appointmentAt: null, confirmBy: null, cancelTokenHash: USED + hash, cancelledByHer: true },
      context: { historyReason: 'She cancelled with the link in her confirmation' },
      depth: 0,
      req,
    })
  })
}

// Staff ----------------------------------------------------------------------------------------

type SignedIn = NonNullable<PayloadRequest['user']>

/**
 * The time staff give a case (reschedule, or schedule from the status menu): through the same
 * lock and capacity as her booking (a full time: 409 "That time is full."), and inside the
 * opening hours unless staff say `outsideHours` (the history records it). Past times never.
 */
export async function staffSlot(payload: Payload, start: string, outsideHours: boolean, now = new Date()) {
  const hours = await readHours(payload)
  if (outsideHours) {
    const startMs = Date.parse(start)
    if (Number.isNaN(startMs) || startMs < now.getTime()) throw new ApiError(400, 'Please choose a time that has not passed.', { appointmentAt: 'In the past.' })
    return { hours, slot: { start: new Date(startMs).toISOString(), end: new Date(startMs + hours.visitMinutes * 60_000).toISOString() } }
  }
  const slot = offeredSlot({ ...hours, noticeHours: 0 }, start, now)
  if (!slot) {
    const message = 'That time is outside the opening hours. To book it anyway, confirm it is outside the hours.'
    throw new ApiError(400, message, { appointmentAt: message })
  }
  return { hours, slot }
}

/** Inside a staff transaction: locks the time and refuses a full one. */
export async function takeSlotForStaff(payload: Payload, req: PayloadRequest, hours: BoutiqueHours, start: string, caseId: number) {
  await holdSlot(payload, req, start, hours.capacity, caseId, FULL_MESSAGE)
}

/** Staff move a case's visit to another time, with the same guarantee as her booking. */
export async function rescheduleVisit(payload: Payload, id: number, start: string, reason: string | null, staff: SignedIn, { outsideHours = false } = {}, now = new Date()) {
  const { hours, slot } = await staffSlot(payload, start, outsideHours, now)
  await withTransaction(
    payload,
    async (req) => {
      const rows = await runSql<{ status: string }>(payload, req, sql`SELECT status FROM intake_requests WHERE id = ${id} FOR UPDATE`)
      if (!rows[0]) throw new ApiError(404, 'Intake request not found.')
      await takeSlotForStaff(payload, req, hours, slot.start, id)
      await payload.update({
        collection: 'intake-requests',
        id,
        data: { status: 'scheduled', appointmentAt: new Date(slot.start).toISOString() },
        context: { historyReason: [reason || 'Rescheduled', outsideHours ? 'outside opening hours' : null].filter(Boolean).join(' — ') },
        depth: 0,
        overrideAccess: false,
        req,
      })
    },
    { user: staff },
  )
  await tellHerNewTime(payload, id, slot, hours.timeZone)
}

/**
 * After staff gave her a time or moved it: her earlier links stop working (410) and, when she
 * chose e-mail, a new one reaches her by e-mail. A call or a text is staff's to make.
 */
export async function tellHerNewTime(payload: Payload, id: number, slot: Slot, timeZone: string) {
  const token = await withTransaction(payload, async (req) => {
    await retireLinks(payload, req, id)
    return issueLink(payload, req, id)
  })
  const her = await herEmail(payload, id)
  if (her) await sendRescheduledEmail(payload, { to: her, start: slot.start, end: slot.end, timeZone, token, uid: `${randomUUID()}@appointments` })
}

/**
 * Her address when she chose to be reached by e-mail, else null. Her answers are stored only
 * encrypted and a read without a staff user does not open them, so the server opens them here for
 * this one message, without a read through the staff doors (which would be audited as a view).
 */
async function herEmail(payload: Payload, id: number): Promise<string | null> {
  const [row] = await runSql<{ answers_ciphertext: string | null; encryption_key_id: string | null }>(
    payload,
    undefined,
    sql`SELECT answers_ciphertext, encryption_key_id FROM intake_requests WHERE id = ${id}`,
  )
  if (!row?.answers_ciphertext) return null
  try {
    const answers = decryptAnswers<{ email?: unknown; preferredContact?: unknown }>({ keyId: row.encryption_key_id, ciphertext: row.answers_ciphertext })
    return answers.preferredContact === 'email' && typeof answers.email === 'string' && answers.email ? answers.email : null
  } catch {
    // Unreadable (a key that is gone): no e-mail; staff reach her the way the case says.
    return null
  }
}

/** Staff cancel a case's visit, with the reason kept in its history; the case stays open. */
export async function cancelVisit(payload: Payload, id: number, reason: string, staff: SignedIn) {
  const at = await withTransaction(
    payload,
    async (req) => {
      const rows = await runSql<{ status: string; appointment_at: string | Date | null }>(payload, req, sql`SELECT status, appointment_at FROM intake_requests WHERE id = ${id} FOR UPDATE`)
      if (!rows[0]) throw new ApiError(404, 'Intake request not found.')
      if (rows[0].status !== 'scheduled' && rows[0].status !== 'held') throw new ApiError(409, 'This request has no booked visit.')
      await payload.update({
        collection: 'intake-requests',
        id,
        data: { status: 'contacted', appointmentAt: null, confirmBy: null },
        context: { historyReason: `Visit cancelled: ${reason}` },
        depth: 0,
        overrideAccess: false,
        req,
      })
      await retireLinks(payload, req, id)
      return rows[0].appointment_at
    },
    { user: staff },
  )
  const her = at ? await herEmail(payload, id) : null
  if (at && her) await sendCancelledEmail(payload, { to: her, start: new Date(at).toISOString(), timeZone: (await readHours(payload)).timeZone })
}

/** Staff confirmed her visit (by phone, text or e-mail): a staff hold becomes Scheduled and leaves Today's count. */
export async function markConfirmed(payload: Payload, id: number, staff: SignedIn) {
  await withTransaction(
    payload,
    async (req) => {
      const rows = await runSql<{ status: string; appointment_at: string | Date | null }>(payload, req, sql`SELECT status, appointment_at FROM intake_requests WHERE id = ${id} FOR UPDATE`)
      if (!rows[0]) throw new ApiError(404, 'Intake request not found.')
      if (rows[0].status === 'held') {
        await payload.update({
          collection: 'intake-requests',
          id,
          data: { status: 'scheduled', appointmentAt: new Date(rows[0].appointment_at!).toISOString(), confirmBy: null },
          context: { historyReason: 'Confirmed with her by staff' },
          depth: 0,
          overrideAccess: false,
          req,
        })
      } else {
        await runSql(payload, req, sql`UPDATE intake_requests SET confirm_by = NULL WHERE id = ${id}`)
      }
    },
    { user: staff },
  )
}

/**
 * Releases every unconfirmed hold whose time falls in [from, to): back to New without a time,
 * their links retired. Audited with the count. For a burst of false bookings.
 */
export async function releaseHolds(payload: Payload, from: Date, to: Date, staff: SignedIn) {
  const released = await withTransaction(
    payload,
    async (req) => {
      const rows = await runSql<{ id: number }>(
        payload,
        req,
        sql`SELECT id FROM intake_requests WHERE status = 'held' AND appointment_at >= ${from.toISOString()} AND appointment_at < ${to.toISOString()} ORDER BY id FOR UPDATE`,
      )
      for (const { id } of rows) {
        await dropHold(payload, req, id, 'Hold released by staff', { overrideAccess: false })
      }
      await recordAudit(payload, { action: 'holds-release', user: staff, collection: 'intake-requests', count: rows.length }, req)
      return rows.length
    },
    { user: staff },
  )
  return { released }
}
