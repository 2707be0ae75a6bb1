import type { Payload } from 'payload'

import { foundationTimeZone } from '../ledger/time-zone'
import { databasePool } from '../db'

/**
 * Who gave when, for the treasurer's December calls. A donor is a contact's main e-mail with
 * the addresses merged into it (alternate e-mails); a year counts only gifts still worth something: net of refunds and
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

/**
 * Midnight of January 1 of `year` and the two years before it, and of the year after, in the
 * foundation's time zone: computed once per call and passed to the query as constants (a
 * make_timestamptz in the query's WHERE ran once per gift, half the query's time at 200,000 gifts).
 */
async function yearBounds(payload: Payload, timeZone: string, year: number) {
  const { rows } = await databasePool(payload).query<Record<'next_year' | 'this_year' | 'last_year' | 'two_years_ago', Date>>(
    `SELECT make_timestamptz($2 + 1, 1, 1, 0, 0, 0, $1) AS next_year, make_timestamptz($2, 1, 1, 0, 0, 0, $1) AS this_year,
            make_timestamptz($2 - 1, 1, 1, 0, 0, 0, $1) AS last_year, make_timestamptz($2 - 2, 1, 1, 0, 0, 0, $1) AS two_years_ago`,
    [timeZone, year],
  )
  const b = rows[0]
  return [b.next_year, b.this_year, b.last_year, b.two_years_ago]
}

/**
 * One row per donor (a contact's main e-mail with the addresses merged into it) with the years
 * that matter as flags: one pass over the ledger grouped by the address as written (lower-casing
 * and the merged addresses are applied to the ~one row per address that leaves, not to every
 * gift), then a hash join to the contacts (an EXISTS per contact took minutes at 50,000).
 * $1…$4: the starts of next year, this year, last year and the year before (yearBounds).
 */
const GIVING = `
  WITH aliases AS (
    SELECT a.email AS alias, c.email AS primary_email
    FROM donor_contacts_alternate_emails a JOIN donor_contacts c ON c.id = a._parent_id
  ),
  per_address AS (
    SELECT d.email,
           bool_or(d.created_at >= $2) AS this_year,
           bool_or(d.created_at >= $3 AND d.created_at < $2) AS last_year,
           bool_or(d.created_at >= $4 AND d.created_at < $3) AS two_years_ago,
           bool_or(d.created_at < $3) AS before_last_year
    FROM donations d
    WHERE d.net_amount_cents > 0 AND d.created_at < $1
    GROUP BY d.email
  ),
  giving AS (
    SELECT coalesce(al.primary_email, lower(p.email)) AS email,
           bool_or(p.this_year) AS this_year, bool_or(p.last_year) AS last_year,
           bool_or(p.two_years_ago) AS two_years_ago, bool_or(p.before_last_year) AS before_last_year
    FROM per_address p LEFT JOIN aliases al ON al.alias = lower(p.email)
    GROUP BY 1
  )`

const SEGMENT_SQL: Record<Segment, string> = {
  lybunt: 'g.last_year AND NOT g.this_year',
  sybunt: 'g.before_last_year AND NOT g.last_year AND NOT g.this_year',
}

/** Ids of the donor contacts in a segment, as of `year` (default: this year). */
export async function segmentContactIds(payload: Payload, segment: Segment, year?: number): Promise<number[]> {
  const timeZone = await foundationTimeZone(payload)
  const asOf = year ?? (await currentYear(payload))
  const { rows } = await databasePool(payload).query<{ id: number }>(
    `${GIVING}
     SELECT c.id FROM donor_contacts c JOIN giving g ON g.email = lower(c.email) WHERE ${SEGMENT_SQL[segment]}`,
    await yearBounds(payload, timeZone, asOf),
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
  const { rows } = await databasePool(payload).query<Record<'donors' | 'retained' | 'donors_before' | 'retained_before' | 'lybunt' | 'sybunt', string>>(
    `${GIVING}
     SELECT count(*) FILTER (WHERE g.last_year) AS donors,
            count(*) FILTER (WHERE g.last_year AND g.this_year) AS retained,
            count(*) FILTER (WHERE g.two_years_ago) AS donors_before,
            count(*) FILTER (WHERE g.two_years_ago AND g.last_year) AS retained_before,
            (SELECT count(*) FROM donor_contacts c JOIN giving g ON g.email = lower(c.email) WHERE ${SEGMENT_SQL.lybunt}) AS lybunt,
            (SELECT count(*) FROM donor_contacts c JOIN giving g ON g.email = lower(c.email) WHERE ${SEGMENT_SQL.sybunt}) AS sybunt
     FROM giving g`,
    await yearBounds(payload, timeZone, asOf),
  )
  const row = rows[0]
  const figure = (y: number, donorsText: string | undefined, retainedText: string | undefined) => {
    const donors = Number(donorsText ?? 0)
    const retained = Number(retainedText ?? 0)
    return { year: y, donorsYearBefore: donors, retained, rate: donors ? Math.round((retained / donors) * 1000) / 10 : null }
  }
  return {
    year: asOf,
    timeZone,
    thisYear: figure(asOf, row?.donors, row?.retained),
    lastYear: figure(asOf - 1, row?.donors_before, row?.retained_before),
    segments: { lybunt: Number(row?.lybunt ?? 0), sybunt: Number(row?.sybunt ?? 0) },
  }
}
