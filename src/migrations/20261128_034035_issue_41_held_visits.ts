import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 41, her visit stays hers: a held state for online bookings ("To confirm"), confirm by
 * e-mail as a staff way to confirm, the hold's end, her "cancelled by her" flag, keyed hashes of
 * her e-mail and phone (one upcoming visit per person), her links (visit_links), the discreet
 * sender of her e-mails, the coordinator's confirm window and hourly booking limit, and the audit
 * action for releasing holds.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_intake_requests_status" ADD VALUE 'held' BEFORE 'scheduled';
  ALTER TYPE "public"."enum_intake_requests_confirm_by" ADD VALUE 'email';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'holds-release';
  CREATE TABLE "visit_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"request_id" numeric NOT NULL,
  	"proposed_start" timestamp(3) with time zone,
  	"retired_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "intake_requests" ADD COLUMN "hold_until" timestamp(3) with time zone;
  ALTER TABLE "intake_requests" ADD COLUMN "cancelled_by_her" boolean DEFAULT false;
  ALTER TABLE "intake_requests" ADD COLUMN "email_key" varchar;
  ALTER TABLE "intake_requests" ADD COLUMN "phone_key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visit_links_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "appointment_sender_name" varchar DEFAULT 'Appointments' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "appointment_sender_address" varchar;
  ALTER TABLE "boutique_hours" ADD COLUMN "confirm_within_minutes" numeric DEFAULT 120 NOT NULL;
  ALTER TABLE "boutique_hours" ADD COLUMN "online_bookings_per_hour" numeric DEFAULT 6 NOT NULL;
  ALTER TABLE "boutique_hours" ADD COLUMN "directions" varchar;
  CREATE UNIQUE INDEX "visit_links_token_hash_idx" ON "visit_links" USING btree ("token_hash");
  CREATE INDEX "visit_links_request_id_idx" ON "visit_links" USING btree ("request_id");
  CREATE INDEX "visit_links_updated_at_idx" ON "visit_links" USING btree ("updated_at");
  CREATE INDEX "visit_links_created_at_idx" ON "visit_links" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_links_fk" FOREIGN KEY ("visit_links_id") REFERENCES "public"."visit_links"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "intake_requests_hold_until_idx" ON "intake_requests" USING btree ("hold_until");
  CREATE INDEX "intake_requests_cancelled_by_her_idx" ON "intake_requests" USING btree ("cancelled_by_her");
  CREATE INDEX "intake_requests_email_key_idx" ON "intake_requests" USING btree ("email_key");
  CREATE INDEX "intake_requests_phone_key_idx" ON "intake_requests" USING btree ("phone_key");
  CREATE INDEX "payload_locked_documents_rels_visit_links_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_links_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  -- Values the older types do not have go first: a hold becomes a request without a time, staff
  -- confirming by e-mail becomes no staff confirmation, and release-holds audit rows go with the action.
  UPDATE "intake_requests" SET "status" = 'new', "appointment_at" = NULL WHERE "status" = 'held';
  UPDATE "intake_requests" SET "confirm_by" = NULL WHERE "confirm_by" = 'email';
  DELETE FROM "audit_log" WHERE "action" = 'holds-release';
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_visit_links_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_visit_links_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "visit_links_id";
  DROP TABLE "visit_links" CASCADE;
  ALTER TABLE "intake_requests" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "intake_requests" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_intake_requests_status";
  CREATE TYPE "public"."enum_intake_requests_status" AS ENUM('new', 'contacted', 'scheduled', 'served', 'closed');
  ALTER TABLE "intake_requests" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_intake_requests_status";
  ALTER TABLE "intake_requests" ALTER COLUMN "status" SET DATA TYPE "public"."enum_intake_requests_status" USING "status"::"public"."enum_intake_requests_status";
  ALTER TABLE "intake_requests" ALTER COLUMN "confirm_by" SET DATA TYPE text;
  DROP TYPE "public"."enum_intake_requests_confirm_by";
  CREATE TYPE "public"."enum_intake_requests_confirm_by" AS ENUM('phone', 'text');
  ALTER TABLE "intake_requests" ALTER COLUMN "confirm_by" SET DATA TYPE "public"."enum_intake_requests_confirm_by" USING "confirm_by"::"public"."enum_intake_requests_confirm_by";
  DROP INDEX "intake_requests_hold_until_idx";
  DROP INDEX "intake_requests_cancelled_by_her_idx";
  DROP INDEX "intake_requests_email_key_idx";
  DROP INDEX "intake_requests_phone_key_idx";
  ALTER TABLE "intake_requests" DROP COLUMN "hold_until";
  ALTER TABLE "intake_requests" DROP COLUMN "cancelled_by_her";
  ALTER TABLE "intake_requests" DROP COLUMN "email_key";
  ALTER TABLE "intake_requests" DROP COLUMN "phone_key";
  ALTER TABLE "site_settings" DROP COLUMN "appointment_sender_name";
  ALTER TABLE "site_settings" DROP COLUMN "appointment_sender_address";
  ALTER TABLE "boutique_hours" DROP COLUMN "confirm_within_minutes";
  ALTER TABLE "boutique_hours" DROP COLUMN "online_bookings_per_hour";
  ALTER TABLE "boutique_hours" DROP COLUMN "directions";`)
  // The audit enum loses only this migration's value: whatever other migrations added stays.
  const { rows } = await db.execute(sql`SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
    WHERE t.typname = 'enum_audit_log_action' ORDER BY e.enumsortorder`)
  const kept = (rows as { label: string }[]).map((row) => row.label).filter((label) => label !== 'holds-release')
  await db.execute(sql`
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";`)
  await db.execute(sql.raw(`CREATE TYPE "public"."enum_audit_log_action" AS ENUM(${kept.map((label) => `'${label.replace(/'/g, "''")}'`).join(', ')})`))
  await db.execute(sql`ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";`)
}
