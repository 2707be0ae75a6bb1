import type { Payload } from 'payload'

import { foundationTimeZone } from '../ledger/time-zone'
import { databasePool } from '../db'

/**
 * Who gave when, for the treasurer's December calls. A donor is an e-mail address (contacts are
 * consolidated by e-mail); a year counts only gifts still worth something: net of refunds and
 * lost disputes (`net_amount_cents > 0`), dated by the payment in the foundation's time zone.
 *
 * - LYBUNT: gave last year, not (yet) this year.
 * - SYBUNT: gave in some year before last, and neither last year nor this year — kept apart
 *   from LYBUNT so each donor sits in one segment and gets one kind of appeal.
 */
export const SEGMENTS = ['lybunt', 'sybunt'] as const
export type Segment = (typeof SEGMENTS)[number]

/** The calendar year it is now in the foundation's time zone. */
export async function currentYear(payload: Payload) {
  const timeZone = await foundationTimeZone(payload)
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(new Date()))
}

const GIVING_YEARS = `
  SELECT lower(email) AS email, extract(year FROM created_at AT TIME ZONE $1)::int AS year
  FROM donations WHERE net_amount_cents > 0 GROUP BY 1, 2`

const SEGMENT_SQL: Record<Segment, string> = {
  lybunt: `EXISTS (SELECT 1 FROM giving g WHERE g.email = lower(c.email) AND g.year = $2 - 1)
       AND NOT EXISTS (SELECT 1 FROM giving g WHERE g.email = lower(c.email) AND g.year = $2)`,
  sybunt: `EXISTS (SELECT 1 FROM giving g WHERE g.email = lower(c.email) AND g.year < $2 - 1)
       AND NOT EXISTS (SELECT 1 FROM giving g WHERE g.email = lower(c.email) AND g.year >= $2 - 1 AND g.year <= $2)`,
}

/** Ids of the donor contacts in a segment, as of `year` (default: this year). */
export async function segmentContactIds(payload: Payload, segment: Segment, year?: number): Promise<number[]> {
  const timeZone = await foundationTimeZone(payload)
  const asOf = year ?? (await currentYear(payload))
  const { rows } = await databasePool(payload).query<{ id: number }>(
    `WITH giving AS (${GIVING_YEARS})
     SELECT c.id FROM donor_contacts c WHERE ${SEGMENT_SQL[segment]}`,
    [timeZone, asOf],
  )
  return rows.map((row) => row.id)
}

/**
 * Donor retention as of `year`: of the donors who gave the year before, how many gave again in
 * `year` — with the same figure one year earlier beside it, and the segment sizes.
 */
export async function retention(payload: Payload, year?: number) {
  const timeZone = await foundationTimeZone(payload)
  const asOf = year ?? (await currentYear(payload))
  const { rows } = await databasePool(payload).query<{ year: number; donors: string; retained: string }>(
    `WITH giving AS (${GIVING_YEARS})
     SELECT base.year + 1 AS year, count(*) AS donors,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM giving n WHERE n.email = base.email AND n.year = base.year + 1)) AS retained
     FROM giving base WHERE base.year IN ($2 - 1, $2 - 2)
     GROUP BY base.year`,
    [timeZone, asOf],
  )
  const figure = (y: number) => {
    const row = rows.find((r) => Number(r.year) === y)
    const donors = Number(row?.donors ?? 0)
    const retained = Number(row?.retained ?? 0)
    return { year: y, donorsYearBefore: donors, retained, rate: donors ? Math.round((retained / donors) * 1000) / 10 : null }
  }
  const [lybunt, sybunt] = await Promise.all(SEGMENTS.map((segment) => segmentContactIds(payload, segment, asOf)))
  return { year: asOf, timeZone, thisYear: figure(asOf), lastYear: figure(asOf - 1), segments: { lybunt: lybunt.length, sybunt: sybunt.length } }
}
