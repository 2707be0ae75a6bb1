import type { Payload } from 'payload'
import type { Pool } from 'pg'

/**
 * Every time-zone rule of the site in one module: the foundation's zone (Site settings), the
 * calendar year there, and wall-clock times in it for appointments that staff type as
 * "2026-12-03 10:30" meaning the boutique's clock, not the server's. Client components use it
 * too, so it imports no runtime code.
 */

export const DEFAULT_TIME_ZONE = 'America/Chicago'

/** A stored zone name when the runtime knows it, else the default. */
export function validTimeZone(zone: string | null | undefined): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone || DEFAULT_TIME_ZONE })
    return zone || DEFAULT_TIME_ZONE
  } catch {
    return DEFAULT_TIME_ZONE
  }
}

/** The calendar year it is at `now` in `timeZone`. */
export function calendarYear(timeZone: string, now = new Date()) {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(now))
}

/**
 * The year it is now where the foundation is (issue 47: the footer's ©), for a stored zone name
 * that may be empty or unknown to the runtime: then the default zone's.
 */
export function yearIn(timeZone: string | null | undefined, now = new Date()) {
  return calendarYear(validTimeZone(timeZone), now)
}

/** The foundation's time zone from Site settings (IANA name), for staff dates and reports. */
export async function foundationTimeZone(payload: Payload): Promise<string> {
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const { rows } = await pool.query<{ time_zone: string | null }>('SELECT time_zone FROM site_settings LIMIT 1')
  return validTimeZone(rows[0]?.time_zone)
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

function parts(date: Date, timeZone: string) {
  const values = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return { date: `${values.year}-${values.month}-${values.day}`, time: `${values.hour}:${values.minute}` }
}

/** The zone's offset from UTC at that instant, in minutes. */
function offsetMinutes(instant: number, timeZone: string) {
  const local = parts(new Date(instant), timeZone)
  const asUtc = Date.parse(`${local.date}T${local.time}:00Z`)
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000)
}

/**
 * "2026-12-03T10:30" on the zone's clock → the instant (ISO, UTC). A time with its own offset or
 * Z is taken as it is. Returns null for anything else, or for a wall time that does not exist.
 */
export function zonedTimeToInstant(value: string, timeZone: string): string | null {
  const match = LOCAL.exec(value)
  if (!match) {
    if (!/[zZ]|[+-]\d{2}:?\d{2}$/.test(value)) return null
    const time = Date.parse(value)
    return Number.isNaN(time) ? null : new Date(time).toISOString()
  }
  const guess = Date.parse(`${value}:00Z`)
  if (Number.isNaN(guess)) return null
  // Two passes settle the offset around a daylight-saving change.
  let instant = guess - offsetMinutes(guess, timeZone) * 60_000
  instant = guess - offsetMinutes(instant, timeZone) * 60_000
  const back = parts(new Date(instant), timeZone)
  return `${back.date}T${back.time}` === value ? new Date(instant).toISOString() : null
}

/** The calendar day ("2026-12-03") and clock time ("10:30") of an instant in the zone. */
export function zonedParts(value: string | Date, timeZone: string) {
  return parts(typeof value === 'string' ? new Date(value) : value, timeZone)
}

/** The first instant of the zone's calendar day that holds `now`. */
export function startOfZonedDay(now: Date, timeZone: string): Date {
  const { date } = parts(now, timeZone)
  const start = zonedTimeToInstant(`${date}T00:00`, timeZone)
  return start ? new Date(start) : now
}

/** The instant as ISO with the zone's offset, e.g. "2026-12-01T10:00:00-06:00" (what a visitor's clock reads). */
export function isoWithOffset(value: string | Date, timeZone: string) {
  const instant = typeof value === 'string' ? Date.parse(value) : value.getTime()
  const { date, time } = parts(new Date(instant), timeZone)
  const offset = offsetMinutes(instant, timeZone)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return `${date}T${time}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

/** The calendar day `days` after "YYYY-MM-DD" (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number) {
  const next = new Date(`${date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + days)
  return next.toISOString().slice(0, 10)
}

/** 0 (Sunday) to 6 for a calendar day "YYYY-MM-DD". */
export function weekdayOf(date: string) {
  return new Date(`${date}T00:00:00Z`).getUTCDay()
}
