import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 14 data backfill (kept apart from the schema migration so the schema can be regenerated
 * on merge). Must run AFTER the migration that adds "users"."role". Every account that existed
 * before roles was, in effect, an administrator: it stays one rather than silently losing access.
 * Accounts created afterwards get the role an admin gives them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`UPDATE "users" SET "role" = 'admin';`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the schema migration's down drops the column.
}
