import type { Payload } from 'payload'

import { isCalendarDate } from '@/domain/boutique/hours'
import { bookableDays, openSlots } from '@/domain/boutique/slots'
import { databasePool } from '@/lib/db'
import { ApiError } from '@/lib/http'

import { readHours } from './hours'

const DATES_MESSAGE = 'Dates are YYYY-MM-DD, and "to" is not before "from".'

/**
 * The times still open between two calendar days (default: the whole horizon), for the intake
 * form. Says nothing about bookings: a full time is simply not listed.
 */
export async function listOpenSlots(payload: Payload, query: { from?: string | null; to?: string | null }, now = new Date()) {
  for (const [name, value] of Object.entries(query)) {
    if (value && !isCalendarDate(value)) throw new ApiError(400, DATES_MESSAGE, { [name]: DATES_MESSAGE })
  }
  if (query.from && query.to && query.to < query.from) throw new ApiError(400, DATES_MESSAGE, { to: DATES_MESSAGE })
  const hours = await readHours(payload)
  const { first, last } = bookableDays(hours, now)
  const from = query.from && query.from > first ? query.from : first
  const to = query.to && query.to < last ? query.to : last
  if (from > to || !hours.weekly.length) return { timeZone: hours.timeZone, slots: [] }
  const { rows } = await databasePool(payload).query<{ at: Date; count: string }>(
    `SELECT appointment_at AS at, count(*) AS count FROM intake_requests
      WHERE status = 'scheduled' AND appointment_at >= $1 GROUP BY appointment_at`,
    [now.toISOString()],
  )
  const booked = new Map(rows.map((row) => [row.at.getTime(), Number(row.count)]))
  return { timeZone: hours.timeZone, slots: openSlots(hours, from, to, now, (start) => booked.get(start) ?? 0) }
}
