import type { Pool, PoolClient } from 'pg'

import type { DateOrder, DecimalMark, ImportKind, ImportStatus, Mapping } from '@/domain/imports/fields'
import { ApiError } from '@/lib/http'

/**
 * Moving in (issue 44): an uploaded file's life, in PostgreSQL. POST /api/imports stores it and
 * starts the dry run (./imports.ts); staff correct the mapping, resolve ambiguous rows, commit (a
 * background job, ./work.ts), read the progress (./view.ts) and may undo it whole (./undo.ts).
 * Every state lives in the database (`imports`, `import_rows`, …): whichever instance answers
 * shows the same progress, and an import whose instance stopped mid-way is taken up by the
 * periodic `imports` job. Log lines name an import by id and an error by its kind only: never a
 * row of the file.
 */

export type Staff = { id: number | string; username?: string | null }

export const PAGE = 500

export type ImportRow = {
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

export async function importOf(db: Pool | PoolClient, id: number, lock = false): Promise<ImportRow> {
  const { rows } = await db.query<ImportRow>(`SELECT * FROM imports WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id])
  if (!rows[0]) throw new ApiError(404, IMPORT_NOT_FOUND)
  return rows[0]
}
