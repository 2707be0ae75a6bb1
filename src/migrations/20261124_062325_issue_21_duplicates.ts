import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 21, duplicates: alternate e-mails, ZIP and staff-chosen details on donor contacts, the
 * merge history and the "not a duplicate" pairs. A pair goes with either of its contacts
 * (ON DELETE cascade, edited from the generated "set null", which its NOT NULL columns refuse),
 * however the contact is deleted: through Payload, a merge or consolidation's SQL.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "donor_contacts_alternate_emails" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL
  );
  
  CREATE TABLE "donor_merges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kept_contact_id" integer,
  	"kept_email" varchar NOT NULL,
  	"merged_contact_id" numeric NOT NULL,
  	"merged_email" varchar NOT NULL,
  	"fields_from_merged" jsonb,
  	"merged_by_id" numeric,
  	"merged_by_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "duplicate_dismissals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_a_id" integer NOT NULL,
  	"contact_b_id" integer NOT NULL,
  	"dismissed_by_id" numeric,
  	"dismissed_by_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "donor_contacts" ADD COLUMN "zip_code" varchar;
  ALTER TABLE "donor_contacts" ADD COLUMN "details_chosen_by_staff" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donor_merges_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "duplicate_dismissals_id" integer;
  ALTER TABLE "donor_contacts_alternate_emails" ADD CONSTRAINT "donor_contacts_alternate_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donor_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donor_merges" ADD CONSTRAINT "donor_merges_kept_contact_id_donor_contacts_id_fk" FOREIGN KEY ("kept_contact_id") REFERENCES "public"."donor_contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_contact_a_id_donor_contacts_id_fk" FOREIGN KEY ("contact_a_id") REFERENCES "public"."donor_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_contact_b_id_donor_contacts_id_fk" FOREIGN KEY ("contact_b_id") REFERENCES "public"."donor_contacts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "donor_contacts_alternate_emails_order_idx" ON "donor_contacts_alternate_emails" USING btree ("_order");
  CREATE INDEX "donor_contacts_alternate_emails_parent_id_idx" ON "donor_contacts_alternate_emails" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "donor_contacts_alternate_emails_email_idx" ON "donor_contacts_alternate_emails" USING btree ("email");
  CREATE INDEX "donor_merges_kept_contact_idx" ON "donor_merges" USING btree ("kept_contact_id");
  CREATE INDEX "donor_merges_merged_by_id_idx" ON "donor_merges" USING btree ("merged_by_id");
  CREATE INDEX "donor_merges_updated_at_idx" ON "donor_merges" USING btree ("updated_at");
  CREATE INDEX "donor_merges_created_at_idx" ON "donor_merges" USING btree ("created_at");
  CREATE INDEX "duplicate_dismissals_contact_a_idx" ON "duplicate_dismissals" USING btree ("contact_a_id");
  CREATE INDEX "duplicate_dismissals_contact_b_idx" ON "duplicate_dismissals" USING btree ("contact_b_id");
  CREATE INDEX "duplicate_dismissals_updated_at_idx" ON "duplicate_dismissals" USING btree ("updated_at");
  CREATE INDEX "duplicate_dismissals_created_at_idx" ON "duplicate_dismissals" USING btree ("created_at");
  CREATE UNIQUE INDEX "contactA_contactB_idx" ON "duplicate_dismissals" USING btree ("contact_a_id","contact_b_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_merges_fk" FOREIGN KEY ("donor_merges_id") REFERENCES "public"."donor_merges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_duplicate_dismissals_fk" FOREIGN KEY ("duplicate_dismissals_id") REFERENCES "public"."duplicate_dismissals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_donor_merges_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_merges_id");
  CREATE INDEX "payload_locked_documents_rels_duplicate_dismissals_id_idx" ON "payload_locked_documents_rels" USING btree ("duplicate_dismissals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donor_contacts_alternate_emails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donor_merges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "duplicate_dismissals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "donor_contacts_alternate_emails" CASCADE;
  DROP TABLE "donor_merges" CASCADE;
  DROP TABLE "duplicate_dismissals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_donor_merges_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_duplicate_dismissals_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_donor_merges_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_duplicate_dismissals_id_idx";
  ALTER TABLE "donor_contacts" DROP COLUMN "zip_code";
  ALTER TABLE "donor_contacts" DROP COLUMN "details_chosen_by_staff";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donor_merges_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "duplicate_dismissals_id";`)
}
