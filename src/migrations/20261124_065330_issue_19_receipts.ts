import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 19, receipts: the receipts collection (a receipt goes with its donation: ON DELETE
 * cascade, edited from the generated "set null" its NOT NULL column refuses), the foundation's
 * legal name and EIN, a sponsorship package's benefit and its value, `receipt_counters` (one row
 * per calendar year, the last number given) and the donor portal's single-use link tokens and
 * sessions, stored by their SHA-256 (these three are not Payload collections).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_receipts_status" AS ENUM('issued', 'void');
  CREATE TABLE "receipts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"year" numeric NOT NULL,
  	"donation_id" integer NOT NULL,
  	"status" "enum_receipts_status" DEFAULT 'issued' NOT NULL,
  	"replaces_id" integer,
  	"donor_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"gift_date" timestamp(3) with time zone NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"benefit_description" varchar,
  	"benefit_value_cents" numeric DEFAULT 0 NOT NULL,
  	"voided_at" timestamp(3) with time zone,
  	"emailed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "benefit_description" varchar;
  ALTER TABLE "products" ADD COLUMN "benefit_value_cents" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "receipts_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "legal_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "ein" varchar;
  ALTER TABLE "receipts" ADD CONSTRAINT "receipts_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "receipts" ADD CONSTRAINT "receipts_replaces_id_receipts_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."receipts"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "receipts_number_idx" ON "receipts" USING btree ("number");
  CREATE INDEX "receipts_year_idx" ON "receipts" USING btree ("year");
  CREATE INDEX "receipts_donation_idx" ON "receipts" USING btree ("donation_id");
  CREATE INDEX "receipts_status_idx" ON "receipts" USING btree ("status");
  CREATE INDEX "receipts_replaces_idx" ON "receipts" USING btree ("replaces_id");
  CREATE INDEX "receipts_email_idx" ON "receipts" USING btree ("email");
  CREATE INDEX "receipts_updated_at_idx" ON "receipts" USING btree ("updated_at");
  CREATE INDEX "receipts_created_at_idx" ON "receipts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_receipts_fk" FOREIGN KEY ("receipts_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_receipts_id_idx" ON "payload_locked_documents_rels" USING btree ("receipts_id");
  CREATE TABLE "receipt_counters" ("year" integer PRIMARY KEY NOT NULL, "last" integer NOT NULL);
  CREATE TABLE "donor_portal_tokens" (
    "token_hash" varchar PRIMARY KEY NOT NULL,
    "email" varchar NOT NULL,
    "expires_at" timestamp(3) with time zone NOT NULL,
    "used_at" timestamp(3) with time zone,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE "donor_portal_sessions" (
    "session_hash" varchar PRIMARY KEY NOT NULL,
    "email" varchar NOT NULL,
    "expires_at" timestamp(3) with time zone NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "receipt_counters";
  DROP TABLE "donor_portal_tokens";
  DROP TABLE "donor_portal_sessions";
  ALTER TABLE "receipts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "receipts" CASCADE;
  -- CASCADE above already dropped the foreign key into receipts.
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_receipts_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_receipts_id_idx";
  ALTER TABLE "products" DROP COLUMN "benefit_description";
  ALTER TABLE "products" DROP COLUMN "benefit_value_cents";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "receipts_id";
  ALTER TABLE "site_settings" DROP COLUMN "legal_name";
  ALTER TABLE "site_settings" DROP COLUMN "ein";
  DROP TYPE "public"."enum_receipts_status";`)
}
