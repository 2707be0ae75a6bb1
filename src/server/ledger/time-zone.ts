import type { Payload } from 'payload'

import { databasePool } from '@/server/db'

export const DEFAULT_TIME_ZONE = 'America/Chicago'

/** The foundation's time zone from Site settings (IANA name), for staff dates and reports. */
export async function foundationTimeZone(payload: Payload): Promise<string> {
  const { rows } = await databasePool(payload).query<{ time_zone: string | null }>('SELECT time_zone FROM site_settings LIMIT 1')
  const zone = rows[0]?.time_zone || DEFAULT_TIME_ZONE
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone
  } catch {
    return DEFAULT_TIME_ZONE
  }
}
