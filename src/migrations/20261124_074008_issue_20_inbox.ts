import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 20, the staff inbox: intake requests get an appointment, a close reason and a status
 * history; case notes for all three inboxes (sealed with the intake key on intake requests);
 * messages and drive inquiries get a title, an opened-by mark and who changed their status. Data: drive inquiries move to the messages'
 * New → Replied → Closed (contacted/scheduled → replied, completed/declined → closed);
 * existing messages and inquiries are titled by sender and subject, and those already handled
 * count as read. Intake statuses keep their values (New → Contacted → Scheduled → Served →
 * Closed were already the stored ones).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_intake_requests_close_reason" AS ENUM('completed', 'declined', 'unreachable', 'duplicate', 'served-elsewhere');
  CREATE TABLE "intake_requests_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" varchar,
  	"to" varchar NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" numeric,
  	"by_name" varchar,
  	"reason" varchar,
  	"appointment_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "case_notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intake_request_id" integer,
  	"contact_message_id" integer,
  	"drive_inquiry_id" integer,
  	"body" varchar NOT NULL,
  	"author_id" numeric,
  	"author_name" varchar,
  	"encryption_key_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "drive_inquiries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "drive_inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "drive_inquiries" SET "status" = CASE "status"
    WHEN 'contacted' THEN 'replied' WHEN 'scheduled' THEN 'replied'
    WHEN 'completed' THEN 'closed' WHEN 'declined' THEN 'closed' ELSE 'new' END;
  DROP TYPE "public"."enum_drive_inquiries_status";
  CREATE TYPE "public"."enum_drive_inquiries_status" AS ENUM('new', 'replied', 'closed');
  ALTER TABLE "drive_inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_drive_inquiries_status";
  ALTER TABLE "drive_inquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_drive_inquiries_status" USING "status"::"public"."enum_drive_inquiries_status";
  ALTER TABLE "contact_messages" ADD COLUMN "title" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "status_changed_at" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "status_changed_by" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "read_by" varchar;
  ALTER TABLE "drive_inquiries" ADD COLUMN "title" varchar;
  ALTER TABLE "drive_inquiries" ADD COLUMN "status_changed_at" timestamp(3) with time zone;
  ALTER TABLE "drive_inquiries" ADD COLUMN "status_changed_by" varchar;
  ALTER TABLE "drive_inquiries" ADD COLUMN "read_at" timestamp(3) with time zone;
  ALTER TABLE "drive_inquiries" ADD COLUMN "read_by" varchar;
  ALTER TABLE "intake_requests" ADD COLUMN "appointment_at" timestamp(3) with time zone;
  ALTER TABLE "intake_requests" ADD COLUMN "close_reason" "enum_intake_requests_close_reason";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "case_notes_id" integer;
  ALTER TABLE "intake_requests_status_history" ADD CONSTRAINT "intake_requests_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."intake_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_intake_request_id_intake_requests_id_fk" FOREIGN KEY ("intake_request_id") REFERENCES "public"."intake_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_drive_inquiry_id_drive_inquiries_id_fk" FOREIGN KEY ("drive_inquiry_id") REFERENCES "public"."drive_inquiries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "intake_requests_status_history_order_idx" ON "intake_requests_status_history" USING btree ("_order");
  CREATE INDEX "intake_requests_status_history_parent_id_idx" ON "intake_requests_status_history" USING btree ("_parent_id");
  CREATE INDEX "case_notes_intake_request_idx" ON "case_notes" USING btree ("intake_request_id");
  CREATE INDEX "case_notes_contact_message_idx" ON "case_notes" USING btree ("contact_message_id");
  CREATE INDEX "case_notes_drive_inquiry_idx" ON "case_notes" USING btree ("drive_inquiry_id");
  CREATE INDEX "case_notes_author_id_idx" ON "case_notes" USING btree ("author_id");
  CREATE INDEX "case_notes_encryption_key_id_idx" ON "case_notes" USING btree ("encryption_key_id");
  CREATE INDEX "case_notes_updated_at_idx" ON "case_notes" USING btree ("updated_at");
  CREATE INDEX "case_notes_created_at_idx" ON "case_notes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_case_notes_fk" FOREIGN KEY ("case_notes_id") REFERENCES "public"."case_notes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_messages_title_idx" ON "contact_messages" USING btree ("title");
  CREATE INDEX "contact_messages_read_at_idx" ON "contact_messages" USING btree ("read_at");
  CREATE INDEX "drive_inquiries_title_idx" ON "drive_inquiries" USING btree ("title");
  CREATE INDEX "drive_inquiries_read_at_idx" ON "drive_inquiries" USING btree ("read_at");
  CREATE INDEX "intake_requests_appointment_at_idx" ON "intake_requests" USING btree ("appointment_at");
  CREATE INDEX "payload_locked_documents_rels_case_notes_id_idx" ON "payload_locked_documents_rels" USING btree ("case_notes_id");

  UPDATE "contact_messages" SET "title" =
    coalesce(nullif(trim(concat_ws(' ', nullif(trim("first_name"), ''), nullif(trim("last_name"), ''))), ''), 'Unknown sender')
    || ' — ' || CASE "subject"::text
      WHEN 'support' THEN 'Support Services' WHEN 'bloom-boutique' THEN 'Bloom Boutique'
      WHEN 'volunteer' THEN 'Volunteering' WHEN 'donation' THEN 'Donations'
      WHEN 'products' THEN 'Products & Orders' WHEN 'partnership' THEN 'Partnership' ELSE 'Other' END;
  UPDATE "drive_inquiries" SET "title" =
    coalesce(nullif(trim(concat_ws(' ', nullif(trim("first_name"), ''), nullif(trim("last_name"), ''))), ''), 'Unknown sender')
    || ' — ' || CASE "drive_type"::text
      WHEN 'clothing' THEN 'Clothing Drive' WHEN 'care_items' THEN 'Care Items Drive'
      WHEN 'both' THEN 'Both Clothing & Care Items' ELSE 'Drive' END || ' inquiry'
    || coalesce(' (' || nullif(trim("organization_name"), '') || ')', '');
  UPDATE "contact_messages" SET "read_at" = "updated_at" WHERE "status" <> 'new' AND "read_at" IS NULL;
  UPDATE "drive_inquiries" SET "read_at" = "updated_at" WHERE "status" <> 'new' AND "read_at" IS NULL;`)
}

/** Back to the earlier shape; replied inquiries become contacted and closed ones completed. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "intake_requests_status_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_notes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "intake_requests_status_history" CASCADE;
  DROP TABLE "case_notes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_case_notes_fk";
  
  ALTER TABLE "drive_inquiries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "drive_inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "drive_inquiries" SET "status" = CASE "status" WHEN 'replied' THEN 'contacted' WHEN 'closed' THEN 'completed' ELSE 'new' END;
  DROP TYPE "public"."enum_drive_inquiries_status";
  CREATE TYPE "public"."enum_drive_inquiries_status" AS ENUM('new', 'contacted', 'scheduled', 'completed', 'declined');
  ALTER TABLE "drive_inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_drive_inquiries_status";
  ALTER TABLE "drive_inquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_drive_inquiries_status" USING "status"::"public"."enum_drive_inquiries_status";
  DROP INDEX "contact_messages_title_idx";
  DROP INDEX "contact_messages_read_at_idx";
  DROP INDEX "drive_inquiries_title_idx";
  DROP INDEX "drive_inquiries_read_at_idx";
  DROP INDEX "intake_requests_appointment_at_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_case_notes_id_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "title";
  ALTER TABLE "contact_messages" DROP COLUMN "status_changed_at";
  ALTER TABLE "contact_messages" DROP COLUMN "status_changed_by";
  ALTER TABLE "contact_messages" DROP COLUMN "read_at";
  ALTER TABLE "contact_messages" DROP COLUMN "read_by";
  ALTER TABLE "drive_inquiries" DROP COLUMN "title";
  ALTER TABLE "drive_inquiries" DROP COLUMN "status_changed_at";
  ALTER TABLE "drive_inquiries" DROP COLUMN "status_changed_by";
  ALTER TABLE "drive_inquiries" DROP COLUMN "read_at";
  ALTER TABLE "drive_inquiries" DROP COLUMN "read_by";
  ALTER TABLE "intake_requests" DROP COLUMN "appointment_at";
  ALTER TABLE "intake_requests" DROP COLUMN "close_reason";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "case_notes_id";
  DROP TYPE "public"."enum_intake_requests_close_reason";`)
}
