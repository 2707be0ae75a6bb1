import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donor_contacts_source" AS ENUM('donation', 'order', 'newsletter', 'manual');
  CREATE TYPE "public"."enum_donor_contacts_preferred_contact_method" AS ENUM('email', 'phone', 'mail');
  CREATE TABLE "donor_contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"organization_name" varchar,
  	"city" varchar,
  	"state" varchar,
  	"total_donation_cents" numeric DEFAULT 0 NOT NULL,
  	"donation_count" numeric DEFAULT 0 NOT NULL,
  	"last_donation_date" timestamp(3) with time zone,
  	"is_monthly_donor" boolean DEFAULT false NOT NULL,
  	"is_active" boolean DEFAULT true NOT NULL,
  	"source" "enum_donor_contacts_source" DEFAULT 'manual' NOT NULL,
  	"preferred_contact_method" "enum_donor_contacts_preferred_contact_method",
  	"last_tagged_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donor_contacts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"donor_categories_id" integer
  );
  
  CREATE TABLE "donor_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donor_contacts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donor_categories_id" integer;
  ALTER TABLE "donor_contacts_rels" ADD CONSTRAINT "donor_contacts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."donor_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donor_contacts_rels" ADD CONSTRAINT "donor_contacts_rels_donor_categories_fk" FOREIGN KEY ("donor_categories_id") REFERENCES "public"."donor_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "donor_contacts_first_name_idx" ON "donor_contacts" USING btree ("first_name");
  CREATE INDEX "donor_contacts_last_name_idx" ON "donor_contacts" USING btree ("last_name");
  CREATE UNIQUE INDEX "donor_contacts_email_idx" ON "donor_contacts" USING btree ("email");
  CREATE INDEX "donor_contacts_organization_name_idx" ON "donor_contacts" USING btree ("organization_name");
  CREATE INDEX "donor_contacts_last_donation_date_idx" ON "donor_contacts" USING btree ("last_donation_date");
  CREATE INDEX "donor_contacts_is_monthly_donor_idx" ON "donor_contacts" USING btree ("is_monthly_donor");
  CREATE INDEX "donor_contacts_is_active_idx" ON "donor_contacts" USING btree ("is_active");
  CREATE INDEX "donor_contacts_updated_at_idx" ON "donor_contacts" USING btree ("updated_at");
  CREATE INDEX "donor_contacts_created_at_idx" ON "donor_contacts" USING btree ("created_at");
  CREATE INDEX "donor_contacts_rels_order_idx" ON "donor_contacts_rels" USING btree ("order");
  CREATE INDEX "donor_contacts_rels_parent_idx" ON "donor_contacts_rels" USING btree ("parent_id");
  CREATE INDEX "donor_contacts_rels_path_idx" ON "donor_contacts_rels" USING btree ("path");
  CREATE INDEX "donor_contacts_rels_donor_categories_id_idx" ON "donor_contacts_rels" USING btree ("donor_categories_id");
  CREATE UNIQUE INDEX "donor_categories_name_idx" ON "donor_categories" USING btree ("name");
  CREATE INDEX "donor_categories_updated_at_idx" ON "donor_categories" USING btree ("updated_at");
  CREATE INDEX "donor_categories_created_at_idx" ON "donor_categories" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_contacts_fk" FOREIGN KEY ("donor_contacts_id") REFERENCES "public"."donor_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_categories_fk" FOREIGN KEY ("donor_categories_id") REFERENCES "public"."donor_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_donor_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_contacts_id");
  CREATE INDEX "payload_locked_documents_rels_donor_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_categories_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donor_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donor_contacts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donor_categories" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "donor_contacts" CASCADE;
  DROP TABLE "donor_contacts_rels" CASCADE;
  DROP TABLE "donor_categories" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_donor_contacts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_donor_categories_fk";
  
  DROP INDEX "payload_locked_documents_rels_donor_contacts_id_idx";
  DROP INDEX "payload_locked_documents_rels_donor_categories_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donor_contacts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donor_categories_id";
  DROP TYPE "public"."enum_donor_contacts_source";
  DROP TYPE "public"."enum_donor_contacts_preferred_contact_method";`)
}
