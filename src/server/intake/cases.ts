import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest, Where } from 'payload'
import { z } from 'zod'

import { APPOINTMENT_PREFERENCES, labelOf, PREFERRED_CONTACTS } from '@/domain/forms/options'
import {
  checkIntakeTransition,
  contactReminder,
  filledFields,
  INTAKE_STATUSES,
  INTAKE_TRANSITIONS,
  type IntakeStatus,
  isIntakeStatus,
  isRefusal,
} from '@/domain/inbox/rules'
import { ApiError } from '@/lib/http'
import { foundationTimeZone, startOfZonedDay, zonedParts, zonedTimeToInstant } from '@/lib/zoned-time'
import type { IntakeRequest } from '@/payload-types'

import { runSql, withTransaction } from '@/lib/db'
import { retireLinksOf, staffSlot, takeSlotForStaff, tellHerNewTime } from '../boutique/booking'
import { visitOf } from '../goods/visits'
import { caseNotes, NOT_FOUND, parseId } from '../inbox/notes'

/**
 * The intake inbox (issue 20): requests as cases. Every read goes through the Local API as the
 * signed-in staff member, so the answers open only for roles that may read them and each read
 * leaves its audit row (IntakeRequests' hooks); every status change goes through the
 * collection's guard (guardIntakeStatus), here inside a transaction that locks the row first so
 * two coordinators cannot both move the same request.
 */

type Doc = IntakeRequest & { answersStatus?: string | null }
type SignedIn = NonNullable<PayloadRequest['user']>

export const INTAKE_VIEWS = ['open', 'new', 'closed', 'all'] as const
export type IntakeView = (typeof INTAKE_VIEWS)[number]

export const transitionSchema = z.object({
  status: z.string({ error: 'Please choose the new status.' }).min(1, 'Please choose the new status.'),
  /** "2026-12-03T10:30" on the foundation's clock (or an ISO time with its offset). */
  appointmentAt: z.string().nullish(),
  reason: z.string().nullish(),
  /** Issue 41: schedule outside the opening hours (recorded in the history). */
  outsideHours: z.boolean().nullish(),
})

const name = (doc: Doc) => [doc.firstName, doc.lastName].filter((part) => part && part.trim()).join(' ') || null

function summary(doc: Doc) {
  return {
    id: doc.id,
    createdAt: doc.createdAt,
    status: doc.status,
    name: name(doc),
    preferredContact: doc.preferredContact ?? null,
    appointmentAt: doc.appointmentAt ?? null,
    /** Booked online asking for a call or a text: staff confirm that way (issue 31). */
    confirmBy: doc.confirmBy ?? null,
    /** Her e-mail hold lapses then unless she confirms (issue 41). */
    holdUntil: doc.holdUntil ?? null,
    /** She cancelled with her link: staff follow up (issue 41). */
    cancelledByHer: Boolean(doc.cancelledByHer),
    source: doc.source,
    unreadable: Boolean(doc.answersStatus),
  }
}

export type IntakeSummary = ReturnType<typeof summary>

const VIEW_WHERE: Record<IntakeView, Where | undefined> = {
  open: { status: { not_equals: 'closed' } },
  new: { status: { equals: 'new' } },
  closed: { status: { equals: 'closed' } },
  all: undefined,
}

/** One list of requests (open ones by default), newest first. */
export async function listIntakeRequests(payload: Payload, staff: SignedIn, view: IntakeView) {
  const found = await payload.find({
    collection: 'intake-requests',
    where: VIEW_WHERE[view],
    sort: '-createdAt',
    limit: 200,
    depth: 0,
    user: staff,
    overrideAccess: false,
  })
  return { count: found.totalDocs, requests: found.docs.map((doc) => summary(doc as Doc)) }
}

function answers(doc: Doc) {
  const sizes = doc.clothingSizes ?? {}
  return filledFields([
    { label: 'First name', value: doc.firstName },
    { label: 'Last name', value: doc.lastName },
    { label: 'Phone', value: doc.phone },
    { label: 'E-mail', value: doc.email },
    { label: 'Top size', value: sizes.topSize },
    { label: 'Bottom size', value: sizes.bottomSize },
    { label: 'Shoe size', value: sizes.shoeSize },
    { label: 'Undergarments', value: sizes.undergarments },
    { label: 'Specific needs', value: doc.specificNeeds },
    { label: 'Appointment preference', value: doc.appointmentPreference ? labelOf(APPOINTMENT_PREFERENCES, doc.appointmentPreference) : null },
    { label: 'Current situation', value: doc.currentSituation },
    { label: 'How she heard of us', value: doc.referralSource },
    { label: 'Anything else', value: doc.additionalInfo },
    { label: 'Message', value: doc.notes },
    { label: 'Privacy consent', value: doc.privacyConsent ? 'Yes' : 'No' },
  ]).map(({ label, value }) => ({ label, value: String(value) }))
}

async function caseJSON(payload: Payload, doc: Doc, staff: SignedIn) {
  const status = doc.status as IntakeStatus
  return {
    ...summary(doc),
    statusMeaning: INTAKE_STATUSES.find((s) => s.value === status)?.meaning ?? null,
    preferredContactLabel: doc.preferredContact ? labelOf(PREFERRED_CONTACTS, doc.preferredContact) : null,
    reminder: contactReminder(doc.preferredContact),
    closeReason: doc.closeReason ?? null,
    closedAt: doc.closedAt ?? null,
    answers: answers(doc),
    answersStatus: doc.answersStatus ?? null,
    history: (doc.statusHistory ?? []).map((row) => ({
      from: row.from ?? null,
      to: row.to,
      at: row.at,
      by: row.byName ?? null,
      reason: row.reason ?? null,
      appointmentAt: row.appointmentAt ?? null,
    })),
    notes: await caseNotes(payload, 'intake-requests', doc.id, staff),
    // Issue 46: what went out when her visit ended (counts only), and the categories it is counted in.
    ...(await visitOf(payload, doc.id)),
    // New and To confirm are reached by her link, a lapse or a release, not by a staff button.
    next: isIntakeStatus(status) ? INTAKE_TRANSITIONS[status].filter((to) => to !== 'new' && to !== 'held') : [],
  }
}

export type IntakeCase = Awaited<ReturnType<typeof caseJSON>>

/** One request as a case: her answers as sent, the status and its history, the staff notes. Audited. */
export async function intakeCase(payload: Payload, rawId: unknown, staff: SignedIn) {
  const id = parseId('intake-requests', rawId)
  const doc = await payload.findByID({ collection: 'intake-requests', id, depth: 0, user: staff, overrideAccess: false, disableErrors: true })
  if (!doc) throw new ApiError(404, NOT_FOUND['intake-requests'])
  return caseJSON(payload, doc as Doc, staff)
}

/**
 * Moves a request along its case: refused with 409 from a state that does not lead there, 400
 * without the appointment or the reason it needs; otherwise recorded with who and when.
 */
export async function changeIntakeStatus(payload: Payload, rawId: unknown, input: z.output<typeof transitionSchema>, staff: SignedIn) {
  const id = parseId('intake-requests', rawId)
  let appointmentAt: string | null = null
  if (input.appointmentAt) {
    appointmentAt = zonedTimeToInstant(input.appointmentAt, await foundationTimeZone(payload))
    if (!appointmentAt) throw new ApiError(400, 'Please choose the appointment date and time.', { appointmentAt: 'Not a date and time.' })
  }
  // Issue 41: a time staff give goes through the opening hours and the same capacity lock as hers.
  const scheduling = input.status === 'scheduled' && appointmentAt ? await staffSlot(payload, appointmentAt, input.outsideHours === true) : null
  const doc = await withTransaction(
    payload,
    async (req) => {
      const rows = await runSql<{ status: string }>(payload, req, sql`SELECT status FROM intake_requests WHERE id = ${id} FOR UPDATE`)
      const from = rows[0]?.status
      if (!from) throw new ApiError(404, NOT_FOUND['intake-requests'])
      if (!isIntakeStatus(from)) throw new ApiError(409, 'This request has an unknown status.')
      const checked = checkIntakeTransition(from, { to: input.status, appointmentAt, reason: input.reason ?? null })
      if (isRefusal(checked)) throw new ApiError(checked.status, checked.message)
      if (scheduling) await takeSlotForStaff(payload, req, scheduling.hours, scheduling.slot.start, id)
      return payload.update({
        collection: 'intake-requests',
        id,
        data: {
          status: input.status as IntakeStatus,
          ...(scheduling ? { appointmentAt: new Date(scheduling.slot.start).toISOString() } : {}),
          ...(input.status === 'closed' ? { closeReason: checked.reason } : {}),
        },
        context: scheduling && input.outsideHours ? { historyReason: 'Scheduled outside opening hours' } : undefined,
        depth: 0,
        overrideAccess: false,
        req,
      })
    },
    { user: staff },
  )
  // A new time or none: her earlier links stop working; a new one reaches her only by her channel.
  if (scheduling) await tellHerNewTime(payload, id, scheduling.slot, scheduling.hours.timeZone)
  else await retireLinksOf(payload, id)
  return caseJSON(payload, doc as Doc, staff)
}

/**
 * The boutique's upcoming visits, from the start of today on the foundation's clock, grouped by
 * day. Reading them opens names, so it is an audited list read like any other.
 */
export async function upcomingAppointments(payload: Payload, staff: SignedIn, now = new Date()) {
  const timeZone = await foundationTimeZone(payload)
  const found = await payload.find({
    collection: 'intake-requests',
    where: { and: [{ status: { in: ['scheduled', 'held'] } }, { appointmentAt: { greater_than_equal: startOfZonedDay(now, timeZone).toISOString() } }] },
    sort: 'appointmentAt',
    limit: 500,
    depth: 0,
    user: staff,
    overrideAccess: false,
  })
  const days: { date: string; appointments: (IntakeSummary & { time: string })[] }[] = []
  for (const doc of found.docs as Doc[]) {
    if (!doc.appointmentAt) continue
    const { date, time } = zonedParts(doc.appointmentAt, timeZone)
    let day = days.at(-1)
    if (day?.date !== date) days.push((day = { date, appointments: [] }))
    day.appointments.push({ ...summary(doc), time })
  }
  return { timeZone, count: found.docs.length, days }
}
