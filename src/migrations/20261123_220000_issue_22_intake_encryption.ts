import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Intake answers move into one encrypted column (issue 22). Only the new columns are added here;
 * the plaintext columns are dropped by 20261123_220100_issue_22_data once their rows are encrypted.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "intake_requests" ADD COLUMN IF NOT EXISTS "answers_ciphertext" varchar;
  ALTER TABLE "intake_requests" ADD COLUMN IF NOT EXISTS "encryption_key_id" varchar;
  CREATE INDEX IF NOT EXISTS "intake_requests_encryption_key_id_idx" ON "intake_requests" USING btree ("encryption_key_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "intake_requests_encryption_key_id_idx";
  ALTER TABLE "intake_requests" DROP COLUMN IF EXISTS "answers_ciphertext";
  ALTER TABLE "intake_requests" DROP COLUMN IF EXISTS "encryption_key_id";`)
}
