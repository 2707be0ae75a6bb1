import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { fieldsOf, type ImportField, type ImportLabel, IMPORT_LABELS } from '@/domain/imports/fields'
import { csvCell } from '@/lib/csv'
import { databasePool } from '@/lib/db'

import type { RowData } from './analyze'
import { type ImportRow, importOf, PAGE } from './state'

type Counts = Record<ImportLabel, number>

async function countsOf(pool: Pool, id: number): Promise<Counts> {
  const { rows } = await pool.query<{ label: ImportLabel; count: string }>(`SELECT label, count(*) AS count FROM import_rows WHERE import_id = $1 GROUP BY label`, [id])
  const counts = Object.fromEntries(IMPORT_LABELS.map((label) => [label, 0])) as Counts
  for (const row of rows) counts[row.label] = Number(row.count)
  return counts
}

export type ViewRow = {
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
