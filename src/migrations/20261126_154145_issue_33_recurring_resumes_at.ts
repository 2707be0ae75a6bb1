import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 33: a paused recurring gift says when it restarts. The date is mirrored from Stripe's
 * pause_collection.resumes_at by the next subscription event; rows paused before this migration
 * show it from then on.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "recurring_gifts" ADD COLUMN "resumes_at" timestamp(3) with time zone;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "recurring_gifts" DROP COLUMN "resumes_at";`)
}
