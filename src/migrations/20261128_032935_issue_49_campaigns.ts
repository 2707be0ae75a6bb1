import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donations_wall_comment_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_campaigns_blocks_hero_buttons_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_campaigns_blocks_section_buttons_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_campaigns_blocks_section_tone" AS ENUM('plain', 'soft', 'sage');
  CREATE TYPE "public"."enum_campaigns_blocks_embed_feature" AS ENUM('featuredProducts', 'sponsorshipPackages', 'newsletter', 'socialLinks');
  CREATE TYPE "public"."enum_campaigns_after_end" AS ENUM('hide', 'final');
  CREATE TYPE "public"."enum_campaigns_wall" AS ENUM('off', 'names', 'names_and_comments');
  CREATE TABLE "campaigns_blocks_hero_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"style" "enum_campaigns_blocks_hero_buttons_style" DEFAULT 'primary',
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "campaigns_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"badge" varchar,
  	"heading" varchar NOT NULL,
  	"meta" varchar,
  	"body" varchar,
  	"picture_id" integer,
  	"image" varchar,
  	"image_alt" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_section_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "campaigns_blocks_section_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "campaigns_blocks_section_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"badge" varchar,
  	"text" varchar,
  	"items_heading" varchar,
  	"link_label" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "campaigns_blocks_section_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"style" "enum_campaigns_blocks_section_buttons_style" DEFAULT 'primary',
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "campaigns_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"body" varchar,
  	"picture_id" integer,
  	"image" varchar,
  	"image_alt" varchar,
  	"tone" "enum_campaigns_blocks_section_tone" DEFAULT 'plain',
  	"list_heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "campaigns_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_quotes_quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"attribution" varchar
  );
  
  CREATE TABLE "campaigns_blocks_quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns_blocks_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"feature" "enum_campaigns_blocks_embed_feature" NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"body" varchar,
  	"source" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"published" boolean DEFAULT false,
  	"featured" boolean DEFAULT false,
  	"description" varchar,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone NOT NULL,
  	"after_end" "enum_campaigns_after_end" DEFAULT 'hide' NOT NULL,
  	"matching_fund_cents" numeric,
  	"goal_cents" numeric,
  	"goal_donors" numeric,
  	"designation" varchar,
  	"reveal_at_percent" numeric DEFAULT 10,
  	"wall" "enum_campaigns_wall" DEFAULT 'off' NOT NULL,
  	"wall_amounts" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  -- Issue 49: the campaign global's content becomes the first campaign, featured on /donate.
  INSERT INTO "campaigns" ("title", "slug", "published", "featured", "description", "start_date", "end_date", "after_end",
      "matching_fund_cents", "goal_cents", "reveal_at_percent", "wall", "wall_amounts", "updated_at", "created_at")
    SELECT "title",
      coalesce(nullif(trim(both '-' from lower(regexp_replace("title", '[^A-Za-z0-9]+', '-', 'g'))), ''), 'campaign'),
      coalesce("is_active", true), true, "description", "start_date", "end_date", "after_end"::text::"enum_campaigns_after_end",
      "matching_fund_cents", "goal_cents", 10, 'off', false, coalesce("updated_at", now()), coalesce("created_at", now())
    FROM "campaign" ORDER BY "id" LIMIT 1;
  -- Expand, then contract: the global's table stays for the previous release still running
  -- during a rolling deploy; a later _contract migration removes it.
  ALTER TABLE "donations" ADD COLUMN "campaign_id" integer;
  ALTER TABLE "donations" ADD COLUMN "wall_show" boolean DEFAULT false;
  ALTER TABLE "donations" ADD COLUMN "wall_anonymous" boolean DEFAULT false;
  ALTER TABLE "donations" ADD COLUMN "wall_name" varchar;
  ALTER TABLE "donations" ADD COLUMN "wall_comment" varchar;
  ALTER TABLE "donations" ADD COLUMN "wall_comment_status" "enum_donations_wall_comment_status";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "campaigns_id" integer;
  ALTER TABLE "campaigns_blocks_hero_buttons" ADD CONSTRAINT "campaigns_blocks_hero_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_hero" ADD CONSTRAINT "campaigns_blocks_hero_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_hero" ADD CONSTRAINT "campaigns_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_section_list" ADD CONSTRAINT "campaigns_blocks_section_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_section_cards_items" ADD CONSTRAINT "campaigns_blocks_section_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_blocks_section_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_section_cards" ADD CONSTRAINT "campaigns_blocks_section_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_section_buttons" ADD CONSTRAINT "campaigns_blocks_section_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_section" ADD CONSTRAINT "campaigns_blocks_section_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_section" ADD CONSTRAINT "campaigns_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_stats_items" ADD CONSTRAINT "campaigns_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_stats" ADD CONSTRAINT "campaigns_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_quotes_quotes" ADD CONSTRAINT "campaigns_blocks_quotes_quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_blocks_quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_quotes" ADD CONSTRAINT "campaigns_blocks_quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_blocks_embed" ADD CONSTRAINT "campaigns_blocks_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "campaigns_blocks_hero_buttons_order_idx" ON "campaigns_blocks_hero_buttons" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_hero_buttons_parent_id_idx" ON "campaigns_blocks_hero_buttons" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_hero_order_idx" ON "campaigns_blocks_hero" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_hero_parent_id_idx" ON "campaigns_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_hero_path_idx" ON "campaigns_blocks_hero" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_hero_picture_idx" ON "campaigns_blocks_hero" USING btree ("picture_id");
  CREATE INDEX "campaigns_blocks_section_list_order_idx" ON "campaigns_blocks_section_list" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_section_list_parent_id_idx" ON "campaigns_blocks_section_list" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_section_cards_items_order_idx" ON "campaigns_blocks_section_cards_items" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_section_cards_items_parent_id_idx" ON "campaigns_blocks_section_cards_items" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_section_cards_order_idx" ON "campaigns_blocks_section_cards" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_section_cards_parent_id_idx" ON "campaigns_blocks_section_cards" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_section_buttons_order_idx" ON "campaigns_blocks_section_buttons" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_section_buttons_parent_id_idx" ON "campaigns_blocks_section_buttons" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_section_order_idx" ON "campaigns_blocks_section" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_section_parent_id_idx" ON "campaigns_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_section_path_idx" ON "campaigns_blocks_section" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_section_picture_idx" ON "campaigns_blocks_section" USING btree ("picture_id");
  CREATE INDEX "campaigns_blocks_stats_items_order_idx" ON "campaigns_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_stats_items_parent_id_idx" ON "campaigns_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_stats_order_idx" ON "campaigns_blocks_stats" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_stats_parent_id_idx" ON "campaigns_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_stats_path_idx" ON "campaigns_blocks_stats" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_quotes_quotes_order_idx" ON "campaigns_blocks_quotes_quotes" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_quotes_quotes_parent_id_idx" ON "campaigns_blocks_quotes_quotes" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_quotes_order_idx" ON "campaigns_blocks_quotes" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_quotes_parent_id_idx" ON "campaigns_blocks_quotes" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_quotes_path_idx" ON "campaigns_blocks_quotes" USING btree ("_path");
  CREATE INDEX "campaigns_blocks_embed_order_idx" ON "campaigns_blocks_embed" USING btree ("_order");
  CREATE INDEX "campaigns_blocks_embed_parent_id_idx" ON "campaigns_blocks_embed" USING btree ("_parent_id");
  CREATE INDEX "campaigns_blocks_embed_path_idx" ON "campaigns_blocks_embed" USING btree ("_path");
  CREATE UNIQUE INDEX "campaigns_slug_idx" ON "campaigns" USING btree ("slug");
  CREATE INDEX "campaigns_published_idx" ON "campaigns" USING btree ("published");
  CREATE INDEX "campaigns_featured_idx" ON "campaigns" USING btree ("featured");
  CREATE INDEX "campaigns_updated_at_idx" ON "campaigns" USING btree ("updated_at");
  CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at");
  ALTER TABLE "donations" ADD CONSTRAINT "donations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_campaigns_fk" FOREIGN KEY ("campaigns_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "donations_campaign_idx" ON "donations" USING btree ("campaign_id");
  CREATE INDEX "donations_wall_comment_status_idx" ON "donations" USING btree ("wall_comment_status");
  CREATE INDEX "payload_locked_documents_rels_campaigns_id_idx" ON "payload_locked_documents_rels" USING btree ("campaigns_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  -- The global's table was kept (expand, then contract): it takes the featured campaign back.
  DELETE FROM "campaign";
  
  -- The featured campaign goes back into the global (the others have no place there).
  INSERT INTO "campaign" ("is_active", "title", "description", "start_date", "end_date", "after_end", "matching_fund_cents", "goal_cents",
      "updated_at", "created_at")
    SELECT coalesce("published", true), "title", "description", "start_date", "end_date", "after_end"::text::"enum_campaign_after_end",
      coalesce("matching_fund_cents", 250000), coalesce("goal_cents", 250000), "updated_at", "created_at"
    FROM "campaigns" ORDER BY "featured" DESC NULLS LAST, "id" LIMIT 1;
  ALTER TABLE "campaigns_blocks_hero_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns_blocks_section_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns_blocks_section_cards_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns_blocks_section_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns_blocks_section_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns_blocks_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns_blocks_stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns_blocks_quotes_quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns_blocks_quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns_blocks_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "campaigns_blocks_hero_buttons" CASCADE;
  DROP TABLE "campaigns_blocks_hero" CASCADE;
  DROP TABLE "campaigns_blocks_section_list" CASCADE;
  DROP TABLE "campaigns_blocks_section_cards_items" CASCADE;
  DROP TABLE "campaigns_blocks_section_cards" CASCADE;
  DROP TABLE "campaigns_blocks_section_buttons" CASCADE;
  DROP TABLE "campaigns_blocks_section" CASCADE;
  DROP TABLE "campaigns_blocks_stats_items" CASCADE;
  DROP TABLE "campaigns_blocks_stats" CASCADE;
  DROP TABLE "campaigns_blocks_quotes_quotes" CASCADE;
  DROP TABLE "campaigns_blocks_quotes" CASCADE;
  DROP TABLE "campaigns_blocks_embed" CASCADE;
  DROP TABLE "campaigns" CASCADE;
  ALTER TABLE "donations" DROP CONSTRAINT IF EXISTS "donations_campaign_id_campaigns_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_campaigns_fk";
  
  DROP INDEX "donations_campaign_idx";
  DROP INDEX "donations_wall_comment_status_idx";
  DROP INDEX "payload_locked_documents_rels_campaigns_id_idx";
  ALTER TABLE "donations" DROP COLUMN "campaign_id";
  ALTER TABLE "donations" DROP COLUMN "wall_show";
  ALTER TABLE "donations" DROP COLUMN "wall_anonymous";
  ALTER TABLE "donations" DROP COLUMN "wall_name";
  ALTER TABLE "donations" DROP COLUMN "wall_comment";
  ALTER TABLE "donations" DROP COLUMN "wall_comment_status";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "campaigns_id";
  DROP TYPE "public"."enum_donations_wall_comment_status";
  DROP TYPE "public"."enum_campaigns_blocks_hero_buttons_style";
  DROP TYPE "public"."enum_campaigns_blocks_section_buttons_style";
  DROP TYPE "public"."enum_campaigns_blocks_section_tone";
  DROP TYPE "public"."enum_campaigns_blocks_embed_feature";
  DROP TYPE "public"."enum_campaigns_after_end";
  DROP TYPE "public"."enum_campaigns_wall";`)
}
