import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

import type { ImportLabel } from '@/domain/imports/fields'
import { databasePool, withPoolTransaction } from '@/lib/db'
import { ApiError } from '@/lib/http'
import { logger } from '@/lib/log'
import { getStripe } from '@/lib/stripe'
import { foundationTimeZone } from '@/lib/zoned-time'

import { recordAudit } from '../audit'
import { inBackground } from '../background'
import { refreshDonorContacts } from '../donors/consolidate'
import { adoptSubscription, insertImportedGifts, type ImportedGift } from '../ledger/imports'

import { type ImportSettings, labelBatch, newFileMemory, type RowData } from './analyze'
import { recordsOf } from './file'
import { type ImportRow, importOf, type Staff } from './state'
import { importView } from './view'

/**
 * The work an import waits for, done in the background of the app instances: its dry run, and
 * its commit. One worker per import at a time, by a session advisory lock held while it works
 * (released by PostgreSQL if the process dies); the rows it writes are marked in the same
 * transaction, so a commit taken up again by another instance goes on where it stopped.
 */

const LOCK_CLASS = 44044

const BATCH = 500

const COMMIT_BATCH = 250

/** Imports this instance works on now (other instances are kept out by the advisory lock). */
const working = new Set<number>()

export function startInBackground(payload: Payload, id: number) {
  inBackground(processImport(payload, id), 'import work failed', { importId: id })
}

/**
 * Does whatever an import is waiting for (its dry run, its commit), holding the import's
 * advisory lock on one connection for the whole work. Safe to call from any instance at any time.
 */
export async function processImport(payload: Payload, id: number) {
  if (working.has(id)) return
  working.add(id)
  const lockClient = await databasePool(payload).connect()
  try {
    const { rows } = await lockClient.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [LOCK_CLASS, id])
    if (!rows[0]?.locked) return
    try {
      for (;;) {
        const current = await importOf(databasePool(payload), id)
        if (current.status === 'analyzing') {
          const finished = await analyze(payload, current)
          if (!finished) continue
          return
        }
        if (current.status === 'importing') await commitRows(payload, current)
        return
      }
    } catch (error) {
      // By kind only: a database error can quote a row of the file.
      const kind = error instanceof Error ? error.name : 'unknown'
      logger.error({ importId: id, error: kind }, 'import failed')
      await databasePool(payload)
        .query(`UPDATE imports SET status = 'failed', problem = $2, updated_at = now() WHERE id = $1 AND status IN ('analyzing', 'importing')`, [
          id,
          'The import stopped on an error of ours. Try again; if it stops again, tell the site’s administrator.',
        ])
        .catch(() => undefined)
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_CLASS, id]).catch(() => undefined)
    }
  } finally {
    lockClient.release()
    working.delete(id)
  }
}

/** The periodic job: imports left analyzing or importing (their instance stopped) are taken up here. */
export async function resumeImports(payload: Payload) {
  const { rows } = await databasePool(payload).query<{ id: number }>(`SELECT id FROM imports WHERE status IN ('analyzing', 'importing') ORDER BY id`)
  for (const row of rows) await processImport(payload, Number(row.id))
}

async function settingsOf(payload: Payload, current: ImportRow): Promise<ImportSettings> {
  const timeZone = await foundationTimeZone(payload)
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
  return {
    id: current.id,
    kind: current.kind,
    source: current.source,
    headers: current.headers,
    mapping: current.mapping,
    dateOrder: current.date_order,
    decimalMark: current.decimal_mark,
    timeZone,
    today,
  }
}

/**
 * The dry run of one generation of the mapping, from the first row: the rows of an earlier
 * run are replaced. False when the mapping changed meanwhile (the caller starts over).
 */
async function analyze(payload: Payload, current: ImportRow): Promise<boolean> {
  const pool = databasePool(payload)
  const settings = await settingsOf(payload, current)
  const memory = newFileMemory()
  await pool.query('DELETE FROM import_rows WHERE import_id = $1', [current.id])
  let batch: Array<{ row: number; cells: string[] }> = []
  let total = 0
  let bytesSeen = 0
  const flush = async () => {
    const labelled = await labelBatch(pool, settings, batch, memory)
    const { rowCount } = await pool.query(
      `INSERT INTO import_rows (import_id, "row", generation, raw, data, label, reason, contact_id, candidates, email, gift_id)
       SELECT $1, r."row", $2, r.raw, r.data, r.label, r.reason, r.contact_id, r.candidates, r.email, r.gift_id
       FROM jsonb_to_recordset($3::jsonb) AS r("row" int, raw jsonb, data jsonb, label text, reason text, contact_id int,
         candidates int[], email text, gift_id int)
       WHERE EXISTS (SELECT 1 FROM imports WHERE id = $1 AND generation = $2 AND status = 'analyzing')`,
      [
        current.id,
        current.generation,
        JSON.stringify(
          labelled.map((row) => ({
            row: row.row,
            raw: row.raw,
            data: row.data,
            label: row.label,
            reason: row.reason,
            contact_id: row.contactId,
            candidates: row.candidates,
            email: row.email,
            gift_id: row.giftId,
          })),
        ),
      ],
    )
    total += batch.length
    batch = []
    await pool.query(`UPDATE imports SET progress = least(0.99, $3::real), total_rows = $4, updated_at = now() WHERE id = $1 AND generation = $2`, [
      current.id,
      current.generation,
      current.byte_size > 0 ? bytesSeen / current.byte_size : 0,
      total,
    ])
    return (rowCount ?? 0) > 0
  }
  try {
    for await (const record of recordsOf(pool, current.id, { encoding: current.encoding ?? 'utf-8', delimiter: current.delimiter ?? ',' })) {
      batch.push(record)
      bytesSeen += record.cells.reduce((sum, cell) => sum + cell.length + 1, 0)
      if (batch.length >= BATCH && !(await flush())) return false
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('CSV_')) {
      const line = 'lines' in error ? Number(error.lines) : null
      await pool.query(`UPDATE imports SET status = 'failed', problem = $3, updated_at = now() WHERE id = $1 AND generation = $2`, [
        current.id,
        current.generation,
        `The file could not be read as CSV${line ? ` near line ${line}` : ''}: check its quotes and save it again as CSV.`,
      ])
      return true
    }
    throw error
  }
  if (batch.length && !(await flush())) return false
  const { rowCount } = await pool.query(
    `UPDATE imports SET status = 'ready', progress = 1, total_rows = $3, updated_at = now() WHERE id = $1 AND generation = $2 AND status = 'analyzing'`,
    [current.id, current.generation, total],
  )
  return (rowCount ?? 0) > 0
}

/**
 * POST /api/imports/{id}/commit: the import's `create` and `update` rows are written by a
 * background job (202). Committing again while it runs, or once it is done, answers the same.
 */
export async function commitImport(payload: Payload, staff: Staff, id: number) {
  const pool = databasePool(payload)
  const started = await withPoolTransaction(payload, async (client) => {
    const current = await importOf(client, id, true)
    if (current.status === 'importing' || current.status === 'done') return false
    if (current.status === 'analyzing') throw new ApiError(409, 'The dry run is still going: commit once it is ready.')
    if (current.status === 'undone') throw new ApiError(409, 'This import was undone: upload the file again to import it.')
    if (current.status === 'failed' && current.committed_rows === 0 && current.to_commit === 0) throw new ApiError(409, current.problem ?? 'This import failed.')
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM import_rows WHERE import_id = $1 AND label IN ('create', 'update')`, [id])
    await client.query(`UPDATE imports SET status = 'importing', to_commit = $2, problem = NULL, updated_at = now() WHERE id = $1`, [id, Number(rows[0].count)])
    return true
  })
  if (started) {
    const current = await importOf(pool, id)
    await recordAudit(payload, { action: 'import-commit', user: staff, collection: 'imports', recordId: id, count: current.to_commit, detail: current.kind })
    startInBackground(payload, id)
  }
  return importView(payload, id, 0)
}

type CommitRow = { row: number; data: RowData; email: string; contact_id: number | null; label: ImportLabel }

/** The commit job: batches of rows in one transaction each (rows marked committed with their gift), then the contacts. */
async function commitRows(payload: Payload, current: ImportRow) {
  const pool = databasePool(payload)
  const timeZone = await foundationTimeZone(payload)
  const campaigns = new Map<string, number | null>()
  for (;;) {
    const { rows } = await pool.query<CommitRow>(
      `SELECT "row", data, email, contact_id, label FROM import_rows WHERE import_id = $1 AND label IN ('create', 'update') AND NOT committed
       ORDER BY "row" LIMIT $2`,
      [current.id, COMMIT_BATCH],
    )
    if (rows.length === 0) break
    for (const row of rows) {
      const name = row.data.campaign?.toLowerCase()
      if (name && !campaigns.has(name)) {
        const { rows: found } = await pool.query<{ id: number }>(`SELECT id FROM campaigns WHERE lower(slug) = $1 OR lower(title) = $1 LIMIT 1`, [name]).catch(() => ({ rows: [] as Array<{ id: number }> }))
        campaigns.set(name, found[0] ? Number(found[0].id) : null)
      }
    }
    await withPoolTransaction(payload, async (client) => {
      await snapshotContacts(client, current.id, rows.map((row) => row.email))
      if (current.kind === 'gifts') {
        const gifts: ImportedGift[] = rows.map((row) => giftOf(row, campaigns))
        const ids = await insertImportedGifts(client, current.id, timeZone, gifts)
        await client.query(
          `UPDATE import_rows r SET committed = true, gift_id = x.gift_id FROM unnest($2::int[], $3::int[]) AS x("row", gift_id)
           WHERE r.import_id = $1 AND r."row" = x."row"`,
          [current.id, [...ids.keys()], [...ids.values()]],
        )
      } else {
        for (const row of rows) await writeContact(client, row)
        await client.query(`UPDATE import_rows SET committed = true WHERE import_id = $1 AND "row" = ANY($2::int[])`, [current.id, rows.map((row) => row.row)])
      }
      await client.query(`UPDATE imports SET committed_rows = committed_rows + $2, updated_at = now() WHERE id = $1`, [current.id, rows.length])
    })
  }
  await finishCommit(payload, current)
}

function giftOf(row: CommitRow, campaigns: Map<string, number | null>): ImportedGift {
  const data = row.data
  return {
    row: row.row,
    email: row.email,
    firstName: data.firstName,
    lastName: data.lastName,
    organization: data.organization,
    phone: data.phone,
    address: [data.address1, data.address2].filter(Boolean).join(', ') || null,
    city: data.city,
    state: data.state,
    postalCode: data.postalCode,
    amountCents: data.amountCents ?? 0,
    date: data.date ?? '',
    method: data.method ?? 'other',
    checkNumber: data.checkNumber ?? null,
    designation: data.designation ?? null,
    campaignId: data.campaign ? (campaigns.get(data.campaign.toLowerCase()) ?? null) : null,
    note: data.note ?? null,
    externalGiftId: data.externalGiftId ?? null,
    stripeSubscriptionId: data.stripeSubscriptionId ?? null,
  }
}

const CONTACT_SNAPSHOT = `jsonb_build_object('first_name', c.first_name, 'last_name', c.last_name, 'organization_name', c.organization_name,
  'phone', c.phone, 'address1', c.address1, 'address2', c.address2, 'city', c.city, 'state', c.state, 'zip_code', c.zip_code,
  'categories', ARRAY(SELECT r.donor_categories_id FROM donor_contacts_rels r WHERE r.parent_id = c.id AND r.path = 'categories' AND r.donor_categories_id IS NOT NULL))`

/** Before an import touches a contact, its earlier values (or that it did not exist), once per import. */
async function snapshotContacts(client: PoolClient, importId: number, emails: string[]) {
  await client.query(
    `INSERT INTO import_contacts (import_id, email, created, "before")
     SELECT $1, e.address, c.id IS NULL, CASE WHEN c.id IS NULL THEN NULL ELSE ${CONTACT_SNAPSHOT} END
     FROM (SELECT DISTINCT unnest($2::text[]) AS address) e LEFT JOIN donor_contacts c ON lower(c.email) = e.address
     ON CONFLICT (import_id, email) DO NOTHING`,
    [importId, [...new Set(emails)]],
  )
}

/** A contact row of a contact file: a new contact, or the fields the file gives written onto hers. */
async function writeContact(client: PoolClient, row: CommitRow) {
  const data = row.data
  const values = [data.firstName || null, data.lastName || null, data.organization, data.phone, data.address1, data.address2, data.city, data.state, data.postalCode]
  let contactId = row.contact_id
  if (row.label === 'create') {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO donor_contacts (email, first_name, last_name, organization_name, phone, address1, address2, city, state, zip_code,
         total_donation_cents, donation_count, is_monthly_donor, is_active, source, updated_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, 0, false, true, 'import', now(), now())
       ON CONFLICT (email) DO UPDATE SET updated_at = now() RETURNING id`,
      [row.email, ...values],
    )
    contactId = Number(rows[0].id)
  } else {
    await client.query(
      `UPDATE donor_contacts SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
         organization_name = coalesce($4, organization_name), phone = coalesce($5, phone), address1 = coalesce($6, address1),
         address2 = coalesce($7, address2), city = coalesce($8, city), state = coalesce($9, state), zip_code = coalesce($10, zip_code),
         updated_at = now() WHERE id = $1`,
      [contactId, ...values],
    )
  }
  if (data.tags.length && contactId) {
    await client.query(
      `INSERT INTO donor_categories (name, updated_at, created_at)
       SELECT t, now(), now() FROM unnest($1::text[]) t WHERE NOT EXISTS (SELECT 1 FROM donor_categories k WHERE lower(k.name) = lower(t))
       ON CONFLICT DO NOTHING`,
      [data.tags],
    )
    await client.query(
      `INSERT INTO donor_contacts_rels ("order", parent_id, path, donor_categories_id)
       SELECT 1000 + row_number() OVER (), $1, 'categories', k.id FROM donor_categories k
       WHERE lower(k.name) = ANY(SELECT lower(t) FROM unnest($2::text[]) t)
         AND NOT EXISTS (SELECT 1 FROM donor_contacts_rels r WHERE r.parent_id = $1 AND r.path = 'categories' AND r.donor_categories_id = k.id)`,
      [contactId, data.tags],
    )
  }
}

/** Once every row is written: contacts brought up to date, donor ids remembered, recurring gifts adopted, done. */
async function finishCommit(payload: Payload, current: ImportRow) {
  const pool = databasePool(payload)
  const { rows: touched } = await pool.query<{ email: string }>(`SELECT DISTINCT email FROM import_rows WHERE import_id = $1 AND committed AND email IS NOT NULL`, [current.id])
  const emails = touched.map((row) => row.email)
  for (let start = 0; start < emails.length; start += 5000) await refreshDonorContacts(payload, emails.slice(start, start + 5000))
  // The old tool's donor id → her contact, for the next file of the same source.
  await pool.query(
    `INSERT INTO import_people (source, external_id, contact_id, import_id)
     SELECT DISTINCT ON (r.data->>'externalId') $2, r.data->>'externalId', c.id, $1
     FROM import_rows r JOIN donor_contacts c ON lower(c.email) = r.email
     WHERE r.import_id = $1 AND r.committed AND coalesce(r.data->>'externalId', '') <> ''
     ORDER BY r.data->>'externalId', r."row"
     ON CONFLICT (source, external_id) DO NOTHING`,
    [current.id, current.source],
  )
  if (current.kind === 'gifts') await adoptSubscriptions(payload, current.id)
  await pool.query(`UPDATE imports SET status = 'done', committed_at = now(), updated_at = now() WHERE id = $1 AND status = 'importing'`, [current.id])
}

async function adoptSubscriptions(payload: Payload, importId: number) {
  const pool = databasePool(payload)
  const { rows } = await pool.query<{ row: number; data: RowData; email: string; reason: string }>(
    `SELECT DISTINCT ON (data->>'stripeSubscriptionId') "row", data, email, reason FROM import_rows
     WHERE import_id = $1 AND committed AND coalesce(data->>'stripeSubscriptionId', '') <> ''
     ORDER BY data->>'stripeSubscriptionId', (data->>'date') DESC, "row" DESC`,
    [importId],
  )
  if (rows.length === 0) return
  const stripe = getStripe()
  for (const row of rows) {
    const subscriptionId = row.data.stripeSubscriptionId as string
    const outcome = stripe
      ? await withPoolTransaction(payload, (client) =>
          adoptSubscription(client, stripe, importId, { subscriptionId, firstName: row.data.firstName, lastName: row.data.lastName, email: row.email }),
        )
      : ({ adopted: false, reason: 'Online payments are not configured: the subscription was not adopted.' } as const)
    const note = outcome.adopted ? 'Recurring gift adopted: its next payments land on this donor.' : outcome.reason
    await pool.query(`UPDATE import_rows SET reason = $3 WHERE import_id = $1 AND "row" = $2`, [importId, row.row, `${row.reason} ${note}`])
  }
}
