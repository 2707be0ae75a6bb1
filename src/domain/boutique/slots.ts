import { addDays, isoWithOffset, weekdayOf, zonedParts, zonedTimeToInstant } from '@/lib/zoned-time'

import { type BoutiqueHours, clockMinutes } from './hours'

/**
 * The open times of the boutique, computed from its hours (issue 31). Pure: the caller reads the
 * hours and how many visits each time already holds, and passes the clock.
 */

export type Slot = { start: string; end: string }

const HOUR = 3_600_000
const DAY = 24 * HOUR

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The first and last calendar days (foundation's clock) a booking made `now` may fall on. */
export function bookableDays(hours: BoutiqueHours, now: Date) {
  return { first: zonedParts(now, hours.timeZone).date, last: zonedParts(new Date(now.getTime() + hours.horizonDays * DAY), hours.timeZone).date }
}

/**
 * Every time the hours offer between two calendar days (inclusive), open for booking at `now`:
 * after the minimum notice, before the horizon's end, not on a closed date. `booked(startMs)`
 * says how many visits a time already holds; a full time is left out. Without `booked`, every
 * time the hours offer is listed (for checking that a chosen time is one of them).
 */
export function openSlots(hours: BoutiqueHours, from: string, to: string, now: Date, booked: (startMs: number) => number = () => 0): Slot[] {
  const earliest = now.getTime() + hours.noticeHours * HOUR
  const latest = now.getTime() + hours.horizonDays * DAY
  const closed = new Set(hours.closedDates)
  const visit = hours.visitMinutes * 60_000
  const slots: Slot[] = []
  const seen = new Set<number>()
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (closed.has(date)) continue
    const weekday = weekdayOf(date)
    const ranges = hours.weekly.filter((range) => range.weekday === weekday).sort((a, b) => clockMinutes(a.start) - clockMinutes(b.start))
    for (const range of ranges) {
      const end = clockMinutes(range.end)
      for (let at = clockMinutes(range.start); at + hours.visitMinutes <= end; at += hours.visitMinutes) {
        // A wall time that does not exist (the spring-forward hour) is no time at all.
        const instant = zonedTimeToInstant(`${date}T${clock(at)}`, hours.timeZone)
        if (!instant) continue
        const startMs = Date.parse(instant)
        if (startMs < earliest || startMs > latest || seen.has(startMs)) continue
        seen.add(startMs)
        if (booked(startMs) >= hours.capacity) continue
        slots.push({ start: isoWithOffset(instant, hours.timeZone), end: isoWithOffset(new Date(startMs + visit), hours.timeZone) })
      }
    }
  }
  return slots.sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
}

/** The offered time that starts at `start` (any ISO form of the same instant), or null. */
export function offeredSlot(hours: BoutiqueHours, start: string, now: Date): Slot | null {
  const startMs = Date.parse(start)
  if (Number.isNaN(startMs)) return null
  const { date } = zonedParts(new Date(startMs), hours.timeZone)
  return openSlots(hours, date, date, now).find((slot) => Date.parse(slot.start) === startMs) ?? null
}

/**
 * Up to `count` times still open nearest to `start` (before or after), soonest first: what she
 * is offered when the time she chose has just filled (issue 41). `booked` as for openSlots.
 */
export function nearestOpen(hours: BoutiqueHours, start: string, now: Date, booked: (startMs: number) => number, count = 3): Slot[] {
  const { first, last } = bookableDays(hours, now)
  const wanted = Date.parse(start)
  return openSlots(hours, first, last, now, booked)
    .filter((slot) => Date.parse(slot.start) !== wanted)
    .sort((a, b) => Math.abs(Date.parse(a.start) - wanted) - Math.abs(Date.parse(b.start) - wanted))
    .slice(0, count)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
}
