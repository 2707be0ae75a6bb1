import type { Payload, PayloadRequest } from 'payload'

import { type BoutiqueHours, type BoutiqueHoursInput, HOURS_DEFAULTS } from '@/domain/boutique/hours'
import { offeredSlot } from '@/domain/boutique/slots'
import { isoWithOffset, foundationTimeZone } from '@/lib/zoned-time'
import { databasePool } from '@/lib/db'

type SignedIn = NonNullable<PayloadRequest['user']>

/** The boutique's open times as stored (the global), with defaults for what was never set. */
export async function readHours(payload: Payload): Promise<BoutiqueHours> {
  const [stored, timeZone] = await Promise.all([
    payload.findGlobal({ slug: 'boutique-hours', depth: 0, overrideAccess: true }),
    foundationTimeZone(payload),
  ])
  return {
    timeZone,
    visitMinutes: stored.visitMinutes ?? HOURS_DEFAULTS.visitMinutes,
    capacity: stored.capacity ?? HOURS_DEFAULTS.capacity,
    horizonDays: stored.horizonDays ?? HOURS_DEFAULTS.horizonDays,
    noticeHours: stored.noticeHours ?? HOURS_DEFAULTS.noticeHours,
    confirmWithinMinutes: stored.confirmWithinMinutes ?? HOURS_DEFAULTS.confirmWithinMinutes,
    onlineBookingsPerHour: stored.onlineBookingsPerHour ?? HOURS_DEFAULTS.onlineBookingsPerHour,
    weekly: (stored.weekly ?? []).map((range) => ({ weekday: Number(range.weekday), start: range.start, end: range.end })),
    closedDates: (stored.closedDates ?? []).map((row) => row.date),
  }
}

export type OutsideVisit = { caseId: number; start: string }

/**
 * Saves new open times as the signed-in coordinator (the global's access decides). Booked visits
 * stay booked: the answer lists those that no longer fall on an offered time, for her to rearrange.
 */
export async function saveHours(payload: Payload, staff: SignedIn, input: BoutiqueHoursInput, now = new Date()) {
  await payload.updateGlobal({
    slug: 'boutique-hours',
    data: {
      visitMinutes: input.visitMinutes,
      capacity: input.capacity,
      horizonDays: input.horizonDays,
      noticeHours: input.noticeHours,
      ...(input.confirmWithinMinutes === undefined ? {} : { confirmWithinMinutes: input.confirmWithinMinutes }),
      ...(input.onlineBookingsPerHour === undefined ? {} : { onlineBookingsPerHour: input.onlineBookingsPerHour }),
      weekly: input.weekly.map((range) => ({ weekday: String(range.weekday) as '0', start: range.start, end: range.end })),
      closedDates: [...new Set(input.closedDates)].sort().map((date) => ({ date })),
    },
    depth: 0,
    user: staff,
    overrideAccess: false,
  })
  const hours = await readHours(payload)
  return { ...hours, outsideHours: await visitsOutside(payload, hours, now) }
}

/** Upcoming booked visits whose time the hours no longer offer (notice and horizon aside). */
async function visitsOutside(payload: Payload, hours: BoutiqueHours, now: Date): Promise<OutsideVisit[]> {
  const { rows } = await databasePool(payload).query<{ id: number; appointment_at: Date }>(
    `SELECT id, appointment_at FROM intake_requests WHERE status IN ('scheduled', 'held') AND appointment_at >= $1 ORDER BY appointment_at`,
    [now.toISOString()],
  )
  // Any time the weekly hours offer, however near or far: a booked visit was fine when booked.
  const open = { ...hours, noticeHours: 0 }
  return rows
    .filter((row) => !offeredSlot(open, row.appointment_at.toISOString(), new Date(row.appointment_at.getTime() - 1)))
    .map((row) => ({ caseId: row.id, start: isoWithOffset(row.appointment_at, hours.timeZone) }))
}
