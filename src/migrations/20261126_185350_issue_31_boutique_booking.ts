import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 31, boutique visits she books herself: the open times (global boutique_hours with its
 * weekly ranges and closed dates), one lockable row per booked time (boutique_slots), staff
 * calendar feeds, and on intake_requests how staff confirm (confirm_by) and her cancel link's hash.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_intake_requests_confirm_by" AS ENUM('phone', 'text');
  CREATE TYPE "public"."enum_boutique_hours_weekly_weekday" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  CREATE TABLE "boutique_slots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "calendar_feeds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"token_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "boutique_hours_weekly" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_boutique_hours_weekly_weekday" NOT NULL,
  	"start" varchar NOT NULL,
  	"end" varchar NOT NULL
  );
  
  CREATE TABLE "boutique_hours_closed_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL
  );
  
  CREATE TABLE "boutique_hours" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"visit_minutes" numeric DEFAULT 60 NOT NULL,
  	"capacity" numeric DEFAULT 1 NOT NULL,
  	"horizon_days" numeric DEFAULT 21 NOT NULL,
  	"notice_hours" numeric DEFAULT 24 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "intake_requests" ADD COLUMN "confirm_by" "enum_intake_requests_confirm_by";
  ALTER TABLE "intake_requests" ADD COLUMN "cancel_token_hash" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "boutique_slots_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "calendar_feeds_id" integer;
  ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "boutique_hours_weekly" ADD CONSTRAINT "boutique_hours_weekly_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."boutique_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "boutique_hours_closed_dates" ADD CONSTRAINT "boutique_hours_closed_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."boutique_hours"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "boutique_slots_start_idx" ON "boutique_slots" USING btree ("start");
  CREATE INDEX "boutique_slots_updated_at_idx" ON "boutique_slots" USING btree ("updated_at");
  CREATE INDEX "boutique_slots_created_at_idx" ON "boutique_slots" USING btree ("created_at");
  CREATE UNIQUE INDEX "calendar_feeds_user_idx" ON "calendar_feeds" USING btree ("user_id");
  CREATE UNIQUE INDEX "calendar_feeds_token_hash_idx" ON "calendar_feeds" USING btree ("token_hash");
  CREATE INDEX "calendar_feeds_updated_at_idx" ON "calendar_feeds" USING btree ("updated_at");
  CREATE INDEX "calendar_feeds_created_at_idx" ON "calendar_feeds" USING btree ("created_at");
  CREATE INDEX "boutique_hours_weekly_order_idx" ON "boutique_hours_weekly" USING btree ("_order");
  CREATE INDEX "boutique_hours_weekly_parent_id_idx" ON "boutique_hours_weekly" USING btree ("_parent_id");
  CREATE INDEX "boutique_hours_closed_dates_order_idx" ON "boutique_hours_closed_dates" USING btree ("_order");
  CREATE INDEX "boutique_hours_closed_dates_parent_id_idx" ON "boutique_hours_closed_dates" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_boutique_slots_fk" FOREIGN KEY ("boutique_slots_id") REFERENCES "public"."boutique_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calendar_feeds_fk" FOREIGN KEY ("calendar_feeds_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "intake_requests_confirm_by_idx" ON "intake_requests" USING btree ("confirm_by");
  CREATE INDEX "intake_requests_cancel_token_hash_idx" ON "intake_requests" USING btree ("cancel_token_hash");
  CREATE INDEX "payload_locked_documents_rels_boutique_slots_id_idx" ON "payload_locked_documents_rels" USING btree ("boutique_slots_id");
  CREATE INDEX "payload_locked_documents_rels_calendar_feeds_id_idx" ON "payload_locked_documents_rels" USING btree ("calendar_feeds_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The references to the new tables go first: dropping a table CASCADE already drops them.
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_boutique_slots_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_calendar_feeds_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_boutique_slots_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_calendar_feeds_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "boutique_slots_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "calendar_feeds_id";
  DROP TABLE "boutique_slots" CASCADE;
  DROP TABLE "calendar_feeds" CASCADE;
  DROP TABLE "boutique_hours_weekly" CASCADE;
  DROP TABLE "boutique_hours_closed_dates" CASCADE;
  DROP TABLE "boutique_hours" CASCADE;
  DROP INDEX IF EXISTS "intake_requests_confirm_by_idx";
  DROP INDEX IF EXISTS "intake_requests_cancel_token_hash_idx";
  ALTER TABLE "intake_requests" DROP COLUMN "confirm_by";
  ALTER TABLE "intake_requests" DROP COLUMN "cancel_token_hash";
  DROP TYPE "public"."enum_intake_requests_confirm_by";
  DROP TYPE "public"."enum_boutique_hours_weekly_weekday";`)
}
