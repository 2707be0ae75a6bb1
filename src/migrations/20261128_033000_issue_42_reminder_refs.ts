import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 42: a finish-later reminder only for a gift really started on the site, once per gift.
 * - `donation_reminders.gift_ref`: the SHA-256 of the started gift's reference; unique, so a
 *   second request for the same gift stores nothing.
 * - `gift_reminder_opt_outs`: addresses (as their SHA-256) whose owner clicked the one-click
 *   unsubscribe of a reminder; no reminder is stored or sent to them again.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donation_reminders" ADD COLUMN "gift_ref" varchar;
   CREATE UNIQUE INDEX "donation_reminders_gift_ref_idx" ON "donation_reminders" ("gift_ref");
   CREATE TABLE "gift_reminder_opt_outs" (
     "email_hash" varchar PRIMARY KEY,
     "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
   );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "gift_reminder_opt_outs";
   DROP INDEX IF EXISTS "donation_reminders_gift_ref_idx";
   ALTER TABLE "donation_reminders" DROP COLUMN IF EXISTS "gift_ref";`)
}
