import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 46, goods in and out: drives, drop-offs (with their items), boutique visits (what went
 * out), the day's impact figures and the goods-category labels. And retention now counts an
 * in-kind gift: it has no dollar amount (net 0), so "a gift that counts" becomes net above zero,
 * or an in-kind gift that stands (status paid) — the summary trigger follows a void of one too.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_drives_categories" AS ENUM('womens_clothing', 'childrens_clothing', 'shoes', 'coats', 'accessories', 'hygiene', 'household', 'other');
  CREATE TYPE "public"."enum_drives_status" AS ENUM('open', 'closed');
  CREATE TYPE "public"."enum_drop_offs_items_category" AS ENUM('womens_clothing', 'childrens_clothing', 'shoes', 'coats', 'accessories', 'hygiene', 'household', 'other');
  CREATE TYPE "public"."enum_boutique_visits_items_category" AS ENUM('womens_clothing', 'childrens_clothing', 'shoes', 'coats', 'accessories', 'hygiene', 'household', 'other');
  CREATE TABLE "drives_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_drives_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "drives" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"inquiry_id" integer,
  	"host" varchar NOT NULL,
  	"host_email" varchar,
  	"starts_on" varchar NOT NULL,
  	"ends_on" varchar NOT NULL,
  	"status" "enum_drives_status" DEFAULT 'open' NOT NULL,
  	"closed_at" timestamp(3) with time zone,
  	"thanks_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "drop_offs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category" "enum_drop_offs_items_category" NOT NULL,
  	"quantity" numeric NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "drop_offs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"received_at" varchar NOT NULL,
  	"donor_name" varchar,
  	"donor_email" varchar,
  	"contact_id" integer,
  	"weight_lbs" numeric,
  	"donor_estimate_cents" numeric,
  	"note" varchar,
  	"drive_id" integer,
  	"donation_id" integer,
  	"entered_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "boutique_visits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category" "enum_boutique_visits_items_category" NOT NULL,
  	"quantity" numeric NOT NULL
  );
  
  CREATE TABLE "boutique_visits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"case_id" numeric NOT NULL,
  	"visited_at" timestamp(3) with time zone NOT NULL,
  	"attended" boolean DEFAULT false NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "impact_figures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"counted_on" varchar NOT NULL,
  	"figures" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "goods_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"womens_clothing" varchar,
  	"childrens_clothing" varchar,
  	"shoes" varchar,
  	"coats" varchar,
  	"accessories" varchar,
  	"hygiene" varchar,
  	"household" varchar,
  	"other" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "drives_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "drop_offs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "boutique_visits_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "impact_figures_id" integer;
  ALTER TABLE "drives_categories" ADD CONSTRAINT "drives_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."drives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "drives" ADD CONSTRAINT "drives_inquiry_id_drive_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."drive_inquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "drop_offs_items" ADD CONSTRAINT "drop_offs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."drop_offs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "drop_offs" ADD CONSTRAINT "drop_offs_contact_id_donor_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."donor_contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "drop_offs" ADD CONSTRAINT "drop_offs_drive_id_drives_id_fk" FOREIGN KEY ("drive_id") REFERENCES "public"."drives"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "drop_offs" ADD CONSTRAINT "drop_offs_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "drop_offs" ADD CONSTRAINT "drop_offs_entered_by_id_users_id_fk" FOREIGN KEY ("entered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "boutique_visits_items" ADD CONSTRAINT "boutique_visits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."boutique_visits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "drives_categories_order_idx" ON "drives_categories" USING btree ("order");
  CREATE INDEX "drives_categories_parent_idx" ON "drives_categories" USING btree ("parent_id");
  CREATE UNIQUE INDEX "drives_inquiry_idx" ON "drives" USING btree ("inquiry_id");
  CREATE INDEX "drives_status_idx" ON "drives" USING btree ("status");
  CREATE INDEX "drives_updated_at_idx" ON "drives" USING btree ("updated_at");
  CREATE INDEX "drives_created_at_idx" ON "drives" USING btree ("created_at");
  CREATE INDEX "drop_offs_items_order_idx" ON "drop_offs_items" USING btree ("_order");
  CREATE INDEX "drop_offs_items_parent_id_idx" ON "drop_offs_items" USING btree ("_parent_id");
  CREATE INDEX "drop_offs_received_at_idx" ON "drop_offs" USING btree ("received_at");
  CREATE INDEX "drop_offs_contact_idx" ON "drop_offs" USING btree ("contact_id");
  CREATE INDEX "drop_offs_drive_idx" ON "drop_offs" USING btree ("drive_id");
  CREATE INDEX "drop_offs_donation_idx" ON "drop_offs" USING btree ("donation_id");
  CREATE INDEX "drop_offs_entered_by_idx" ON "drop_offs" USING btree ("entered_by_id");
  CREATE INDEX "drop_offs_updated_at_idx" ON "drop_offs" USING btree ("updated_at");
  CREATE INDEX "drop_offs_created_at_idx" ON "drop_offs" USING btree ("created_at");
  CREATE INDEX "boutique_visits_items_order_idx" ON "boutique_visits_items" USING btree ("_order");
  CREATE INDEX "boutique_visits_items_parent_id_idx" ON "boutique_visits_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "boutique_visits_case_id_idx" ON "boutique_visits" USING btree ("case_id");
  CREATE INDEX "boutique_visits_visited_at_idx" ON "boutique_visits" USING btree ("visited_at");
  CREATE INDEX "boutique_visits_updated_at_idx" ON "boutique_visits" USING btree ("updated_at");
  CREATE INDEX "boutique_visits_created_at_idx" ON "boutique_visits" USING btree ("created_at");
  CREATE UNIQUE INDEX "impact_figures_year_idx" ON "impact_figures" USING btree ("year");
  CREATE INDEX "impact_figures_updated_at_idx" ON "impact_figures" USING btree ("updated_at");
  CREATE INDEX "impact_figures_created_at_idx" ON "impact_figures" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_drives_fk" FOREIGN KEY ("drives_id") REFERENCES "public"."drives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_drop_offs_fk" FOREIGN KEY ("drop_offs_id") REFERENCES "public"."drop_offs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_boutique_visits_fk" FOREIGN KEY ("boutique_visits_id") REFERENCES "public"."boutique_visits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_impact_figures_fk" FOREIGN KEY ("impact_figures_id") REFERENCES "public"."impact_figures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_drives_id_idx" ON "payload_locked_documents_rels" USING btree ("drives_id");
  CREATE INDEX "payload_locked_documents_rels_drop_offs_id_idx" ON "payload_locked_documents_rels" USING btree ("drop_offs_id");
  CREATE INDEX "payload_locked_documents_rels_boutique_visits_id_idx" ON "payload_locked_documents_rels" USING btree ("boutique_visits_id");
  CREATE INDEX "payload_locked_documents_rels_impact_figures_id_idx" ON "payload_locked_documents_rels" USING btree ("impact_figures_id");`)
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "donations_giving_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND (OLD."net_amount_cents" > 0 OR (OLD."method" = 'in_kind' AND OLD."status" = 'paid')) THEN
      PERFORM "giving_count"(OLD."email", OLD."created_at", -1);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND (NEW."net_amount_cents" > 0 OR (NEW."method" = 'in_kind' AND NEW."status" = 'paid')) THEN
      PERFORM "giving_count"(NEW."email", NEW."created_at", 1);
    END IF;
    RETURN NULL;
  END $$;
  DROP TRIGGER "donations_giving_summary_change" ON "donations";
  CREATE TRIGGER "donations_giving_summary_change" AFTER UPDATE OF "email", "created_at", "net_amount_cents", "status", "method" ON "donations"
    FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
      OR (OLD."net_amount_cents" > 0 OR (OLD."method" = 'in_kind' AND OLD."status" = 'paid'))
         IS DISTINCT FROM (NEW."net_amount_cents" > 0 OR (NEW."method" = 'in_kind' AND NEW."status" = 'paid')))
    EXECUTE FUNCTION "donations_giving_summary"();
  CREATE OR REPLACE FUNCTION "giving_summary_rebuild"(candidate text) RETURNS void LANGUAGE plpgsql AS $$
  DECLARE
    z text := "giving_zone"(candidate);
  BEGIN
    IF z = (SELECT "zone" FROM "giving_summary_zone" WHERE "id" = 1) THEN RETURN; END IF;
    LOCK TABLE "donations" IN SHARE MODE;
    INSERT INTO "giving_summary_zone" ("id", "zone") VALUES (1, z) ON CONFLICT ("id") DO UPDATE SET "zone" = EXCLUDED."zone";
    DELETE FROM "donor_giving_years";
    DELETE FROM "donor_giving";
    INSERT INTO "donor_giving_years" ("email", "year", "gifts")
      SELECT lower("email"), extract(year FROM "created_at" AT TIME ZONE z)::integer, count(*)
      FROM "donations" WHERE "net_amount_cents" > 0 OR ("method" = 'in_kind' AND "status" = 'paid') GROUP BY 1, 2;
    INSERT INTO "donor_giving" ("email", "years")
      SELECT "email", array_agg("year" ORDER BY "year") FROM "donor_giving_years" GROUP BY "email";
  END $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Zero-amount in-kind gifts leave the year summary before the old rule (net above zero) returns.
  await db.execute(sql`
  DO $$ BEGIN
    PERFORM "giving_count"("email", "created_at", -1) FROM "donations"
      WHERE NOT ("net_amount_cents" > 0) AND "method" = 'in_kind' AND "status" = 'paid';
  END $$;
  CREATE OR REPLACE FUNCTION "donations_giving_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."net_amount_cents" > 0 THEN PERFORM "giving_count"(OLD."email", OLD."created_at", -1); END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."net_amount_cents" > 0 THEN PERFORM "giving_count"(NEW."email", NEW."created_at", 1); END IF;
    RETURN NULL;
  END $$;
  DROP TRIGGER "donations_giving_summary_change" ON "donations";
  CREATE TRIGGER "donations_giving_summary_change" AFTER UPDATE OF "email", "created_at", "net_amount_cents" ON "donations"
    FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
      OR (OLD."net_amount_cents" > 0) IS DISTINCT FROM (NEW."net_amount_cents" > 0))
    EXECUTE FUNCTION "donations_giving_summary"();
  CREATE OR REPLACE FUNCTION "giving_summary_rebuild"(candidate text) RETURNS void LANGUAGE plpgsql AS $$
  DECLARE
    z text := "giving_zone"(candidate);
  BEGIN
    IF z = (SELECT "zone" FROM "giving_summary_zone" WHERE "id" = 1) THEN RETURN; END IF;
    LOCK TABLE "donations" IN SHARE MODE;
    INSERT INTO "giving_summary_zone" ("id", "zone") VALUES (1, z) ON CONFLICT ("id") DO UPDATE SET "zone" = EXCLUDED."zone";
    DELETE FROM "donor_giving_years";
    DELETE FROM "donor_giving";
    INSERT INTO "donor_giving_years" ("email", "year", "gifts")
      SELECT lower("email"), extract(year FROM "created_at" AT TIME ZONE z)::integer, count(*)
      FROM "donations" WHERE "net_amount_cents" > 0 GROUP BY 1, 2;
    INSERT INTO "donor_giving" ("email", "years")
      SELECT "email", array_agg("year" ORDER BY "year") FROM "donor_giving_years" GROUP BY "email";
  END $$;

  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_drives_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_drop_offs_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_boutique_visits_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_impact_figures_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_drives_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_drop_offs_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_boutique_visits_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_impact_figures_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "drives_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "drop_offs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "boutique_visits_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "impact_figures_id";
  DROP TABLE IF EXISTS "drop_offs_items" CASCADE;
  DROP TABLE IF EXISTS "drop_offs" CASCADE;
  DROP TABLE IF EXISTS "drives_categories" CASCADE;
  DROP TABLE IF EXISTS "drives" CASCADE;
  DROP TABLE IF EXISTS "boutique_visits_items" CASCADE;
  DROP TABLE IF EXISTS "boutique_visits" CASCADE;
  DROP TABLE IF EXISTS "impact_figures" CASCADE;
  DROP TABLE IF EXISTS "goods_categories" CASCADE;
  DROP TYPE IF EXISTS "public"."enum_drives_categories";
  DROP TYPE IF EXISTS "public"."enum_drives_status";
  DROP TYPE IF EXISTS "public"."enum_drop_offs_items_category";
  DROP TYPE IF EXISTS "public"."enum_boutique_visits_items_category";`)
}
