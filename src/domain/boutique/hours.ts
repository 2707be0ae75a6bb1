import { z } from 'zod'

/**
 * The boutique's open times (issue 31): weekly hours on the foundation's clock, how long a visit
 * lasts, how many women one time takes, how far ahead and how soon she may book, and the days it
 * is closed. Pure: the settings' one schema, shared by the JSON API, the staff editor and the
 * stored global.
 */

export const HOURS_DEFAULTS = { visitMinutes: 60, capacity: 1, horizonDays: 21, noticeHours: 24, confirmWithinMinutes: 120, onlineBookingsPerHour: 6 } as const

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** "10:30" → 630 minutes after midnight. */
export function clockMinutes(value: string) {
  const [hours, minutes] = value.split(':').map(Number)
  return hours * 60 + minutes
}

export function isCalendarDate(value: string) {
  if (!DAY.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

export const weeklyRangeSchema = z
  .object({
    weekday: z.number({ error: 'Weekday is 0 (Sunday) to 6 (Saturday).' }).int().min(0).max(6),
    start: z.string().regex(CLOCK, 'Times are HH:MM, e.g. 10:00.'),
    end: z.string().regex(CLOCK, 'Times are HH:MM, e.g. 12:00.'),
  })
  .refine((range) => clockMinutes(range.end) > clockMinutes(range.start), { message: 'Each range ends after it starts.', path: ['end'] })

export const hoursSchema = z.object({
  // Read-only: the foundation's zone (Site settings). Accepted so a script can send back what it read.
  timeZone: z.string().optional(),
  visitMinutes: z.number({ error: 'Visit length is a number of minutes.' }).int().min(15, 'Visits last at least 15 minutes.').max(480),
  capacity: z.number({ error: 'Capacity is a whole number.' }).int().min(1, 'At least one woman per time.').max(50),
  horizonDays: z.number({ error: 'The horizon is a number of days.' }).int().min(1).max(90),
  noticeHours: z.number({ error: 'Notice is a number of hours.' }).int().min(0).max(24 * 14),
  weekly: z.array(weeklyRangeSchema).max(50),
  closedDates: z.array(z.string().refine(isCalendarDate, 'Closed dates are YYYY-MM-DD.')).max(400),
  // Issue 41. Optional so a script written for the first version keeps working: absent keeps the stored value.
  confirmWithinMinutes: z.number({ error: 'Confirm within is a number of minutes.' }).int().min(10, 'Give her at least 10 minutes to confirm.').max(7 * 24 * 60).optional(),
  onlineBookingsPerHour: z.number({ error: 'Online bookings per hour is a whole number.' }).int().min(1).max(1000).optional(),
})

export type BoutiqueHoursInput = z.output<typeof hoursSchema>
export type WeeklyRange = z.output<typeof weeklyRangeSchema>
export type BoutiqueHours = Omit<BoutiqueHoursInput, 'timeZone' | 'confirmWithinMinutes' | 'onlineBookingsPerHour'> & {
  timeZone: string
  confirmWithinMinutes: number
  onlineBookingsPerHour: number
}

export const TAKEN_MESSAGE = 'That time was just taken. Please choose another.'
/** Staff scheduling into a time whose places are all taken (issue 41). */
export const FULL_MESSAGE = 'That time is full.'
export const NOT_OPEN_MESSAGE = 'That time is not open for visits. Please choose another.'

/** What the booking step's e-mail and calendar entry call the visit: nothing more. */
export const VISIT_TITLE = 'Boutique visit'
