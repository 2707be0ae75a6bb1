import type { Payload } from 'payload'

import { AREA_ROLES } from '@/access/roles'
import { sendDailyVisits } from '@/email/boutique'
import { databasePool } from '@/lib/db'
import { foundationTimeZone, startOfZonedDay, zonedParts } from '@/lib/zoned-time'

/**
 * The intake staff's morning e-mail (issue 31): at 7:00 on the foundation's clock, how many
 * visits the day holds, never who. The job runs hourly (claimed once per hour across instances,
 * src/server/jobs.ts) and sends only in the 7 o'clock hour, so each day gets one e-mail.
 */
export async function sendMorningVisits(payload: Payload, now = new Date()) {
  const timeZone = await foundationTimeZone(payload)
  if (zonedParts(now, timeZone).time.slice(0, 2) !== '07') return false
  const start = startOfZonedDay(now, timeZone)
  // The next day's start: 36 hours on, then back to its midnight (days are 23 to 25 hours long).
  const end = startOfZonedDay(new Date(start.getTime() + 36 * 3_600_000), timeZone)
  const pool = databasePool(payload)
  const [visits, staff] = await Promise.all([
    pool.query<{ count: string }>(
      `SELECT count(*) AS count FROM intake_requests WHERE status IN ('scheduled', 'held') AND appointment_at >= $1 AND appointment_at < $2`,
      [start.toISOString(), end.toISOString()],
    ),
    pool.query<{ email: string }>(`SELECT email FROM users WHERE role = ANY($1) AND email IS NOT NULL AND email <> ''`, [[...AREA_ROLES.intake]]),
  ])
  await sendDailyVisits(payload, { to: staff.rows.map((row) => row.email), count: Number(visits.rows[0].count) })
  return true
}
