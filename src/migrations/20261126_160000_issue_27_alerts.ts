import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Alerts that reach staff (issue 27). `system_facts` holds what the instances observed (a webhook
 * delivery applied or refused, an e-mail sent or refused, a job run, a disk measured): counts and
 * event types only, never personal data. `alerts` holds one row per kind of alert with the time
 * its last e-mail went: an instance sends one only when its conditional update of that row wins,
 * so however many instances notice the same trouble, staff get one e-mail an hour.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "system_facts" (
     "id" bigserial PRIMARY KEY,
     "check" varchar NOT NULL,
     "ok" boolean NOT NULL,
     "at" timestamp(3) with time zone NOT NULL,
     "detail" jsonb
   );
   CREATE INDEX "system_facts_check_at_idx" ON "system_facts" USING btree ("check", "at");
   CREATE TABLE "alerts" (
     "kind" varchar PRIMARY KEY,
     "sent_at" timestamp(3) with time zone NOT NULL,
     "previous_sent_at" timestamp(3) with time zone
   );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "alerts"; DROP TABLE IF EXISTS "system_facts";`)
}
