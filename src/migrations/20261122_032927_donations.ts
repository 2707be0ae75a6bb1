import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donor_levels_icon" AS ENUM('heart', 'sprout', 'flower', 'sun', 'crown');
  CREATE TYPE "public"."enum_donor_levels_color" AS ENUM('rose', 'sage', 'gold', 'plum', 'sky');
  CREATE TABLE "donor_levels_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "donor_levels_impact_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "donor_levels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"range" varchar NOT NULL,
  	"icon" "enum_donor_levels_icon" DEFAULT 'heart' NOT NULL,
  	"color" "enum_donor_levels_color" DEFAULT 'rose' NOT NULL,
  	"description" varchar NOT NULL,
  	"impact" varchar NOT NULL,
  	"impact_description" varchar NOT NULL,
  	"founder_quote" varchar,
  	"explanation" varchar,
  	"show_photo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donor_roster" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"level_id" integer NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "campaign" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"title" varchar DEFAULT 'Matching Gift Campaign' NOT NULL,
  	"description" varchar,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone NOT NULL,
  	"matching_fund_cents" numeric DEFAULT 250000 NOT NULL,
  	"goal_cents" numeric DEFAULT 250000 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donor_levels_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donor_roster_id" integer;
  ALTER TABLE "donor_levels_benefits" ADD CONSTRAINT "donor_levels_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donor_levels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donor_levels_impact_list" ADD CONSTRAINT "donor_levels_impact_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donor_levels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donor_roster" ADD CONSTRAINT "donor_roster_level_id_donor_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."donor_levels"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "donor_levels_benefits_order_idx" ON "donor_levels_benefits" USING btree ("_order");
  CREATE INDEX "donor_levels_benefits_parent_id_idx" ON "donor_levels_benefits" USING btree ("_parent_id");
  CREATE INDEX "donor_levels_impact_list_order_idx" ON "donor_levels_impact_list" USING btree ("_order");
  CREATE INDEX "donor_levels_impact_list_parent_id_idx" ON "donor_levels_impact_list" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "donor_levels_name_idx" ON "donor_levels" USING btree ("name");
  CREATE INDEX "donor_levels_updated_at_idx" ON "donor_levels" USING btree ("updated_at");
  CREATE INDEX "donor_levels_created_at_idx" ON "donor_levels" USING btree ("created_at");
  CREATE INDEX "donor_roster_level_idx" ON "donor_roster" USING btree ("level_id");
  CREATE INDEX "donor_roster_updated_at_idx" ON "donor_roster" USING btree ("updated_at");
  CREATE INDEX "donor_roster_created_at_idx" ON "donor_roster" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_levels_fk" FOREIGN KEY ("donor_levels_id") REFERENCES "public"."donor_levels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_roster_fk" FOREIGN KEY ("donor_roster_id") REFERENCES "public"."donor_roster"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_donor_levels_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_levels_id");
  CREATE INDEX "payload_locked_documents_rels_donor_roster_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_roster_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donor_levels_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donor_levels_impact_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donor_levels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donor_roster" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaign" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "donor_levels_benefits" CASCADE;
  DROP TABLE "donor_levels_impact_list" CASCADE;
  DROP TABLE "donor_levels" CASCADE;
  DROP TABLE "donor_roster" CASCADE;
  DROP TABLE "campaign" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_donor_levels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_donor_roster_fk";
  
  DROP INDEX "payload_locked_documents_rels_donor_levels_id_idx";
  DROP INDEX "payload_locked_documents_rels_donor_roster_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donor_levels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donor_roster_id";
  DROP TYPE "public"."enum_donor_levels_icon";
  DROP TYPE "public"."enum_donor_levels_color";`)
}
