import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Gifts recorded before refunds and disputes were followed: each counts for its full amount
 * (status paid, nothing refunded) and gets the admin title "<donor name> — <payment date>".
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "donations" SET "net_amount_cents" = "amount_cents"
      WHERE "refunded_amount_cents" = 0 AND "status" = 'paid' AND "net_amount_cents" = 0;
    UPDATE "donations" SET "title" = trim("first_name" || ' ' || "last_name") || ' — ' || to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD')
      WHERE "title" IS NULL;
    UPDATE "orders" SET "refunded_amount_cents" = 0 WHERE "refunded_amount_cents" IS NULL;`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The backfilled values are what the new columns would hold anyway; nothing to undo.
}
