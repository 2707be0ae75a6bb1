import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { decryptAnswers, encryptAnswers } from '../lib/intake-crypto'
import { safetyPage } from '../seed/pages'

/**
 * Encrypts the answers of intake requests written before issue 22, then drops their plaintext
 * columns and enum types, in the migration's transaction: either every row is sealed and the
 * clear text gone, or nothing changed. Needs INTAKE_ENCRYPTION_KEY when such rows exist.
 * Also adds the "Staying safe online" page to a site seeded before it existed (the seed runs only
 * on a new database); a page staff already made at that address is left alone.
 */
const COLUMNS: [column: string, field: string, group?: string][] = [
  ['first_name', 'firstName'],
  ['last_name', 'lastName'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['preferred_contact', 'preferredContact'],
  ['clothing_sizes_top_size', 'topSize', 'clothingSizes'],
  ['clothing_sizes_bottom_size', 'bottomSize', 'clothingSizes'],
  ['clothing_sizes_shoe_size', 'shoeSize', 'clothingSizes'],
  ['clothing_sizes_undergarments', 'undergarments', 'clothingSizes'],
  ['specific_needs', 'specificNeeds'],
  ['appointment_preference', 'appointmentPreference'],
  ['current_situation', 'currentSituation'],
  ['referral_source', 'referralSource'],
  ['additional_info', 'additionalInfo'],
  ['notes', 'notes'],
]
const ENUMS = ['enum_intake_requests_preferred_contact', 'enum_intake_requests_clothing_sizes_top_size', 'enum_intake_requests_appointment_preference']

type Row = Record<string, unknown>

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await encryptExistingAnswers(db)
  const { totalDocs } = await payload.count({ collection: 'pages', where: { path: { equals: safetyPage.path } }, req })
  if (totalDocs === 0) await payload.create({ collection: 'pages', data: safetyPage, req })
}

async function encryptExistingAnswers(db: MigrateUpArgs['db']) {
  const present = await db.execute(sql`
    SELECT column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'intake_requests' AND column_name = 'first_name'`)
  if (present.rows.length === 0) return
  const { rows } = await db.execute(sql`SELECT * FROM "intake_requests" WHERE "answers_ciphertext" IS NULL ORDER BY "id"`)
  for (const row of rows as Row[]) {
    const answers: Row = {}
    for (const [column, field, group] of COLUMNS) {
      const value = row[column]
      if (value === null || value === undefined) continue
      if (group) answers[group] = { ...((answers[group] as Row | undefined) ?? {}), [field]: value }
      else answers[field] = value
    }
    const { keyId, ciphertext } = encryptAnswers(answers)
    await db.execute(
      sql`UPDATE "intake_requests" SET "answers_ciphertext" = ${ciphertext}, "encryption_key_id" = ${keyId} WHERE "id" = ${row.id as number}`,
    )
  }
  for (const [column] of COLUMNS) {
    await db.execute(sql.raw(`ALTER TABLE "intake_requests" DROP COLUMN IF EXISTS "${column}"`))
  }
  for (const type of ENUMS) await db.execute(sql.raw(`DROP TYPE IF EXISTS "public"."${type}"`))
}

/** Brings the plaintext columns back and fills them from the ciphertext (needs the key). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_intake_requests_preferred_contact" AS ENUM('email', 'phone', 'text');
  CREATE TYPE "public"."enum_intake_requests_clothing_sizes_top_size" AS ENUM('XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL');
  CREATE TYPE "public"."enum_intake_requests_appointment_preference" AS ENUM('weekday-morning', 'weekday-afternoon', 'weekday-evening', 'weekend', 'flexible');
  ALTER TABLE "intake_requests"
    ADD COLUMN "first_name" varchar, ADD COLUMN "last_name" varchar, ADD COLUMN "email" varchar,
    ADD COLUMN "phone" varchar, ADD COLUMN "preferred_contact" "enum_intake_requests_preferred_contact",
    ADD COLUMN "clothing_sizes_top_size" "enum_intake_requests_clothing_sizes_top_size",
    ADD COLUMN "clothing_sizes_bottom_size" varchar, ADD COLUMN "clothing_sizes_shoe_size" varchar,
    ADD COLUMN "clothing_sizes_undergarments" varchar, ADD COLUMN "specific_needs" varchar,
    ADD COLUMN "appointment_preference" "enum_intake_requests_appointment_preference",
    ADD COLUMN "current_situation" varchar, ADD COLUMN "referral_source" varchar,
    ADD COLUMN "additional_info" varchar, ADD COLUMN "notes" varchar;`)
  const { rows } = await db.execute(sql`SELECT "id", "answers_ciphertext", "encryption_key_id" FROM "intake_requests"`)
  for (const row of rows as Row[]) {
    const answers = decryptAnswers<Row>({ keyId: row.encryption_key_id as string, ciphertext: row.answers_ciphertext as string })
    const sizes = (answers.clothingSizes as Row | undefined) ?? {}
    const values = COLUMNS.map(([column, field, group]) => [column, group ? sizes[field] : answers[field]] as const)
    for (const [column, value] of values) {
      if (value === undefined || value === null) continue
      await db.execute(sql`UPDATE "intake_requests" SET ${sql.raw(`"${column}"`)} = ${String(value)} WHERE "id" = ${row.id as number}`)
    }
  }
  await db.execute(sql`
  UPDATE "intake_requests" SET "first_name" = '' WHERE "first_name" IS NULL;
  UPDATE "intake_requests" SET "email" = '' WHERE "email" IS NULL;
  ALTER TABLE "intake_requests" ALTER COLUMN "first_name" SET NOT NULL, ALTER COLUMN "email" SET NOT NULL;`)
}
