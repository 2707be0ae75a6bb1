import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import type { PoolClient } from 'pg'
import type Stripe from 'stripe'

import { runSql } from '@/lib/db'

import type { ImportMethod } from '@/domain/imports/fields'

/**
 * The ledger's door for imported history (issue 44). The import service (src/server/imports)
 * decides what each row of a file is; only this module writes those gifts into `donations`,
 * takes them out again when an import is undone, and adopts the recurring gifts they name.
 *
 * An imported gift is an ordinary ledger row (`source: 'import'`, net = amount, `paid`), so every
 * total — contacts, circles, retention, LYBUNT/SYBUNT, statements — counts it with no special
 * case. It gets no receipt (the old tool acknowledged it) and stays out of the books' journal,
 * which posts only what this site took in: the money was booked by the old tool's own books.
 */

export type ImportedGift = {
  row: number
  email: string
  firstName: string
  lastName: string
  organization: string | null
  phone: string | null
  address: string | null
  city: string | null
  state: string | null
  postalCode: string | null
  amountCents: number
  /** YYYY-MM-DD: the gift is dated at noon of that day in the foundation's time zone. */
  date: string
  method: ImportMethod
  checkNumber: string | null
  designation: string | null
  campaignId: number | null
  note: string | null
  externalGiftId: string | null
  stripeSubscriptionId: string | null
}

/** Card and bank gifts keep Stripe's word for how they were paid; the rest the offline methods' column. */
const PAYMENT_METHOD_OF: Partial<Record<ImportMethod, string>> = { card: 'card', ach: 'us_bank_account' }

/**
 * The method a ledger row was paid by, in an import's words: an offline method, else Stripe's
 * payment method (card, bank), else `other`. The SQL twin of `PAYMENT_METHOD_OF`, so a file's
 * card gift matches the same gift the site took by card.
 */
export const LEDGER_METHOD_SQL = `coalesce(d.method::text, CASE WHEN d.payment_method IN ('card', 'link') THEN 'card' WHEN d.payment_method = 'us_bank_account' THEN 'ach' END, 'other')`

/** Writes one batch of an import's gifts in the caller's transaction; returns each row's gift id. */
export async function insertImportedGifts(client: PoolClient, importId: number, timeZone: string, gifts: ImportedGift[]) {
  if (gifts.length === 0) return new Map<number, number>()
  const records = gifts.map((gift) => ({
    row: gift.row,
    title: `${`${gift.firstName} ${gift.lastName}`.trim()} — ${gift.date}`,
    first_name: gift.firstName,
    last_name: gift.lastName,
    email: gift.email,
    organization_name: gift.organization,
    phone: gift.phone,
    address: gift.address,
    city: gift.city,
    state: gift.state,
    zip_code: gift.postalCode,
    amount_cents: gift.amountCents,
    method: PAYMENT_METHOD_OF[gift.method] ? null : gift.method,
    payment_method: PAYMENT_METHOD_OF[gift.method] ?? null,
    check_number: gift.checkNumber,
    designation: gift.designation,
    campaign_id: gift.campaignId,
    comments: gift.note,
    external_gift_id: gift.externalGiftId,
    stripe_subscription_id: gift.stripeSubscriptionId,
    date: gift.date,
  }))
  // Ids come from the sequence in the order the SELECT hands rows over (ORDER BY "row"), so the
  // batch's ids in ascending order pair with its rows in ascending order.
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO donations (title, first_name, last_name, email, organization_name, phone, address, city, state, zip_code,
       amount_cents, net_amount_cents, refunded_amount_cents, status, source, type, frequency, is_recurring, discreet, method,
       payment_method, check_number, designation, campaign_id, comments, import_id, external_gift_id, stripe_subscription_id,
       created_at, updated_at)
     SELECT title, first_name, last_name, email, organization_name, phone, address, city, state, zip_code,
       amount_cents, amount_cents, 0, 'paid', 'import', 'one-time', 'one_time', false, false, method::enum_donations_method,
       payment_method, check_number, designation, campaign_id, comments, $2, external_gift_id, stripe_subscription_id,
       ("date" + time '12:00') AT TIME ZONE $3, now()
     FROM jsonb_to_recordset($1::jsonb) AS r("row" int, title text, first_name text, last_name text, email text,
       organization_name text, phone text, address text, city text, state text, zip_code text, amount_cents bigint, method text,
       payment_method text, check_number text, designation text, campaign_id int, comments text, external_gift_id text,
       stripe_subscription_id text, "date" date)
     ORDER BY "row"
     RETURNING id`,
    [JSON.stringify(records), importId, timeZone],
  )
  const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b)
  const sorted = [...gifts].sort((a, b) => a.row - b.row)
  return new Map(sorted.map((gift, index) => [gift.row, ids[index]]))
}

export type BlockingGift = { giftId: number; row: number | null; reason: string }

/**
 * Why an import cannot be undone: each of its gifts refunded, voided, disputed or receipted
 * since, and each renewal an adopted recurring gift brought since (undo would orphan it).
 */
export async function giftsBlockingUndo(client: PoolClient, importId: number): Promise<BlockingGift[]> {
  const { rows } = await client.query<{ id: number; row: number | null; status: string | null; refunded: string; receipted: boolean; renewal: boolean }>(
    `SELECT d.id, r."row", d.status::text AS status, d.refunded_amount_cents AS refunded,
            EXISTS (SELECT 1 FROM receipts x WHERE x.donation_id = d.id) AS receipted, false AS renewal
       FROM donations d LEFT JOIN import_rows r ON r.import_id = $1 AND r.gift_id = d.id
      WHERE d.import_id = $1 AND d.source = 'import'
        AND (coalesce(d.status::text, 'paid') <> 'paid' OR d.refunded_amount_cents > 0
             OR EXISTS (SELECT 1 FROM receipts x WHERE x.donation_id = d.id))
     UNION ALL
     SELECT d.id, NULL, d.status::text, d.refunded_amount_cents, false, true
       FROM recurring_gifts g JOIN donations d ON d.stripe_subscription_id = g.subscription_id AND d.source IS DISTINCT FROM 'import'
      WHERE g.import_id = $1
     ORDER BY 2 NULLS LAST, 1`,
    [importId],
  )
  return rows.map((row) => ({
    giftId: Number(row.id),
    row: row.row === null ? null : Number(row.row),
    reason: row.renewal
      ? 'A renewal of the recurring gift this import adopted was paid since.'
      : row.status === 'voided'
        ? 'Voided since it was imported.'
        : Number(row.refunded) > 0 || row.status === 'refunded' || row.status === 'partially_refunded'
          ? 'Refunded since it was imported.'
          : row.receipted
            ? 'Receipted since it was imported.'
            : `Its status is ${row.status ?? 'unknown'} since it was imported.`,
  }))
}

/** Takes an import's gifts and adopted recurring gifts out of the ledger (the caller checked nothing blocks it). */
export async function removeImportedGifts(client: PoolClient, importId: number): Promise<string[]> {
  const { rows } = await client.query<{ email: string }>(`DELETE FROM donations WHERE import_id = $1 AND source = 'import' RETURNING email`, [importId])
  await client.query(`DELETE FROM recurring_gifts WHERE import_id = $1`, [importId])
  return [...new Set(rows.map((row) => row.email))]
}

const FREQUENCY_OF: Record<string, Record<number, string>> = {
  month: { 1: 'monthly', 2: 'bi_monthly', 3: 'quarterly', 6: 'semi_annual', 12: 'annual' },
  year: { 1: 'annual' },
}

export type Adoption = { adopted: true } | { adopted: false; reason: string }

/**
 * A subscription the foundation already had in its own Stripe account (the old tool charged it),
 * named by an imported gift row: when it is active, a recurring-gift record for the imported
 * donor is linked to it, so its next invoice.paid lands as a renewal on her (with a receipt).
 */
export async function adoptSubscription(
  client: PoolClient,
  stripe: Stripe,
  importId: number,
  donor: { subscriptionId: string; firstName: string; lastName: string; email: string },
): Promise<Adoption> {
  let subscription: Stripe.Subscription
  try {
    subscription = await stripe.subscriptions.retrieve(donor.subscriptionId)
  } catch (error) {
    const missing = (error as { code?: string }).code === 'resource_missing'
    return { adopted: false, reason: missing ? 'Stripe does not know this subscription: not adopted.' : 'Stripe could not be asked about this subscription: not adopted.' }
  }
  if (subscription.status !== 'active' && subscription.status !== 'trialing') return { adopted: false, reason: 'The subscription is not active in Stripe: not adopted.' }
  const item = subscription.items?.data?.[0]
  const interval = item?.price?.recurring?.interval ?? 'month'
  const count = Number(item?.price?.recurring?.interval_count ?? 1)
  const frequency = FREQUENCY_OF[interval]?.[count] ?? 'monthly'
  const amount = (item?.price?.unit_amount ?? 0) * (item?.quantity ?? 1)
  const started = new Date((subscription.start_date ?? subscription.created) * 1000).toISOString()
  const next = item?.current_period_end ? new Date(item.current_period_end * 1000).toISOString() : null
  const { rowCount } = await client.query(
    `INSERT INTO recurring_gifts (subscription_id, title, first_name, last_name, email, amount_cents, frequency, status,
       status_changed_at, next_payment_date, started_at, created_at, updated_at, failed_payment_count, import_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7::enum_recurring_gifts_frequency, 'active', now(), $8, $9, now(), now(), 0, $10)
     ON CONFLICT (subscription_id) DO NOTHING`,
    [donor.subscriptionId, `${donor.firstName} ${donor.lastName} — ${started.slice(0, 10)}`, donor.firstName, donor.lastName, donor.email, amount, frequency, next, started, importId],
  )
  return rowCount ? { adopted: true } : { adopted: false, reason: 'This subscription is already a recurring gift here.' }
}

export type AdoptedDonor = { firstName: string; lastName: string; email: string; frequency: string }

/**
 * The donor of a subscription an import adopted: its invoices carry none of our metadata (the
 * old tool created it), so the recurring-gift record the import linked names her.
 */
export async function adoptedDonorOf(payload: Payload, req: PayloadRequest | undefined, subscriptionId: string): Promise<AdoptedDonor | null> {
  const [row] = await runSql<{ first_name: string; last_name: string; email: string; frequency: string }>(
    payload,
    req,
    sql`SELECT "first_name", "last_name", "email", "frequency"::text AS "frequency" FROM "recurring_gifts"
        WHERE "subscription_id" = ${subscriptionId} AND "import_id" IS NOT NULL`,
  )
  return row ? { firstName: row.first_name, lastName: row.last_name, email: row.email, frequency: row.frequency } : null
}
