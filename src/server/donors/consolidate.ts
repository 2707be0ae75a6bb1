import type { Payload } from 'payload'

import { withPoolTransaction } from '@/lib/db'

export type ConsolidationResult = {
  uniqueContactsCreated: number
  contactsUpdated: number
  duplicatesMerged: number
}

// Contacts that share a normalised e-mail collapse into the oldest one, which inherits the
// others' categories, staff notes, merged addresses and any contact preference it lacks.
const MERGE_DUPLICATES = `
CREATE TEMP TABLE consolidation_duplicates ON COMMIT DROP AS
  SELECT id, keeper FROM (
    SELECT id, min(id) OVER (PARTITION BY lower(trim(email))) AS keeper FROM donor_contacts
  ) ranked
  WHERE id <> keeper;

INSERT INTO donor_contacts_rels ("order", parent_id, path, donor_categories_id)
  SELECT 1000 + row_number() OVER (PARTITION BY keeper), keeper, 'categories', category_id
  FROM (
    SELECT DISTINCT d.keeper, r.donor_categories_id AS category_id
    FROM consolidation_duplicates d
    JOIN donor_contacts_rels r ON r.parent_id = d.id AND r.path = 'categories'
    WHERE r.donor_categories_id IS NOT NULL
      AND NOT EXISTS (
        SELECT 1 FROM donor_contacts_rels k
        WHERE k.parent_id = d.keeper AND k.path = 'categories' AND k.donor_categories_id = r.donor_categories_id
      )
  ) moved;

UPDATE donor_notes n SET contact_id = d.keeper
  FROM consolidation_duplicates d WHERE n.contact_id = d.id;

UPDATE donor_contacts_alternate_emails a SET _parent_id = d.keeper
  FROM consolidation_duplicates d WHERE a._parent_id = d.id;

UPDATE donor_contacts k
  SET preferred_contact_method = dup.preferred_contact_method
  FROM consolidation_duplicates d JOIN donor_contacts dup ON dup.id = d.id
  WHERE k.id = d.keeper AND k.preferred_contact_method IS NULL AND dup.preferred_contact_method IS NOT NULL;
`

const DELETE_DUPLICATES = `DELETE FROM donor_contacts WHERE id IN (SELECT id FROM consolidation_duplicates)`

const NORMALISE_EMAILS = `
UPDATE donor_contacts SET email = lower(trim(email)), updated_at = now()
  WHERE email <> lower(trim(email))`

// One row per person seen in the ledger, paid orders or the newsletter list, keyed by the
// normalised e-mail — or, for an address merged into a contact (its alternate e-mails), by that
// contact's main e-mail, so a merged person's gifts keep counting on the one contact.
// Giving figures come from the donation ledger only (a shop order is a purchase, not a gift;
// its sponsorship lines are ledger rows), net of refunds and lost disputes; any active recurring
// gift makes a recurring donor (`is_monthly_donor`: a quarterly gift counts as much as a monthly one);
// names from the latest gift, else the latest paid order; phone, organisation and
// place from the latest gift that has them — unless staff chose them in a merge.
//
// `scoped`: only the people `$1` (an array of lower-cased addresses) names — each address, or
// the contact it was merged into, with all of that contact's addresses — read through the
// lower(email) indexes, so a new gift, order or sign-up refreshes its contact in milliseconds.
const upsertContacts = (scoped: boolean) => {
  const only = (column: string) => (scoped ? `AND lower(${column}) = ANY(ARRAY(SELECT address FROM scope_addresses))` : '')
  return `
WITH aliases AS (
  SELECT a.email AS alias, c.email AS primary_email
  FROM donor_contacts_alternate_emails a JOIN donor_contacts c ON c.id = a._parent_id
),
scope AS (
  SELECT DISTINCT coalesce(al.primary_email, e) AS norm
  FROM unnest(${scoped ? '$1::text[]' : 'ARRAY[]::text[]'}) e LEFT JOIN aliases al ON al.alias = e
),
scope_addresses AS (
  SELECT norm AS address FROM scope UNION SELECT alias FROM aliases WHERE primary_email IN (SELECT norm FROM scope)
),
donation_rows AS (
  SELECT d.*, coalesce(al.primary_email, lower(trim(d.email))) AS norm
  FROM donations d LEFT JOIN aliases al ON al.alias = lower(trim(d.email))
  WHERE trim(d.email) <> '' ${only('d.email')}
),
giving AS (
  SELECT norm,
    sum(net_amount_cents)::bigint AS total_cents,
    -- A standing gift in kind has no dollar amount (issue 46) and is a gift all the same.
    count(*) FILTER (WHERE net_amount_cents > 0 OR (method = 'in_kind' AND status = 'paid'))::int AS gift_count,
    max(created_at) FILTER (WHERE net_amount_cents > 0 OR (method = 'in_kind' AND status = 'paid')) AS last_gift,
    bool_or(
      is_recurring AND subscription_status = 'active' AND coalesce(status, 'paid') NOT IN ('processing', 'failed')
      AND NOT EXISTS (
        SELECT 1 FROM donations c
        WHERE c.stripe_subscription_id = donation_rows.stripe_subscription_id AND c.subscription_status = 'cancelled'
      )
    ) AS monthly
  FROM donation_rows GROUP BY norm
),
latest_gift AS (
  SELECT norm,
    (array_agg(nullif(trim(first_name), '') ORDER BY created_at DESC, id DESC))[1] AS first_name,
    (array_agg(nullif(trim(last_name), '') ORDER BY created_at DESC, id DESC))[1] AS last_name,
    (array_agg(trim(phone) ORDER BY created_at DESC, id DESC) FILTER (WHERE trim(phone) <> ''))[1] AS phone,
    (array_agg(trim(organization_name) ORDER BY created_at DESC, id DESC) FILTER (WHERE trim(organization_name) <> ''))[1] AS organization_name,
    (array_agg(trim(city) ORDER BY created_at DESC, id DESC) FILTER (WHERE trim(city) <> ''))[1] AS city,
    (array_agg(trim(state) ORDER BY created_at DESC, id DESC) FILTER (WHERE trim(state) <> ''))[1] AS state,
    (array_agg(trim(zip_code) ORDER BY created_at DESC, id DESC) FILTER (WHERE trim(zip_code) <> ''))[1] AS zip_code
  FROM donation_rows GROUP BY norm
),
latest_order AS (
  SELECT DISTINCT ON (coalesce(al.primary_email, lower(trim(o.email)))) coalesce(al.primary_email, lower(trim(o.email))) AS norm,
    nullif(trim(o.first_name), '') AS first_name, nullif(trim(o.last_name), '') AS last_name
  FROM orders o LEFT JOIN aliases al ON al.alias = lower(trim(o.email))
  WHERE o.status = 'paid' AND trim(o.email) <> '' ${only('o.email')}
  ORDER BY coalesce(al.primary_email, lower(trim(o.email))), coalesce(o.paid_at, o.created_at) DESC, o.id DESC
),
subscribers AS (
  SELECT DISTINCT coalesce(al.primary_email, lower(trim(s.email))) AS norm
  FROM newsletter_subscribers s LEFT JOIN aliases al ON al.alias = lower(trim(s.email))
  WHERE trim(s.email) <> '' ${only('s.email')}
),
people AS (
  SELECT norm FROM latest_gift UNION SELECT norm FROM latest_order UNION SELECT norm FROM subscribers
),
derived AS (
  SELECT p.norm AS email,
    coalesce(g.first_name, o.first_name) AS first_name,
    coalesce(g.last_name, o.last_name) AS last_name,
    g.phone, g.organization_name, g.city, g.state, g.zip_code,
    coalesce(t.total_cents, 0) AS total_cents,
    coalesce(t.gift_count, 0) AS gift_count,
    t.last_gift,
    coalesce(t.monthly, false) AS monthly,
    (CASE WHEN g.norm IS NOT NULL THEN 'donation' WHEN o.norm IS NOT NULL THEN 'order' ELSE 'newsletter' END)::enum_donor_contacts_source AS source
  FROM people p
  LEFT JOIN latest_gift g ON g.norm = p.norm
  LEFT JOIN latest_order o ON o.norm = p.norm
  LEFT JOIN giving t ON t.norm = p.norm
)
INSERT INTO donor_contacts AS c (
  email, first_name, last_name, phone, organization_name, city, state, zip_code,
  total_donation_cents, donation_count, last_donation_date, is_monthly_donor, source
)
SELECT email, first_name, last_name, phone, organization_name, city, state, zip_code,
  total_cents, gift_count, last_gift, monthly, source
FROM derived
ON CONFLICT (email) DO UPDATE SET
  first_name = CASE WHEN c.details_chosen_by_staff THEN c.first_name ELSE coalesce(EXCLUDED.first_name, c.first_name) END,
  last_name = CASE WHEN c.details_chosen_by_staff THEN c.last_name ELSE coalesce(EXCLUDED.last_name, c.last_name) END,
  phone = CASE WHEN c.details_chosen_by_staff THEN c.phone ELSE coalesce(EXCLUDED.phone, c.phone) END,
  organization_name = CASE WHEN c.details_chosen_by_staff THEN c.organization_name ELSE coalesce(EXCLUDED.organization_name, c.organization_name) END,
  city = CASE WHEN c.details_chosen_by_staff THEN c.city ELSE coalesce(EXCLUDED.city, c.city) END,
  state = CASE WHEN c.details_chosen_by_staff THEN c.state ELSE coalesce(EXCLUDED.state, c.state) END,
  zip_code = CASE WHEN c.details_chosen_by_staff THEN c.zip_code ELSE coalesce(EXCLUDED.zip_code, c.zip_code) END,
  total_donation_cents = EXCLUDED.total_donation_cents,
  donation_count = EXCLUDED.donation_count,
  last_donation_date = EXCLUDED.last_donation_date,
  is_monthly_donor = EXCLUDED.is_monthly_donor,
  updated_at = now()
WHERE (c.total_donation_cents, c.donation_count, c.last_donation_date, c.is_monthly_donor)
    IS DISTINCT FROM
      (EXCLUDED.total_donation_cents::numeric, EXCLUDED.donation_count::numeric, EXCLUDED.last_donation_date, EXCLUDED.is_monthly_donor)
  OR (NOT coalesce(c.details_chosen_by_staff, false) AND
      (c.first_name, c.last_name, c.phone, c.organization_name, c.city, c.state, c.zip_code)
      IS DISTINCT FROM
      (coalesce(EXCLUDED.first_name, c.first_name), coalesce(EXCLUDED.last_name, c.last_name),
       coalesce(EXCLUDED.phone, c.phone), coalesce(EXCLUDED.organization_name, c.organization_name),
       coalesce(EXCLUDED.city, c.city), coalesce(EXCLUDED.state, c.state), coalesce(EXCLUDED.zip_code, c.zip_code)))
RETURNING (xmax = 0) AS inserted`
}

const UPSERT_CONTACTS = upsertContacts(false)
const UPSERT_SCOPED_CONTACTS = upsertContacts(true)

/**
 * Builds or refreshes one donor contact per person (spec §3.12 consolidation result), in one
 * transaction and a handful of set-based statements whatever the data volume. Running it
 * again without new data creates and updates nothing.
 */
export async function consolidateDonorContacts(payload: Payload): Promise<ConsolidationResult> {
  return withPoolTransaction(payload, async (client) => {
    // Two staff pressing the button together would otherwise race on the same e-mails; the
    // per-person refreshes below wait for a full run rather than interleave with its merges.
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('donor-contacts-consolidate'))`)
    await client.query(MERGE_DUPLICATES)
    const merged = await client.query(DELETE_DUPLICATES)
    await client.query(NORMALISE_EMAILS)
    const upserted = await client.query<{ inserted: boolean }>(UPSERT_CONTACTS)
    const created = upserted.rows.filter((row) => row.inserted).length
    return {
      uniqueContactsCreated: created,
      contactsUpdated: upserted.rows.length - created,
      duplicatesMerged: merged.rowCount ?? 0,
    }
  })
}

/**
 * Brings the contacts of a few people up to date after a new fact about them committed (a gift,
 * a refund, a recurring gift's change, a paid order, a newsletter sign-up), so staff numbers are
 * right without "Run data consolidation" (which stays for a full rebuild and for merging
 * duplicates staff created). The same statement as the full run, limited to these people:
 * idempotent, and refreshes of different people do not wait for each other.
 */
export async function refreshDonorContacts(payload: Payload, emails: readonly string[]): Promise<number> {
  const addresses = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))]
  if (addresses.length === 0) return 0
  return withPoolTransaction(payload, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock_shared(hashtext('donor-contacts-consolidate'))`)
    const upserted = await client.query(UPSERT_SCOPED_CONTACTS, [addresses])
    return upserted.rowCount ?? 0
  })
}
