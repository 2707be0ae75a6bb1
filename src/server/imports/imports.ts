import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'

import {
  autoMapping,
  type DateOrder,
  type DecimalMark,
  fieldsOf,
  type ImportField,
  type ImportKind,
  type ImportLabel,
  type ImportStatus,
  importOptionsSchema,
  IMPORT_LABELS,
  type Mapping,
  remapSchema,
} from '@/domain/imports/fields'
import { csvCell } from '@/lib/csv'
import { databasePool, withPoolTransaction, withTransaction } from '@/lib/db'
import { ApiError, parseBody } from '@/lib/http'
import { logger } from '@/lib/log'
import { getStripe } from '@/lib/stripe'
import { foundationTimeZone } from '@/lib/zoned-time'

import { recordAudit } from '../audit'
import { refreshDonorContacts } from '../donors/consolidate'
import { issueReceipt } from '../receipts/issue'
import { sendReceipt } from '../receipts/receipts'
import { adoptSubscription, type BlockingGift, giftsBlockingUndo, insertImportedGifts, removeImportedGifts, type ImportedGift } from '../ledger/imports'

import { contactForRow, type ImportSettings, labelBatch, newFileMemory, type RowData } from './analyze'
import { receiveUpload, recordsOf } from './file'

/**
 * Moving in (issue 44): an uploaded file's life. POST /api/imports stores it and starts the dry
 * run; staff correct the mapping (the dry run starts again), resolve ambiguous rows, commit (a
 * background job), and may undo the whole import. Every state lives in PostgreSQL (`imports`,
 * `import_rows`, …): whichever instance answers shows the same progress, and an import whose
 * instance stopped mid-way is taken up by the periodic `imports` job. One worker per import at a
 * time, by a session advisory lock held while it works (released by PostgreSQL if the process
 * dies). Log lines name an import by id and an error by its kind only: never a row of the file.
 */

type Staff = { id: number | string; username?: string | null }

const LOCK_CLASS = 44044
const BATCH = 500
const COMMIT_BATCH = 250
const PAGE = 500

type ImportRow = {
  id: number
  kind: ImportKind
  source: string
  status: ImportStatus
  encoding: string | null
  delimiter: string | null
  headers: string[]
  mapping: Mapping
  date_order: DateOrder | null
  decimal_mark: DecimalMark
  byte_size: number
  generation: number
  total_rows: number
  progress: number
  to_commit: number
  committed_rows: number
  problem: string | null
  created_at: Date
  committed_at: Date | null
  undone_at: Date | null
}

export const IMPORT_NOT_FOUND = 'Import not found.'

async function importOf(db: Pool | PoolClient, id: number, lock = false): Promise<ImportRow> {
  const { rows } = await db.query<ImportRow>(`SELECT * FROM imports WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id])
  if (!rows[0]) throw new ApiError(404, IMPORT_NOT_FOUND)
  return rows[0]
}

function parseMappingField(value: string | undefined) {
  if (value === undefined || value.trim() === '') return undefined
  try {
    return JSON.parse(value) as unknown
  } catch {
    throw new ApiError(400, 'mapping must be a JSON object of our field → the file’s header.', { mapping: 'mapping must be a JSON object.' })
  }
}

/** A mapping staff gave, checked against the fields of the kind and the headers of the file. */
function checkedMapping(kind: ImportKind, headers: string[], mapping: Record<string, string>): Mapping {
  const fields = fieldsOf(kind) as readonly string[]
  for (const [field, header] of Object.entries(mapping)) {
    if (!fields.includes(field)) throw new ApiError(400, `Unknown field in mapping: ${field}.`, { mapping: `Unknown field: ${field}.` })
    if (header !== '' && !headers.includes(header)) throw new ApiError(400, `The file has no column named "${header}".`, { mapping: `No column named "${header}".` })
  }
  return mapping as Mapping
}

/** POST /api/imports: stores the file, maps its columns, and starts the dry run. */
export async function createImport(payload: Payload, staff: Staff, request: Request) {
  const pool = databasePool(payload)
  const id = await withPoolTransaction(payload, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO imports (kind, source, byte_size, created_by_id) VALUES ('gifts', 'spreadsheet', 0, $1) RETURNING id`,
      [Number(staff.id) || null],
    )
    const importId = Number(rows[0].id)
    const upload = await receiveUpload(request, client, importId)
    const known = ['kind', 'source', 'mapping', 'dateOrder', 'decimalMark']
    const unknown = Object.keys(upload.fields).find((name) => !known.includes(name))
    if (unknown) throw new ApiError(400, `Unknown field: ${unknown}.`, { [unknown]: 'Unknown field.' })
    const options = parseBody(importOptionsSchema, {
      ...upload.fields,
      ...(upload.fields.mapping !== undefined ? { mapping: parseMappingField(upload.fields.mapping) } : {}),
    })
    const saved = await client.query<{ mapping: Mapping; date_order: DateOrder | null; decimal_mark: DecimalMark }>(
      `SELECT mapping, date_order, decimal_mark FROM import_mappings WHERE source = $1 AND kind = $2`,
      [options.source, options.kind],
    )
    const given = options.mapping ? checkedMapping(options.kind, upload.headers, options.mapping) : (saved.rows[0]?.mapping ?? {})
    const mapping = autoMapping(options.kind, upload.headers, given)
    const dateOrder = options.dateOrder ?? (options.mapping ? null : (saved.rows[0]?.date_order ?? null))
    const decimalMark = upload.fields.decimalMark ? options.decimalMark : (saved.rows[0]?.decimal_mark ?? options.decimalMark)
    await client.query(
      `UPDATE imports SET kind = $2, source = $3, encoding = $4, delimiter = $5, headers = $6, mapping = $7, date_order = $8,
         decimal_mark = $9, byte_size = $10, updated_at = now() WHERE id = $1`,
      [importId, options.kind, options.source, upload.encoding, upload.delimiter, JSON.stringify(upload.headers), JSON.stringify(mapping), dateOrder, decimalMark, upload.bytes],
    )
    return importId
  })
  // Who uploaded which kind of file; never its name or a row of it.
  await recordAudit(payload, { action: 'import-upload', user: staff, collection: 'imports', recordId: id, detail: (await importOf(pool, id)).kind })
  startInBackground(payload, id)
  return { id, status: 'analyzing' as const }
}

/** POST /api/imports/{id}/mapping: staff's corrected mapping (saved for the source when asked); the dry run starts again. */
export async function remapImport(payload: Payload, id: number, body: unknown) {
  const input = parseBody(remapSchema, body)
  await withPoolTransaction(payload, async (client) => {
    const current = await importOf(client, id, true)
    if (current.status !== 'ready' && current.status !== 'analyzing' && current.status !== 'failed') {
      throw new ApiError(409, 'This import was committed: its mapping can no longer change.')
    }
    const mapping = checkedMapping(current.kind, current.headers, input.mapping)
    const cleaned = Object.fromEntries(Object.entries(mapping).filter(([, header]) => header)) as Mapping
    const dateOrder = input.dateOrder === undefined ? current.date_order : input.dateOrder
    const decimalMark = input.decimalMark ?? current.decimal_mark
    await client.query(
      `UPDATE imports SET mapping = $2, date_order = $3, decimal_mark = $4, status = 'analyzing', generation = generation + 1,
         progress = 0, problem = NULL, updated_at = now() WHERE id = $1`,
      [id, JSON.stringify(cleaned), dateOrder, decimalMark],
    )
    if (input.save) {
      await client.query(
        `INSERT INTO import_mappings (source, kind, mapping, date_order, decimal_mark) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (source, kind) DO UPDATE SET mapping = EXCLUDED.mapping, date_order = EXCLUDED.date_order,
           decimal_mark = EXCLUDED.decimal_mark, updated_at = now()`,
        // A field staff cleared stays cleared next time: saved as an empty header.
        [current.source, current.kind, JSON.stringify(mapping), dateOrder, decimalMark],
      )
    }
  })
  startInBackground(payload, id)
  return importView(payload, id, 0)
}

/** Imports this instance works on now (other instances are kept out by the advisory lock). */
const working = new Set<number>()

function startInBackground(payload: Payload, id: number) {
  // Not awaited: staff get their answer at once and poll the progress.
  void processImport(payload, id).catch((error: unknown) => {
    logger.error({ importId: id, error: error instanceof Error ? error.name : 'unknown' }, 'import work failed')
  })
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

type Counts = Record<ImportLabel, number>

async function countsOf(pool: Pool, id: number): Promise<Counts> {
  const { rows } = await pool.query<{ label: ImportLabel; count: string }>(`SELECT label, count(*) AS count FROM import_rows WHERE import_id = $1 GROUP BY label`, [id])
  const counts = Object.fromEntries(IMPORT_LABELS.map((label) => [label, 0])) as Counts
  for (const row of rows) counts[row.label] = Number(row.count)
  return counts
}

type ViewRow = {
  row: number
  label: ImportLabel
  reason: string | null
  contact_id: number | null
  gift_id: number | null
  candidates: number[] | null
  resolution: string | null
  data: RowData | null
  raw: string[]
}

function preview(current: ImportRow, row: ViewRow) {
  const cell = (field: ImportField) => {
    const header = current.mapping[field]
    const index = header ? current.headers.indexOf(header) : -1
    return index >= 0 ? (row.raw[index] ?? '').trim() : ''
  }
  return {
    name: [cell('firstName'), cell('lastName')].filter(Boolean).join(' ') || cell('organization'),
    email: cell('email'),
    amount: cell('amount'),
    date: cell('date'),
  }
}

/** GET /api/imports/{id}: state, progress, counts and one page of rows (500 from `offset`, of one label when asked). */
export async function importView(payload: Payload, id: number, offset: number, label?: ImportLabel) {
  const pool = databasePool(payload)
  const current = await importOf(pool, id)
  const [counts, page] = await Promise.all([
    countsOf(pool, id),
    pool.query<ViewRow>(
      `SELECT "row", label, reason, contact_id, gift_id, candidates, resolution, data, raw FROM import_rows
       WHERE import_id = $1 AND ($4::text IS NULL OR label = $4) ORDER BY "row" LIMIT $2 OFFSET $3`,
      [id, PAGE, offset, label ?? null],
    ),
  ])
  const candidateIds = [...new Set(page.rows.flatMap((row) => row.candidates ?? []))]
  const { rows: candidates } = candidateIds.length
    ? await pool.query<{ id: number; first_name: string | null; last_name: string | null; email: string; zip_code: string | null }>(
        `SELECT id, first_name, last_name, email, zip_code FROM donor_contacts WHERE id = ANY($1::int[])`,
        [candidateIds],
      )
    : { rows: [] }
  const candidate = new Map(candidates.map((contact) => [Number(contact.id), contact]))
  const progress =
    current.status === 'importing'
      ? current.to_commit > 0
        ? Math.min(1, current.committed_rows / current.to_commit)
        : 0
      : current.status === 'analyzing'
        ? Number(current.progress)
        : 1
  return {
    id: current.id,
    status: current.status,
    progress: Math.round(progress * 1000) / 1000,
    counts,
    rows: page.rows.map((row) => ({
      row: row.row,
      label: row.label,
      ...(row.reason ? { reason: row.reason } : {}),
      ...(row.contact_id ? { contactId: Number(row.contact_id) } : {}),
      ...(row.gift_id ? { giftId: Number(row.gift_id) } : {}),
      ...(row.candidates?.length
        ? {
            candidates: row.candidates.map((contactId) => {
              const contact = candidate.get(Number(contactId))
              return {
                id: Number(contactId),
                name: contact ? `${contact.first_name ?? ''} ${contact.last_name ?? ''}`.trim() : '',
                email: contact?.email ?? '',
                postalCode: contact?.zip_code ?? '',
              }
            }),
          }
        : {}),
      ...(row.resolution ? { resolution: row.resolution } : {}),
      preview: preview(current, row),
    })),
    offset,
    kind: current.kind,
    source: current.source,
    headers: current.headers,
    mapping: current.mapping,
    fields: fieldsOf(current.kind),
    dateOrder: current.date_order,
    decimalMark: current.decimal_mark,
    encoding: current.encoding,
    delimiter: current.delimiter,
    totalRows: current.total_rows,
    toCommit: current.to_commit,
    committedRows: current.committed_rows,
    ...(current.problem ? { problem: current.problem } : {}),
    createdAt: current.created_at.toISOString(),
    committedAt: current.committed_at?.toISOString() ?? null,
    undoneAt: current.undone_at?.toISOString() ?? null,
  }
}

/** GET /api/imports: the latest imports, newest first. */
export async function listImports(payload: Payload) {
  const { rows } = await databasePool(payload).query<ImportRow>(`SELECT * FROM imports WHERE kind IS NOT NULL ORDER BY id DESC LIMIT 50`)
  return {
    imports: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      source: row.source,
      status: row.status,
      totalRows: row.total_rows,
      committedRows: row.committed_rows,
      createdAt: row.created_at.toISOString(),
    })),
  }
}

/** POST /api/imports/{id}/rows/{row}: an ambiguous row given to one of its candidates, or skipped. */
export async function resolveRow(payload: Payload, id: number, rowNumber: number, choice: { contactId: number } | { skip: true }) {
  const pool = databasePool(payload)
  await withPoolTransaction(payload, async (client) => {
    const current = await importOf(client, id, true)
    if (current.status !== 'ready') throw new ApiError(409, current.status === 'analyzing' ? 'The dry run is still going: wait for it to finish.' : 'This import was committed: its rows can no longer change.')
    const { rows } = await client.query<ViewRow & { email: string | null }>(
      `SELECT "row", label, reason, contact_id, candidates, resolution, data, raw, email FROM import_rows WHERE import_id = $1 AND "row" = $2 FOR UPDATE`,
      [id, rowNumber],
    )
    const row = rows[0]
    if (!row) throw new ApiError(404, 'This import has no such row.')
    if (!row.candidates?.length) throw new ApiError(409, 'Only an ambiguous row is resolved.')
    if ('skip' in choice) {
      await client.query(`UPDATE import_rows SET label = 'error', reason = 'Skipped by staff: more than one donor matched.', resolution = 'skip', contact_id = NULL, email = NULL WHERE import_id = $1 AND "row" = $2`, [
        id,
        rowNumber,
      ])
      return
    }
    if (!row.candidates.map(Number).includes(choice.contactId)) throw new ApiError(400, 'Choose one of the donors this row matches.', { contactId: 'Not one of the matching donors.' })
    const contact = await contactForRow(pool, choice.contactId)
    if (!contact) throw new ApiError(409, 'This donor is no longer in the records.')
    await client.query(
      `UPDATE import_rows SET label = 'update', reason = 'Donor chosen by staff among those matching by name.', resolution = 'contact', contact_id = $3, email = $4
       WHERE import_id = $1 AND "row" = $2`,
      [id, rowNumber, choice.contactId, contact.email.toLowerCase()],
    )
  })
  return importView(payload, id, Math.max(0, Math.floor((rowNumber - 2) / PAGE) * PAGE))
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

/**
 * POST /api/imports/{id}/undo: the whole import out, in one transaction — its gifts and adopted
 * recurring gifts, the contacts it created (unless something else now points at them), the
 * earlier values of those it changed — or, if any of its gifts was refunded, voided or receipted
 * since, nothing at all (409 with the blocking gifts).
 */
export async function undoImport(payload: Payload, staff: Staff, id: number): Promise<{ blockingGifts: BlockingGift[] } | { view: Awaited<ReturnType<typeof importView>> }> {
  type Outcome = null | { blocking: BlockingGift[] } | { emails: string[]; kind: ImportKind }
  const touched = await withPoolTransaction(payload, async (client): Promise<Outcome> => {
    const current = await importOf(client, id, true)
    if (current.status === 'undone') return null
    if (current.status === 'importing') throw new ApiError(409, 'The import is still being written: undo it once it is done.')
    if (current.status !== 'done' && !(current.status === 'failed' && current.committed_rows > 0)) throw new ApiError(409, 'This import was never committed: there is nothing to undo.')
    const blocking = await giftsBlockingUndo(client, id)
    // Nothing was written yet: the answer lists what stands in the way.
    if (blocking.length) return { blocking }
    const emails = current.kind === 'gifts' ? await removeImportedGifts(client, id) : []
    const { rows: contacts } = await client.query<{ email: string; created: boolean }>(`SELECT email, created FROM import_contacts WHERE import_id = $1`, [id])
    await restoreContacts(client, id)
    await client.query(`DELETE FROM import_people WHERE import_id = $1`, [id])
    // A contact it created goes, unless a gift, a paid order, a sign-up or a note now points at her.
    await client.query(
      `DELETE FROM donor_contacts c USING import_contacts x
       WHERE x.import_id = $1 AND x.created AND lower(c.email) = x.email
         AND NOT EXISTS (SELECT 1 FROM donations d WHERE lower(d.email) = x.email)
         AND NOT EXISTS (SELECT 1 FROM orders o WHERE lower(o.email) = x.email AND o.status = 'paid')
         AND NOT EXISTS (SELECT 1 FROM newsletter_subscribers s WHERE lower(s.email) = x.email)
         AND NOT EXISTS (SELECT 1 FROM donor_notes n WHERE n.contact_id = c.id)
         AND NOT EXISTS (SELECT 1 FROM donor_contacts_alternate_emails a WHERE a._parent_id = c.id)`,
      [id],
    )
    await client.query(`UPDATE import_rows SET committed = false, gift_id = CASE WHEN label = 'unchanged' THEN gift_id END WHERE import_id = $1`, [id])
    await client.query(`UPDATE imports SET status = 'undone', undone_at = now(), updated_at = now() WHERE id = $1`, [id])
    return { emails: [...new Set([...emails, ...contacts.filter((contact) => !contact.created).map((contact) => contact.email)])], kind: current.kind }
  })
  if (touched && 'blocking' in touched) return { blockingGifts: touched.blocking }
  if (touched) {
    await recordAudit(payload, { action: 'import-undo', user: staff, collection: 'imports', recordId: id, detail: touched.kind })
    for (let start = 0; start < touched.emails.length; start += 5000) await refreshDonorContacts(payload, touched.emails.slice(start, start + 5000))
    // The totals are derived again; the details the import changed are hers again. A contact
    // left with no gift at all is not in the ledger's people any more: her figures are zero again.
    await withPoolTransaction(payload, async (client) => {
      await restoreContacts(client, id)
      await client.query(
        `UPDATE donor_contacts c SET total_donation_cents = 0, donation_count = 0, last_donation_date = NULL, is_monthly_donor = false, updated_at = now()
         FROM import_contacts x
         WHERE x.import_id = $1 AND NOT x.created AND lower(c.email) = x.email
           AND NOT EXISTS (SELECT 1 FROM donations d WHERE lower(d.email) = x.email
                           OR lower(d.email) IN (SELECT lower(a.email) FROM donor_contacts_alternate_emails a WHERE a._parent_id = c.id))`,
        [id],
      )
    })
  }
  return { view: await importView(payload, id, 0) }
}

async function restoreContacts(client: PoolClient, importId: number) {
  await client.query(
    `UPDATE donor_contacts c SET first_name = x."before"->>'first_name', last_name = x."before"->>'last_name',
       organization_name = x."before"->>'organization_name', phone = x."before"->>'phone', address1 = x."before"->>'address1',
       address2 = x."before"->>'address2', city = x."before"->>'city', state = x."before"->>'state', zip_code = x."before"->>'zip_code',
       updated_at = now()
     FROM import_contacts x WHERE x.import_id = $1 AND NOT x.created AND lower(c.email) = x.email`,
    [importId],
  )
  await client.query(
    `DELETE FROM donor_contacts_rels r USING import_contacts x, donor_contacts c
     WHERE x.import_id = $1 AND NOT x.created AND lower(c.email) = x.email AND r.parent_id = c.id AND r.path = 'categories'
       AND NOT (r.donor_categories_id = ANY(ARRAY(SELECT jsonb_array_elements_text(x."before"->'categories')::int)))`,
    [importId],
  )
}

/** GET /api/imports/{id}/rejects.csv: the rows not imported, as in the file, with the reason in a last column. */
export async function rejectsCsv(payload: Payload, id: number) {
  const pool = databasePool(payload)
  const current = await importOf(pool, id)
  const { rows } = await pool.query<{ row: number; raw: string[]; reason: string | null; label: ImportLabel }>(
    `SELECT "row", raw, reason, label FROM import_rows WHERE import_id = $1 AND label IN ('error', 'ambiguous') ORDER BY "row"`,
    [id],
  )
  const lines = [[...current.headers, 'Row', 'Reason'].map(csvCell).join(',')]
  for (const row of rows) {
    const cells = current.headers.map((_, index) => row.raw[index] ?? '')
    lines.push([...cells.map(csvCell), String(row.row), csvCell(row.label === 'ambiguous' ? `Not imported: ${row.reason ?? ''}` : (row.reason ?? ''))].join(','))
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/**
 * POST /api/imports/{id}/receipts: imported gifts get no receipt (the old tool acknowledged them)
 * unless staff ask, for the gifts dated in a range: each is receipted once, and e-mailed.
 */
export async function receiptImportedGifts(payload: Payload, staff: Staff, id: number, range: { from: string; to: string }) {
  if (range.from > range.to) throw new ApiError(400, 'The range ends before it starts.', { to: 'The range ends before it starts.' })
  const pool = databasePool(payload)
  const current = await importOf(pool, id)
  if (current.status !== 'done') throw new ApiError(409, 'Receipts are sent for the gifts of a committed import.')
  const timeZone = await foundationTimeZone(payload)
  const { rows } = await pool.query<{ id: number }>(
    `SELECT d.id FROM donations d
     WHERE d.import_id = $1 AND d.source = 'import' AND coalesce(d.status::text, 'paid') = 'paid' AND trim(d.email) <> ''
       AND (d.created_at AT TIME ZONE $2)::date BETWEEN $3::date AND $4::date
       AND NOT EXISTS (SELECT 1 FROM receipts r WHERE r.donation_id = d.id)
     ORDER BY d.created_at, d.id`,
    [id, timeZone, range.from, range.to],
  )
  await recordAudit(payload, { action: 'import-commit', user: staff, collection: 'imports', recordId: id, count: rows.length, detail: 'receipts' })
  let receipted = 0
  for (const row of rows) {
    const receiptId = await withTransaction(payload, (req) => issueReceipt(payload, req, Number(row.id)))
    if (receiptId === null) continue
    receipted += 1
    // A missed e-mail is sent again by the receipt backlog job.
    await sendReceipt(payload, receiptId).catch((error: unknown) => {
      logger.error({ importId: id, error: error instanceof Error ? error.name : 'unknown' }, 'imported gift receipt not sent')
    })
  }
  return { receipted }
}
