import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Reminders before semi-annual and annual charges (issue 19): one row per subscription and
 * charge date claims the e-mail, so it goes once whichever instance runs the job.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "renewal_reminders" (
     "subscription_id" varchar NOT NULL,
     "charge_date" timestamp(3) with time zone NOT NULL,
     "sent_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
     PRIMARY KEY ("subscription_id", "charge_date")
   );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "renewal_reminders";`)
}
