import type { Payload } from 'payload'
import { z } from 'zod'

import { levelMinimumCents } from '@/domain/donors/levels'
import { ApiError } from '@/lib/http'
import { centsToDecimal } from '@/lib/money'
import { requiredText } from '@/lib/validation'

import { databasePool } from '@/lib/db'

/**
 * Giving-circle suggestions: each donor's gifts of the last 12 months (net of refunds and lost
 * disputes, by e-mail) against the levels' smallest yearly gifts (read from their ranges). A
 * donor is suggested the highest level they reached when their approved roster entry is lower
 * or missing. Nothing reaches the public roster until a treasurer approves it with the name the
 * donor chose to be shown by.
 */
export type LevelSuggestion = {
  contactId: number
  name: string
  email: string
  lastTwelveMonths: string
  level: { id: number; name: string }
  currentLevel: { id: number; name: string } | null
}

type Level = { id: number; name: string; minimum: number }

async function levelsByMinimum(payload: Payload): Promise<Level[]> {
  const { docs } = await payload.find({ collection: 'donor-levels', depth: 0, limit: 100, pagination: false, overrideAccess: true })
  return docs
    .map((level) => ({ id: level.id, name: level.name, minimum: levelMinimumCents(level.range) }))
    .filter((level): level is Level => level.minimum !== null && level.minimum > 0)
    .sort((a, b) => b.minimum - a.minimum)
}

export async function levelSuggestions(payload: Payload): Promise<LevelSuggestion[]> {
  const levels = await levelsByMinimum(payload)
  if (levels.length === 0) return []
  const lowest = levels[levels.length - 1].minimum
  const { rows } = await databasePool(payload).query<{
    id: number
    first_name: string | null
    last_name: string | null
    email: string
    cents: string
    roster_level: number | null
  }>(
    `WITH aliases AS (
       SELECT a.email AS alias, c.email AS primary_email
       FROM donor_contacts_alternate_emails a JOIN donor_contacts c ON c.id = a._parent_id
     ),
     recent AS (
       -- One pass over the year's gifts, from the partial index on the counting gifts
       -- (donations_recent_giving_idx, index-only once vacuumed), a merged address counted on its
       -- contact. Measured at 50,000 donors: grouping by the address as written first, or
       -- MATERIALIZED (which loses the parallel join below), were both slower.
       SELECT coalesce(al.primary_email, lower(d.email)) AS email, sum(GREATEST(d.net_amount_cents - coalesce(d.fee_covered_cents, 0), 0)) AS cents
       FROM donations d LEFT JOIN aliases al ON al.alias = lower(d.email)
       WHERE d.created_at >= now() - interval '12 months' AND d.net_amount_cents > 0
       GROUP BY 1 HAVING sum(GREATEST(d.net_amount_cents - coalesce(d.fee_covered_cents, 0), 0)) >= $1
     ),
     top AS (
       SELECT c.id, c.first_name, c.last_name, c.email, r.cents
       FROM recent r JOIN donor_contacts c ON lower(c.email) = r.email
       -- A donor who ever asked to keep a gift discreet is never put on the public roster.
       WHERE NOT EXISTS (SELECT 1 FROM donations x WHERE lower(x.email) = r.email AND x.discreet)
       ORDER BY r.cents DESC, c.id
       LIMIT 500
     )
     -- The roster is looked up for the 500 rows shown, not for every donor of the year.
     SELECT t.*, (SELECT ro.level_id FROM donor_roster ro WHERE ro.contact_id = t.id ORDER BY ro.id DESC LIMIT 1) AS roster_level
     FROM top t ORDER BY t.cents DESC, t.id`,
    [lowest],
  )
  const byId = new Map(levels.map((level) => [level.id, level]))
  return rows.flatMap((row) => {
    const cents = Number(row.cents)
    const level = levels.find((candidate) => candidate.minimum <= cents)
    if (!level) return []
    const current = row.roster_level === null ? null : (byId.get(Number(row.roster_level)) ?? null)
    if (current && current.minimum >= level.minimum) return []
    return [
      {
        contactId: row.id,
        name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.email,
        email: row.email,
        lastTwelveMonths: centsToDecimal(cents),
        level: { id: level.id, name: level.name },
        currentLevel: current ? { id: current.id, name: current.name } : null,
      },
    ]
  })
}

export const approveSchema = z.object({
  contactId: z.number({ error: 'Choose a donor.' }).int().positive(),
  levelId: z.number({ error: 'Choose a level.' }).int().positive(),
  displayName: requiredText('Enter the name the donor chose to be shown by.', 120),
})

/**
 * Puts the donor on the public roster at the level, under the display name the donor chose
 * (moving their earlier approved entry, if any, rather than listing them twice).
 */
export async function approveLevel(payload: Payload, input: z.output<typeof approveSchema>) {
  const suggestion = (await levelSuggestions(payload)).find((s) => s.contactId === input.contactId && s.level.id === input.levelId)
  if (!suggestion) throw new ApiError(409, 'This suggestion no longer applies. Reload the list.')
  const existing = await payload.find({ collection: 'donor-roster', where: { contact: { equals: input.contactId } }, limit: 1, depth: 0, overrideAccess: true })
  const data = { name: input.displayName, level: input.levelId, contact: input.contactId }
  const entry = existing.docs[0]
    ? await payload.update({ collection: 'donor-roster', id: existing.docs[0].id, data, overrideAccess: true })
    : await payload.create({ collection: 'donor-roster', data, overrideAccess: true })
  return { id: entry.id, name: entry.name, level: suggestion.level }
}
