import type { Payload } from 'payload'

import { databasePool } from '@/lib/db'

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

/** The foundation's time zone from Site settings (IANA name), for staff dates and reports. */
export async function foundationTimeZone(payload: Payload): Promise<string> {
  const { rows } = await databasePool(payload).query<{ time_zone: string | null }>('SELECT time_zone FROM site_settings LIMIT 1')
  return validTimeZone(rows[0]?.time_zone)
}
