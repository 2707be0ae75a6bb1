import type { Payload } from 'payload'

import { autoMapping, type DateOrder, type DecimalMark, fieldsOf, type ImportKind, importOptionsSchema, type Mapping, remapSchema } from '@/domain/imports/fields'
import { databasePool, withPoolTransaction } from '@/lib/db'
import { ApiError, parseBody } from '@/lib/http'

import { recordAudit } from '../audit'

import { contactForRow } from './analyze'
import { receiveUpload } from './file'
import { importOf, PAGE, type Staff } from './state'
import { importView, type ViewRow } from './view'
import { startInBackground } from './work'

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
