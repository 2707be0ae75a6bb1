import type { Payload } from 'payload'
import type { Pool } from 'pg'

import type { StatementData } from '@/domain/donor-portal/statement'
import { statementTotals } from '@/domain/donor-portal/statement'
import { centsToDecimal } from '@/lib/money'

import { databasePool } from '@/lib/db'
import { calendarYear, foundationTimeZone } from '@/lib/zoned-time'

/**
 * Year-end statements (issue 19): per donor and calendar year, in the foundation's time zone.
 *
 * A donor is an e-mail address, compared case-insensitively, together with the addresses staff
 * merged into the same donor contact (its primary e-mail and `alternateEmails`): one person who
 * gave under two addresses gets one statement. Cancelled ledger rows (nothing was taken) are not
 * gifts and never appear.
 */

/** Every lower-cased address of the donor `email` belongs to (itself first). */
export async function donorEmails(pool: Pool, email: string): Promise<string[]> {
  const normalized = email.trim().toLowerCase()
  const { rows } = await pool.query<{ email: string }>(
    `WITH me AS (
       SELECT id FROM donor_contacts WHERE lower(email) = $1
       UNION SELECT _parent_id FROM donor_contacts_alternate_emails WHERE lower(email) = $1
     )
     SELECT lower(email) AS email FROM donor_contacts WHERE id IN (SELECT id FROM me)
     UNION SELECT lower(email) FROM donor_contacts_alternate_emails WHERE _parent_id IN (SELECT id FROM me)`,
    [normalized],
  )
  return [normalized, ...rows.map((row) => row.email).filter((other) => other !== normalized)]
}

/**
 * The donors of `year` with something to state (net total above zero), each once, by the address
 * the statement goes to: the contact's primary e-mail when the gift's address belongs to a
 * contact, else the gift's own address.
 */
export async function donorsOfYear(pool: Pool, year: number, timeZone: string): Promise<string[]> {
  const { rows } = await pool.query<{ email: string }>(
    `WITH gifts AS (
       -- Gifts in kind are stated apart, with no value (issue 46): in no total, but a statement all the same.
       SELECT lower(email) AS email, coalesce(sum(net_amount_cents) FILTER (WHERE method IS DISTINCT FROM 'in_kind'), 0) AS net,
              bool_or(method = 'in_kind' AND status = 'paid') AS in_kind FROM donations
       -- An offline gift without an address has no one to e-mail a statement to.
       WHERE extract(year FROM created_at AT TIME ZONE $1) = $2 AND status IS DISTINCT FROM 'cancelled' AND trim(email) <> ''
       GROUP BY 1
     ), donors AS (
       -- Two indexed look-ups per address (an OR of both would scan every contact for each).
       SELECT g.net, g.in_kind, coalesce(
         (SELECT lower(c.email) FROM donor_contacts c WHERE lower(c.email) = g.email ORDER BY c.id LIMIT 1),
         (SELECT lower(c.email) FROM donor_contacts_alternate_emails a JOIN donor_contacts c ON c.id = a._parent_id
          WHERE lower(a.email) = g.email ORDER BY c.id LIMIT 1),
         g.email) AS email
       FROM gifts g
     )
     SELECT email FROM donors GROUP BY email HAVING sum(net) > 0 OR bool_or(in_kind) ORDER BY email`,
    [timeZone, year],
  )
  return rows.map((row) => row.email)
}

/** The years in which the donor has gifts that count (net above zero), newest first, with their net. */
export async function statementYears(payload: Payload, email: string) {
  const pool = databasePool(payload)
  const [emails, timeZone] = await Promise.all([donorEmails(pool, email), foundationTimeZone(payload)])
  const { rows } = await pool.query<{ year: number; net: string; in_kind: string }>(
    // A gift in kind is in no total (it is stated apart, not valued), but makes a year to state.
    `SELECT extract(year FROM created_at AT TIME ZONE $2)::int AS year,
            coalesce(sum(net_amount_cents) FILTER (WHERE method IS DISTINCT FROM 'in_kind'), 0) AS net,
            count(*) FILTER (WHERE method = 'in_kind' AND status = 'paid') AS in_kind FROM donations
     WHERE lower(email) = ANY($1::text[]) AND status IS DISTINCT FROM 'cancelled'
     GROUP BY 1
     HAVING sum(net_amount_cents) FILTER (WHERE method IS DISTINCT FROM 'in_kind') > 0 OR bool_or(method = 'in_kind' AND status = 'paid')
     ORDER BY 1 DESC`,
    [emails, timeZone],
  )
  const thisYear = calendarYear(timeZone)
  return rows.map((row) => ({
    year: Number(row.year),
    total: centsToDecimal(Number(row.net)),
    // Issue 46: gifts in kind that year, listed apart in the statement and never given a value.
    inKind: Number(row.in_kind),
    // The year still running is offered "so far"; its statement says so.
    partial: Number(row.year) >= thisYear,
    url: `/api/donor-portal/statements/${row.year}`,
  }))
}

type GiftRow = {
  first_name: string
  last_name: string
  created_at: Date
  amount_cents: string
  net_amount_cents: string
  benefit_value_cents: string | null
  benefit_description: string | null
  method: string | null
  description: string | null
}

/**
 * The statement of the donor `email` belongs to for `year`, or null when she has no gift that
 * counts in it (nothing to state, or not her year: the portal answers 404 either way).
 */
export async function statementOf(payload: Payload, email: string, year: number): Promise<StatementData | null> {
  if (!Number.isInteger(year) || year < 2000 || year > 2100) return null
  const pool = databasePool(payload)
  const [emails, timeZone] = await Promise.all([donorEmails(pool, email), foundationTimeZone(payload)])
  // What a sponsorship brought is on its receipt (valued by staff when it was issued).
  const { rows } = await pool.query<GiftRow>(
    `SELECT d.first_name, d.last_name, d.created_at, d.amount_cents, d.net_amount_cents, r.benefit_value_cents, r.benefit_description,
            d.method, d.description
     FROM donations d
     LEFT JOIN LATERAL (SELECT benefit_value_cents, benefit_description FROM receipts WHERE donation_id = d.id ORDER BY id DESC LIMIT 1) r ON true
     WHERE lower(d.email) = ANY($1::text[]) AND extract(year FROM d.created_at AT TIME ZONE $2) = $3
       AND (d.amount_cents > 0 OR d.method = 'in_kind')
       -- Cancelled, a voided offline entry, a bank payment processing or refused: no gift (yet), on no statement.
       AND coalesce(d.status::text, 'paid') NOT IN ('cancelled', 'voided', 'processing', 'failed')
     ORDER BY d.created_at, d.id`,
    [emails, timeZone, year],
  )
  const date = (row: GiftRow) => new Date(row.created_at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone })
  // Issue 46: gifts in kind are listed apart, described, and valued nowhere — an old entry's typed value included.
  const inKind = rows.filter((row) => row.method === 'in_kind').map((row) => ({ date: date(row), description: row.description || 'Property' }))
  const gifts = rows.filter((row) => row.method !== 'in_kind').map((row) => ({
    date: date(row),
    amountCents: Number(row.amount_cents),
    refundedCents: Math.max(0, Number(row.amount_cents) - Number(row.net_amount_cents)),
    benefitValueCents: Number(row.benefit_value_cents ?? 0),
    benefitDescription: row.benefit_description,
  }))
  if (statementTotals({ gifts }).netCents <= 0 && inKind.length === 0) return null
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const last = rows[rows.length - 1]
  return {
    year,
    partial: year >= calendarYear(timeZone),
    legalName: settings.legalName || settings.foundationName,
    ein: settings.ein ?? '',
    donorName: `${last.first_name} ${last.last_name}`.trim(),
    gifts,
    inKind,
  }
}
