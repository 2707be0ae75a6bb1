import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Discreet giving (issue 19): a gift's `discreet` choice. The partial index answers "did this
 * address ever ask for discretion?" (every e-mail to a donor, the roster suggestions) from the
 * few rows that did.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donations" ADD COLUMN "discreet" boolean DEFAULT false;
   CREATE INDEX "donations_discreet_email_idx" ON "donations" (lower("email")) WHERE "discreet";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "donations_discreet_email_idx";
   ALTER TABLE "donations" DROP COLUMN "discreet";`)
}
