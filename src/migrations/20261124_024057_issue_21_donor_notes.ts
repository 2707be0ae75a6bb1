import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'donor-view' BEFORE 'export';
  CREATE TABLE "donor_notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_id" integer NOT NULL,
  	"body" varchar NOT NULL,
  	"author_id" numeric,
  	"author_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donor_notes_id" integer;
  ALTER TABLE "donor_notes" ADD CONSTRAINT "donor_notes_contact_id_donor_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."donor_contacts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "donor_notes_contact_idx" ON "donor_notes" USING btree ("contact_id");
  CREATE INDEX "donor_notes_author_id_idx" ON "donor_notes" USING btree ("author_id");
  CREATE INDEX "donor_notes_updated_at_idx" ON "donor_notes" USING btree ("updated_at");
  CREATE INDEX "donor_notes_created_at_idx" ON "donor_notes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_notes_fk" FOREIGN KEY ("donor_notes_id") REFERENCES "public"."donor_notes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_donor_notes_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_notes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donor_notes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "donor_notes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_donor_notes_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'sign-in-failed', 'lockout', 'intake-view', 'intake-list', 'export', 'consolidation', 'merge', 'refund', 'account-create', 'role-change');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_donor_notes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donor_notes_id";`)
}
