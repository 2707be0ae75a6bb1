import type { Payload } from 'payload'

import { isCalendarDate } from '@/domain/boutique/hours'
import { bookableDays, openSlots } from '@/domain/boutique/slots'
import { ApiError } from '@/lib/http'

import { readHours } from './hours'

const DATES_MESSAGE = 'Dates are YYYY-MM-DD, and "to" is not before "from".'

/**
 * The times the opening hours offer between two calendar days (default: the whole horizon), for
 * the intake form. Issue 41: the list says nothing about bookings — a booked or held time is
 * listed like any other, so polling it cannot tell anyone when a woman will be at the boutique.
 * She learns that a time has just filled only when she books it (409 with the nearest open times).
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
  return { timeZone: hours.timeZone, slots: openSlots(hours, from, to, now) }
}
