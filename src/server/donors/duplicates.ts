import type { Pool } from 'pg'
import type { Payload } from 'payload'
import type { z } from 'zod'

import {
  DOMAIN_TYPOS,
  type DuplicateReason,
  MERGE_FIELDS,
  type MergeField,
  type dismissSchema,
  type mergeSchema,
} from '@/domain/donors/duplicates'
import { ApiError } from '@/lib/http'

import { recordAudit } from '../audit'
import { databasePool, withPoolTransaction } from '@/lib/db'
import { consolidateDonorContacts } from './consolidate'

type Staff = { id: number | string; username?: string | null; name?: string | null }

export const SUGGESTION_LIMIT = 100

const TYPOS_SQL = Object.entries(DOMAIN_TYPOS)
  .map(([typo, fix]) => `('${typo}', '${fix}')`)
  .join(', ')

/**
 * Groups of contacts that look like one person (contacts are already one per e-mail): the same
 * address once dots, a +tag and a domain typo are set aside (see emailKey), or the same first
 * and last name with the same phone (last ten digits) or the same 5-digit ZIP. Each rule is one
 * hashed GROUP BY over the contacts, keeping keys that two to ten contacts share; the pairs are
 * made from those few groups in code. (Self-joins of the contacts sorted 50,000 rows three times,
 * and their row estimates were so large that PostgreSQL JIT-compiled the query: seconds.)
 */
const GROUPS = `
WITH typos(typo, fix) AS (VALUES ${TYPOS_SQL})
SELECT array_agg(c.id) AS ids, 'email' AS reason
FROM donor_contacts c LEFT JOIN typos t ON t.typo = split_part(c.email, '@', 2)
GROUP BY replace(split_part(split_part(c.email, '@', 1), '+', 1), '.', '') || '@' || coalesce(t.fix, split_part(c.email, '@', 2))
HAVING count(*) BETWEEN 2 AND 10
UNION ALL
SELECT array_agg(id), 'name-phone' FROM donor_contacts
WHERE length(translate(phone, ' ()-.+/', '')) >= 7 AND trim(first_name) <> '' AND trim(last_name) <> ''
GROUP BY lower(trim(first_name)), lower(trim(last_name)), right(translate(phone, ' ()-.+/', ''), 10)
HAVING count(*) BETWEEN 2 AND 10
UNION ALL
SELECT array_agg(id), 'name-zip' FROM donor_contacts
WHERE length(trim(zip_code)) >= 5 AND trim(first_name) <> '' AND trim(last_name) <> ''
GROUP BY lower(trim(first_name)), lower(trim(last_name)), left(trim(zip_code), 5)
HAVING count(*) BETWEEN 2 AND 10`

/** Every pair within the groups, lower id first, with all the reasons it was suggested for. */
async function suggestedPairs(pool: Pool) {
  const { rows } = await pool.query<{ ids: number[]; reason: DuplicateReason }>(GROUPS)
  const pairs = new Map<string, { a: number; b: number; reasons: DuplicateReason[] }>()
  for (const { ids, reason } of rows) {
    const sorted = ids.map(Number).sort((x, y) => x - y)
    for (let i = 0; i < sorted.length; i++) {
      for (let j = i + 1; j < sorted.length; j++) {
        const key = `${sorted[i]}:${sorted[j]}`
        const pair = pairs.get(key) ?? { a: sorted[i], b: sorted[j], reasons: [] }
        if (!pair.reasons.includes(reason)) pair.reasons.push(reason)
        pairs.set(key, pair)
      }
    }
  }
  if (pairs.size === 0) return []
  const { rows: dismissed } = await pool.query<{ a: number; b: number }>(
    `SELECT contact_a_id AS a, contact_b_id AS b FROM duplicate_dismissals WHERE contact_a_id = ANY($1)`,
    [[...new Set([...pairs.values()].map((pair) => pair.a))]],
  )
  for (const { a, b } of dismissed) pairs.delete(`${a}:${b}`)
  // Newest contacts first: a duplicate just created shows at the top.
  return [...pairs.values()]
    .map((pair) => ({ ...pair, reasons: pair.reasons.sort() }))
    .sort((x, y) => y.b - x.b || y.a - x.a)
}

const CONTACT_COLUMNS = `id, first_name, last_name, email, phone, organization_name, city, state, zip_code,
  preferred_contact_method, total_donation_cents, donation_count, last_donation_date, created_at`

type ContactRow = {
  id: number
  first_name: string | null
  last_name: string | null
  email: string
  phone: string | null
  organization_name: string | null
  city: string | null
  state: string | null
  zip_code: string | null
  preferred_contact_method: string | null
  total_donation_cents: string | number
  donation_count: number
  last_donation_date: Date | null
  created_at: Date
}

const COLUMN_OF: Record<MergeField, keyof ContactRow> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  organizationName: 'organization_name',
  city: 'city',
  state: 'state',
  zipCode: 'zip_code',
  preferredContactMethod: 'preferred_contact_method',
}

function sideJSON(row: ContactRow, alternateEmails: string[]) {
  const details = Object.fromEntries(MERGE_FIELDS.map(({ name }) => [name, (row[COLUMN_OF[name]] as string | null) ?? null]))
  return {
    id: Number(row.id),
    ...(details as Record<MergeField, string | null>),
    alternateEmails,
    totalDonationAmount: Number(row.total_donation_cents) / 100,
    donationCount: Number(row.donation_count),
    lastDonationDate: row.last_donation_date ? new Date(row.last_donation_date).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

async function alternatesOf(pool: Pool, ids: number[]) {
  const { rows } = await pool.query<{ id: number; email: string }>(
    `SELECT _parent_id AS id, email FROM donor_contacts_alternate_emails WHERE _parent_id = ANY($1) ORDER BY _order`,
    [ids],
  )
  const byId = new Map<number, string[]>()
  for (const row of rows) byId.set(Number(row.id), [...(byId.get(Number(row.id)) ?? []), row.email])
  return byId
}

/** The suggested pairs, each side with the details a merge chooses between. */
export async function duplicateSuggestions(pool: Pool, limit = SUGGESTION_LIMIT) {
  const all = await suggestedPairs(pool)
  const shown = all.slice(0, limit)
  const ids = [...new Set(shown.flatMap((pair) => [pair.a, pair.b]))]
  const { rows: contacts } = ids.length
    ? await pool.query<ContactRow>(`SELECT ${CONTACT_COLUMNS} FROM donor_contacts WHERE id = ANY($1)`, [ids])
    : { rows: [] as ContactRow[] }
  const alternates = await alternatesOf(pool, ids)
  const byId = new Map(contacts.map((c) => [Number(c.id), sideJSON(c, alternates.get(Number(c.id)) ?? [])]))
  const pairs = shown.flatMap((pair) => {
    const a = byId.get(pair.a)
    const b = byId.get(pair.b)
    return a && b ? [{ a, b, reasons: pair.reasons }] : []
  })
  return { count: all.length, pairs }
}

/** "Not a duplicate": the pair is never suggested again. Marking it twice is harmless. */
export async function dismissPair(payload: Payload, input: z.output<typeof dismissSchema>, staff: Staff) {
  const [a, b] = [input.contactA, input.contactB].sort((x, y) => x - y)
  const { totalDocs } = await payload.count({ collection: 'donor-contacts', where: { id: { in: [a, b] } }, overrideAccess: true })
  if (totalDocs < 2) throw new ApiError(404, 'Donor contact not found.')
  await databasePool(payload).query(
    `INSERT INTO duplicate_dismissals (contact_a_id, contact_b_id, dismissed_by_id, dismissed_by_name, updated_at, created_at)
     VALUES ($1, $2, $3, $4, now(), now()) ON CONFLICT (contact_a_id, contact_b_id) DO NOTHING`,
    [a, b, Number(staff.id), staff.name || staff.username || null],
  )
  return { message: 'Marked as not a duplicate. This pair will not be suggested again.' }
}

/**
 * Merges `mergeId` into `keepId` in one transaction: the kept contact takes the chosen details,
 * the merged contact's e-mail addresses (so its gifts, orders and sign-ups count here from now
 * on, in every total and on the donor page), its categories, notes and circle roster entries;
 * the merged contact is deleted; the merge history and the audit log record it. Consolidation
 * then recomputes the figures, and keeps the chosen details from then on.
 */
export async function mergeContacts(payload: Payload, input: z.output<typeof mergeSchema>, staff: Staff) {
  const fromMerged = new Set(input.fromMerged)
  const merged = await withPoolTransaction(payload, async (client) => {
    // The same lock as consolidation: a merge and a consolidation never interleave.
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('donor-contacts-consolidate'))`)
    const { rows } = await client.query<ContactRow>(
      `SELECT ${CONTACT_COLUMNS} FROM donor_contacts WHERE id = ANY($1) FOR UPDATE`,
      [[input.keepId, input.mergeId]],
    )
    const keep = rows.find((row) => Number(row.id) === input.keepId)
    const other = rows.find((row) => Number(row.id) === input.mergeId)
    if (!keep || !other) throw new ApiError(404, 'Donor contact not found. It may have been merged already.')

    const { rows: otherAlternates } = await client.query<{ email: string }>(
      `SELECT email FROM donor_contacts_alternate_emails WHERE _parent_id = $1`,
      [input.mergeId],
    )
    const primary = fromMerged.has('email') ? other.email : keep.email
    const addresses = [keep.email, other.email, ...otherAlternates.map((row) => row.email)].filter((email) => email !== primary)

    // What the merged contact owns moves first; its own row (and its alternates) then goes.
    await client.query(
      `INSERT INTO donor_contacts_rels ("order", parent_id, path, donor_categories_id)
       SELECT 1000 + row_number() OVER (), $1, 'categories', r.donor_categories_id
       FROM (SELECT DISTINCT donor_categories_id FROM donor_contacts_rels
             WHERE parent_id = $2 AND path = 'categories' AND donor_categories_id IS NOT NULL) r
       WHERE NOT EXISTS (SELECT 1 FROM donor_contacts_rels k
                         WHERE k.parent_id = $1 AND k.path = 'categories' AND k.donor_categories_id = r.donor_categories_id)`,
      [input.keepId, input.mergeId],
    )
    await client.query(`UPDATE donor_notes SET contact_id = $1 WHERE contact_id = $2`, [input.keepId, input.mergeId])
    await client.query(`UPDATE donor_roster SET contact_id = $1 WHERE contact_id = $2`, [input.keepId, input.mergeId])
    await client.query(`UPDATE donor_merges SET kept_contact_id = $1 WHERE kept_contact_id = $2`, [input.keepId, input.mergeId])
    await client.query(`DELETE FROM duplicate_dismissals WHERE contact_a_id = $1 OR contact_b_id = $1`, [input.mergeId])
    await client.query(`DELETE FROM donor_contacts WHERE id = $1`, [input.mergeId])

    const chosen = (field: MergeField) => (fromMerged.has(field) ? other : keep)[COLUMN_OF[field]] ?? null
    await client.query(
      `UPDATE donor_contacts SET email = $2, first_name = $3, last_name = $4, phone = $5, organization_name = $6,
         city = $7, state = $8, zip_code = $9, preferred_contact_method = $10, details_chosen_by_staff = true, updated_at = now()
       WHERE id = $1`,
      [
        input.keepId,
        primary,
        chosen('firstName'),
        chosen('lastName'),
        chosen('phone'),
        chosen('organizationName'),
        chosen('city'),
        chosen('state'),
        chosen('zipCode'),
        chosen('preferredContactMethod'),
      ],
    )
    await client.query(`DELETE FROM donor_contacts_alternate_emails WHERE _parent_id = $1`, [input.keepId])
    const keptAlternates = [...new Set(addresses)]
    for (const [index, email] of keptAlternates.entries()) {
      await client.query(
        `INSERT INTO donor_contacts_alternate_emails (_order, _parent_id, id, email) VALUES ($1, $2, md5(random()::text || clock_timestamp()::text), $3)`,
        [index + 1, input.keepId, email],
      )
    }
    await client.query(
      `INSERT INTO donor_merges (kept_contact_id, kept_email, merged_contact_id, merged_email, fields_from_merged, merged_by_id, merged_by_name, updated_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now(), now())`,
      [input.keepId, primary, input.mergeId, other.email, JSON.stringify([...fromMerged]), Number(staff.id), staff.name || staff.username || null],
    )
    return { keptAlternates: keptAlternates.length }
  })
  await recordAudit(payload, { action: 'merge', user: staff, collection: 'donor-contacts', recordId: input.keepId, count: 1, detail: `merged contact ${input.mergeId}` })
  await consolidateDonorContacts(payload)
  return { message: 'Contacts merged.', contactId: input.keepId, alternateEmails: merged.keptAlternates }
}

/** The merge history, newest first. */
export async function mergeHistory(pool: Pool, limit = 100) {
  const { rows } = await pool.query<{
    id: number
    kept_contact_id: number | null
    kept_email: string
    merged_email: string
    fields_from_merged: string[] | null
    merged_by_name: string | null
    created_at: Date
  }>(
    `SELECT id, kept_contact_id, kept_email, merged_email, fields_from_merged, merged_by_name, created_at
     FROM donor_merges ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    keptContactId: row.kept_contact_id === null ? null : Number(row.kept_contact_id),
    keptEmail: row.kept_email,
    mergedEmail: row.merged_email,
    fieldsFromMerged: row.fields_from_merged ?? [],
    mergedBy: row.merged_by_name,
    date: new Date(row.created_at).toISOString(),
  }))
}
