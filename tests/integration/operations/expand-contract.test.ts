import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { describe, expect, it } from 'vitest'

/**
 * Expand, then contract (README "Running several instances" → Migrations): during a rolling
 * replacement the previous release's instances keep serving on the schema the new release's
 * migrations made, so those migrations may only add — tables, nullable or defaulted columns,
 * enum values, indexes, functions — and never drop, rename, retype or tighten what the previous
 * release reads and writes. Removing something is a later `_contract` migration, shipped once no
 * running release uses it.
 *
 * What "the previous release's code works on the new schema" is checked as: every table and
 * column the previous release's Payload schema had (its snapshot, PREVIOUS_RELEASE's JSON) is on
 * the suite's fully migrated database with the same type and no stricter nullability, every
 * enum value it knew is still accepted, and every column added since accepts a row written
 * without it (nullable or with a default) — exactly what its queries and inserts rely on. The
 * statements of this release's migrations that Payload's snapshot does not see (hand-written
 * tables, triggers, functions) are read for destructive SQL.
 */
const PREVIOUS_RELEASE = '20261126_202111_schema_snapshot_wave_3b'

const migrationsDir = path.resolve(import.meta.dirname, '../../../src/migrations')
const thisRelease = readdirSync(migrationsDir)
  .filter((file) => /^\d{8}_\d{6}_.+\.ts$/.test(file) && file.replace(/\.ts$/, '') > PREVIOUS_RELEASE)
  .map((file) => file.replace(/\.ts$/, ''))
const contracting = thisRelease.filter((name) => name.endsWith('_contract'))

type SnapshotColumn = { name: string; type: string; notNull: boolean }
type Snapshot = { tables: Record<string, { name: string; columns: Record<string, SnapshotColumn> }>; enums: Record<string, { name: string; values: string[] }> }
const previous = JSON.parse(readFileSync(path.join(migrationsDir, `${PREVIOUS_RELEASE}.json`), 'utf8')) as Snapshot

/** Names a `_contract` migration of this release mentions: what it removes on purpose. */
const contractedNames = new Set(
  contracting.flatMap((name) => [...readFileSync(path.join(migrationsDir, `${name}.ts`), 'utf8').matchAll(/"([a-z0-9_]+)"/g)].map((match) => match[1]!)),
)

async function query<Row>(text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    return (await client.query(text)).rows as Row[]
  } finally {
    await client.end()
  }
}

const SAME_TYPE: Record<string, string> = { varchar: 'character varying', serial: 'integer', 'timestamp(3) with time zone': 'timestamp(3) with time zone' }

describe('the migrations of this release only expand the schema', () => {
  it('keep every table, column, type and enum value the previous release uses, and add only what it can ignore', async () => {
    const columns = await query<{ table: string; column: string; type: string; not_null: boolean; has_default: boolean }>(`
      SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
             a.attnotnull AS not_null, (a.atthasdef OR a.attidentity <> '') AS has_default
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`)
    const now = new Map(columns.map((row) => [`${row.table}.${row.column}`, row]))
    const enums = await query<{ name: string; value: string }>(`
      SELECT t.typname AS name, e.enumlabel AS value FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid`)
    const enumValues = new Set(enums.map((row) => `${row.name}.${row.value}`))

    const broken: string[] = []
    const previousColumns = new Set<string>()
    for (const table of Object.values(previous.tables)) {
      for (const column of Object.values(table.columns)) {
        const key = `${table.name}.${column.name}`
        previousColumns.add(key)
        const found = now.get(key)
        if (!found) {
          if (!contractedNames.has(column.name) && !contractedNames.has(table.name)) broken.push(`${key} is gone`)
          continue
        }
        const expected = SAME_TYPE[column.type] ?? column.type
        if (found.type !== expected) broken.push(`${key} changed type from ${expected} to ${found.type}`)
        if (found.not_null && !column.notNull && !found.has_default) broken.push(`${key} became NOT NULL without a default`)
      }
    }
    for (const type of Object.values(previous.enums)) {
      for (const value of type.values) if (!enumValues.has(`${type.name}.${value}`)) broken.push(`enum ${type.name} lost '${value}'`)
    }
    // New columns of the previous release's tables: its inserts do not name them.
    const previousTables = new Set(Object.values(previous.tables).map((table) => table.name))
    for (const [key, row] of now) {
      if (previousTables.has(row.table) && !previousColumns.has(key) && row.not_null && !row.has_default) broken.push(`${key} is new, NOT NULL and has no default`)
    }
    expect(previousColumns.size).toBeGreaterThan(500)
    expect(broken).toEqual([])
  })

  it('hold no destructive statement outside a `_contract` migration', () => {
    const destructive = [
      /\bDROP\s+(?:TABLE|COLUMN|TYPE|VIEW|SCHEMA)\b/i,
      /\bRENAME\b/i,
      /\bALTER\s+COLUMN\s+"?\w+"?\s+(?:SET\s+DATA\s+)?TYPE\b/i,
      /\bSET\s+NOT\s+NULL\b/i,
      // A NOT NULL column without a DEFAULT anywhere in its clause (before or after NOT NULL).
      /\bADD\s+COLUMN\s+"?\w+"?\s+(?![^,;]*\bDEFAULT\b)[^,;]*\bNOT\s+NULL\b/i,
      /\bTRUNCATE\b/i,
    ]
    const found = thisRelease
      .filter((name) => !contracting.includes(name))
      .flatMap((name) => {
        const source = readFileSync(path.join(migrationsDir, `${name}.ts`), 'utf8')
        // `up` only: a `down` undoes its `up` and may drop what the `up` added.
        const downAt = source.indexOf('export async function down')
        const up = source.slice(source.indexOf('export async function up'), downAt < 0 ? undefined : downAt)
        return destructive.filter((pattern) => pattern.test(up)).map((pattern) => `${name}: ${pattern.source}`)
      })
    expect(found).toEqual([])
  })
})
