import type { Payload } from 'payload'

import { calendarYear, foundationTimeZone } from '@/lib/zoned-time'
import { databasePool } from '@/lib/db'

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
  return calendarYear(await foundationTimeZone(payload))
}

/**
 * One row per donor (a contact's main e-mail with the addresses merged into it) with the years
 * that matter as flags, read from `donor_giving`: the calendar years (in the foundation's time
 * zone) each address has a gift in that still counts, kept by the database on every ledger
 * write (migration 20261124_150000_issue_21_giving_summary). One row per address instead of one
 * per gift: ~50,000 rows at 200,000 gifts. Then a hash join to the contacts (an EXISTS per
 * contact took minutes at 50,000). $1: the year the figures are as of.
 */
const GIVING = `
  WITH aliases AS (
    SELECT a.email AS alias, c.email AS primary_email
    FROM donor_contacts_alternate_emails a JOIN donor_contacts c ON c.id = a._parent_id
  ),
  giving AS (
    SELECT coalesce(al.primary_email, g.email) AS email,
           bool_or($1::int = ANY(g.years)) AS this_year,
           bool_or($1::int - 1 = ANY(g.years)) AS last_year,
           bool_or($1::int - 2 = ANY(g.years)) AS two_years_ago,
           bool_or(g.years[1] < $1::int - 1) AS before_last_year
    FROM donor_giving g LEFT JOIN aliases al ON al.alias = g.email
    -- Offline gifts without an address are nobody's to retain (they all share the empty address).
    WHERE g.email <> ''
    GROUP BY 1
  )`

const SEGMENT_SQL: Record<Segment, string> = {
  lybunt: 'g.last_year AND NOT g.this_year',
  sybunt: 'g.before_last_year AND NOT g.last_year AND NOT g.this_year',
}

/** Ids of the donor contacts in a segment, as of `year` (default: this year). */
export async function segmentContactIds(payload: Payload, segment: Segment, year?: number): Promise<number[]> {
  const asOf = year ?? (await currentYear(payload))
  const { rows } = await databasePool(payload).query<{ id: number }>(
    `${GIVING}
     SELECT c.id FROM donor_contacts c JOIN giving g ON g.email = lower(c.email) WHERE ${SEGMENT_SQL[segment]}`,
    [asOf],
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
    [asOf],
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
