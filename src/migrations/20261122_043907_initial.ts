import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_category" AS ENUM('seeds', 'eggs', 'honey', 'handmade', 'plants', 'flowers', 'vegetables', 'other');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'cancelled', 'refunded');
  CREATE TYPE "public"."enum_donations_type" AS ENUM('one-time', 'monthly');
  CREATE TYPE "public"."enum_donations_frequency" AS ENUM('one_time', 'monthly', 'bi_monthly', 'quarterly', 'semi_annual', 'annual');
  CREATE TYPE "public"."enum_donations_subscription_status" AS ENUM('active', 'cancelled');
  CREATE TYPE "public"."enum_donor_levels_icon" AS ENUM('heart', 'sprout', 'flower', 'sun', 'crown');
  CREATE TYPE "public"."enum_donor_levels_color" AS ENUM('rose', 'sage', 'gold', 'plum', 'sky');
  CREATE TYPE "public"."enum_donor_contacts_source" AS ENUM('donation', 'order', 'newsletter', 'manual');
  CREATE TYPE "public"."enum_donor_contacts_preferred_contact_method" AS ENUM('email', 'phone', 'mail');
  CREATE TYPE "public"."enum_pages_blocks_hero_buttons_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_pages_blocks_section_buttons_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_pages_blocks_section_tone" AS ENUM('plain', 'soft', 'sage');
  CREATE TYPE "public"."enum_pages_blocks_embed_feature" AS ENUM('featuredProducts', 'sponsorshipPackages', 'newsletter', 'socialLinks');
  CREATE TYPE "public"."enum_contact_messages_subject" AS ENUM('support', 'bloom-boutique', 'volunteer', 'donation', 'products', 'partnership', 'other');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'replied', 'closed');
  CREATE TYPE "public"."enum_drive_inquiries_drive_type" AS ENUM('clothing', 'care_items', 'both');
  CREATE TYPE "public"."enum_drive_inquiries_delivery_method" AS ENUM('self_deliver', 'pickup_needed', 'shipping', 'discuss');
  CREATE TYPE "public"."enum_drive_inquiries_status" AS ENUM('new', 'contacted', 'scheduled', 'completed', 'declined');
  CREATE TYPE "public"."enum_intake_requests_status" AS ENUM('new', 'contacted', 'scheduled', 'served', 'closed');
  CREATE TYPE "public"."enum_intake_requests_preferred_contact" AS ENUM('email', 'phone', 'text');
  CREATE TYPE "public"."enum_intake_requests_clothing_sizes_top_size" AS ENUM('XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL');
  CREATE TYPE "public"."enum_intake_requests_appointment_preference" AS ENUM('weekday-morning', 'weekday-afternoon', 'weekday-evening', 'weekend', 'flexible');
  CREATE TYPE "public"."enum_intake_requests_source" AS ENUM('intake-form', 'contact-form');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "products_includes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"price_cents" numeric NOT NULL,
  	"category" "enum_products_category" NOT NULL,
  	"image_id" integer,
  	"inventory" numeric DEFAULT 0 NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"impact" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" varchar NOT NULL,
  	"product_name" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"unit_price_cents" numeric NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"total_cents" numeric NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"stripe_payment_intent_id" varchar,
  	"hold_expires_at" timestamp(3) with time zone,
  	"stock_released" boolean DEFAULT false,
  	"paid_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"address" varchar,
  	"city" varchar,
  	"state" varchar,
  	"zip_code" varchar,
  	"organization_name" varchar,
  	"comments" varchar,
  	"amount_cents" numeric NOT NULL,
  	"type" "enum_donations_type" NOT NULL,
  	"frequency" "enum_donations_frequency" NOT NULL,
  	"is_recurring" boolean DEFAULT false NOT NULL,
  	"stripe_payment_intent_id" varchar,
  	"stripe_invoice_id" varchar,
  	"stripe_subscription_id" varchar,
  	"subscription_status" "enum_donations_subscription_status",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"source" varchar DEFAULT 'footer' NOT NULL,
  	"subscribed_at" timestamp(3) with time zone NOT NULL,
  	"is_active" boolean DEFAULT true NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  
  CREATE TABLE "stripe_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"object_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"style" "enum_pages_blocks_hero_buttons_style" DEFAULT 'primary',
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"badge" varchar,
  	"heading" varchar NOT NULL,
  	"meta" varchar,
  	"body" varchar,
  	"image" varchar,
  	"image_alt" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_section_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_section_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_section_cards" (
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
  
  CREATE TABLE "pages_blocks_section_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"style" "enum_pages_blocks_section_buttons_style" DEFAULT 'primary',
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"body" varchar,
  	"image" varchar,
  	"image_alt" varchar,
  	"tone" "enum_pages_blocks_section_tone" DEFAULT 'plain',
  	"list_heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quotes_quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"attribution" varchar
  );
  
  CREATE TABLE "pages_blocks_quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"feature" "enum_pages_blocks_embed_feature" NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"body" varchar,
  	"source" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"og_image" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"subject" "enum_contact_messages_subject" NOT NULL,
  	"message" varchar NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "drive_inquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"organization_name" varchar,
  	"drive_type" "enum_drive_inquiries_drive_type" NOT NULL,
  	"location" varchar NOT NULL,
  	"expected_items" varchar,
  	"delivery_method" "enum_drive_inquiries_delivery_method" NOT NULL,
  	"timeframe" varchar,
  	"assistance_needed" boolean DEFAULT false NOT NULL,
  	"additional_info" varchar,
  	"status" "enum_drive_inquiries_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "intake_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_intake_requests_status" DEFAULT 'new' NOT NULL,
  	"closed_at" timestamp(3) with time zone,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"preferred_contact" "enum_intake_requests_preferred_contact",
  	"clothing_sizes_top_size" "enum_intake_requests_clothing_sizes_top_size",
  	"clothing_sizes_bottom_size" varchar,
  	"clothing_sizes_shoe_size" varchar,
  	"clothing_sizes_undergarments" varchar,
  	"specific_needs" varchar,
  	"appointment_preference" "enum_intake_requests_appointment_preference",
  	"current_situation" varchar,
  	"referral_source" varchar,
  	"additional_info" varchar,
  	"notes" varchar,
  	"privacy_consent" boolean DEFAULT false NOT NULL,
  	"source" "enum_intake_requests_source" DEFAULT 'intake-form' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "feedback" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"helped" varchar,
  	"not_helped" varchar,
  	"email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rate_limits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"window_start" timestamp(3) with time zone NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"media_id" integer,
  	"products_id" varchar,
  	"orders_id" integer,
  	"donations_id" integer,
  	"donor_levels_id" integer,
  	"donor_roster_id" integer,
  	"newsletter_subscribers_id" integer,
  	"donor_contacts_id" integer,
  	"donor_categories_id" integer,
  	"stripe_events_id" integer,
  	"pages_id" integer,
  	"contact_messages_id" integer,
  	"drive_inquiries_id" integer,
  	"intake_requests_id" integer,
  	"feedback_id" integer,
  	"rate_limits_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_hotlines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"foundation_name" varchar DEFAULT 'Bloom Hope Foundation' NOT NULL,
  	"contact_email" varchar DEFAULT 'hello@bloomhope.example.org' NOT NULL,
  	"phone" varchar,
  	"city" varchar DEFAULT 'Centerville' NOT NULL,
  	"state" varchar DEFAULT 'Tennessee' NOT NULL,
  	"founded_year" numeric DEFAULT 2024 NOT NULL,
  	"copyright_year" numeric DEFAULT 2024 NOT NULL,
  	"women_served" numeric DEFAULT 10 NOT NULL,
  	"farm_stand_hours" varchar DEFAULT 'Coming Soon' NOT NULL,
  	"memorial_line" varchar DEFAULT 'Lovingly dedicated to the memory of our founder''s son.' NOT NULL,
  	"quick_exit_url" varchar DEFAULT 'https://www.google.com/search?q=weather' NOT NULL,
  	"intake_retention_days" numeric DEFAULT 180 NOT NULL,
  	"seeded_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
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
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_includes" ADD CONSTRAINT "products_includes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donor_levels_benefits" ADD CONSTRAINT "donor_levels_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donor_levels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donor_levels_impact_list" ADD CONSTRAINT "donor_levels_impact_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donor_levels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donor_roster" ADD CONSTRAINT "donor_roster_level_id_donor_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."donor_levels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donor_contacts_rels" ADD CONSTRAINT "donor_contacts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."donor_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donor_contacts_rels" ADD CONSTRAINT "donor_contacts_rels_donor_categories_fk" FOREIGN KEY ("donor_categories_id") REFERENCES "public"."donor_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_buttons" ADD CONSTRAINT "pages_blocks_hero_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section_list" ADD CONSTRAINT "pages_blocks_section_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section_cards_items" ADD CONSTRAINT "pages_blocks_section_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_section_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section_cards" ADD CONSTRAINT "pages_blocks_section_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section_buttons" ADD CONSTRAINT "pages_blocks_section_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section" ADD CONSTRAINT "pages_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_items" ADD CONSTRAINT "pages_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats" ADD CONSTRAINT "pages_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quotes_quotes" ADD CONSTRAINT "pages_blocks_quotes_quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quotes" ADD CONSTRAINT "pages_blocks_quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_embed" ADD CONSTRAINT "pages_blocks_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donations_fk" FOREIGN KEY ("donations_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_levels_fk" FOREIGN KEY ("donor_levels_id") REFERENCES "public"."donor_levels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_roster_fk" FOREIGN KEY ("donor_roster_id") REFERENCES "public"."donor_roster"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_contacts_fk" FOREIGN KEY ("donor_contacts_id") REFERENCES "public"."donor_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_categories_fk" FOREIGN KEY ("donor_categories_id") REFERENCES "public"."donor_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stripe_events_fk" FOREIGN KEY ("stripe_events_id") REFERENCES "public"."stripe_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_drive_inquiries_fk" FOREIGN KEY ("drive_inquiries_id") REFERENCES "public"."drive_inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_intake_requests_fk" FOREIGN KEY ("intake_requests_id") REFERENCES "public"."intake_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedback_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rate_limits_fk" FOREIGN KEY ("rate_limits_id") REFERENCES "public"."rate_limits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social_links" ADD CONSTRAINT "site_settings_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_hotlines" ADD CONSTRAINT "site_settings_hotlines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "products_includes_order_idx" ON "products_includes" USING btree ("_order");
  CREATE INDEX "products_includes_parent_id_idx" ON "products_includes" USING btree ("_parent_id");
  CREATE INDEX "products_image_idx" ON "products" USING btree ("image_id");
  CREATE INDEX "products_is_active_idx" ON "products" USING btree ("is_active");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE UNIQUE INDEX "orders_stripe_payment_intent_id_idx" ON "orders" USING btree ("stripe_payment_intent_id");
  CREATE INDEX "orders_hold_expires_at_idx" ON "orders" USING btree ("hold_expires_at");
  CREATE INDEX "orders_stock_released_idx" ON "orders" USING btree ("stock_released");
  CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "donations_first_name_idx" ON "donations" USING btree ("first_name");
  CREATE INDEX "donations_last_name_idx" ON "donations" USING btree ("last_name");
  CREATE INDEX "donations_email_idx" ON "donations" USING btree ("email");
  CREATE INDEX "donations_type_idx" ON "donations" USING btree ("type");
  CREATE INDEX "donations_is_recurring_idx" ON "donations" USING btree ("is_recurring");
  CREATE UNIQUE INDEX "donations_stripe_payment_intent_id_idx" ON "donations" USING btree ("stripe_payment_intent_id");
  CREATE UNIQUE INDEX "donations_stripe_invoice_id_idx" ON "donations" USING btree ("stripe_invoice_id");
  CREATE INDEX "donations_stripe_subscription_id_idx" ON "donations" USING btree ("stripe_subscription_id");
  CREATE INDEX "donations_subscription_status_idx" ON "donations" USING btree ("subscription_status");
  CREATE INDEX "donations_updated_at_idx" ON "donations" USING btree ("updated_at");
  CREATE INDEX "donations_created_at_idx" ON "donations" USING btree ("created_at");
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
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_subscribed_at_idx" ON "newsletter_subscribers" USING btree ("subscribed_at");
  CREATE INDEX "newsletter_subscribers_is_active_idx" ON "newsletter_subscribers" USING btree ("is_active");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
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
  CREATE UNIQUE INDEX "stripe_events_event_id_idx" ON "stripe_events" USING btree ("event_id");
  CREATE INDEX "stripe_events_type_idx" ON "stripe_events" USING btree ("type");
  CREATE INDEX "stripe_events_object_id_idx" ON "stripe_events" USING btree ("object_id");
  CREATE INDEX "stripe_events_updated_at_idx" ON "stripe_events" USING btree ("updated_at");
  CREATE INDEX "stripe_events_created_at_idx" ON "stripe_events" USING btree ("created_at");
  CREATE INDEX "pages_blocks_hero_buttons_order_idx" ON "pages_blocks_hero_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_buttons_parent_id_idx" ON "pages_blocks_hero_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_section_list_order_idx" ON "pages_blocks_section_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_list_parent_id_idx" ON "pages_blocks_section_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_cards_items_order_idx" ON "pages_blocks_section_cards_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_cards_items_parent_id_idx" ON "pages_blocks_section_cards_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_cards_order_idx" ON "pages_blocks_section_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_cards_parent_id_idx" ON "pages_blocks_section_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_buttons_order_idx" ON "pages_blocks_section_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_buttons_parent_id_idx" ON "pages_blocks_section_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_order_idx" ON "pages_blocks_section" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_parent_id_idx" ON "pages_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_path_idx" ON "pages_blocks_section" USING btree ("_path");
  CREATE INDEX "pages_blocks_stats_items_order_idx" ON "pages_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_items_parent_id_idx" ON "pages_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_order_idx" ON "pages_blocks_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_parent_id_idx" ON "pages_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_path_idx" ON "pages_blocks_stats" USING btree ("_path");
  CREATE INDEX "pages_blocks_quotes_quotes_order_idx" ON "pages_blocks_quotes_quotes" USING btree ("_order");
  CREATE INDEX "pages_blocks_quotes_quotes_parent_id_idx" ON "pages_blocks_quotes_quotes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quotes_order_idx" ON "pages_blocks_quotes" USING btree ("_order");
  CREATE INDEX "pages_blocks_quotes_parent_id_idx" ON "pages_blocks_quotes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quotes_path_idx" ON "pages_blocks_quotes" USING btree ("_path");
  CREATE INDEX "pages_blocks_embed_order_idx" ON "pages_blocks_embed" USING btree ("_order");
  CREATE INDEX "pages_blocks_embed_parent_id_idx" ON "pages_blocks_embed" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_embed_path_idx" ON "pages_blocks_embed" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email");
  CREATE INDEX "contact_messages_subject_idx" ON "contact_messages" USING btree ("subject");
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "drive_inquiries_email_idx" ON "drive_inquiries" USING btree ("email");
  CREATE INDEX "drive_inquiries_status_idx" ON "drive_inquiries" USING btree ("status");
  CREATE INDEX "drive_inquiries_updated_at_idx" ON "drive_inquiries" USING btree ("updated_at");
  CREATE INDEX "drive_inquiries_created_at_idx" ON "drive_inquiries" USING btree ("created_at");
  CREATE INDEX "intake_requests_status_idx" ON "intake_requests" USING btree ("status");
  CREATE INDEX "intake_requests_closed_at_idx" ON "intake_requests" USING btree ("closed_at");
  CREATE INDEX "intake_requests_updated_at_idx" ON "intake_requests" USING btree ("updated_at");
  CREATE INDEX "intake_requests_created_at_idx" ON "intake_requests" USING btree ("created_at");
  CREATE INDEX "feedback_updated_at_idx" ON "feedback" USING btree ("updated_at");
  CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at");
  CREATE UNIQUE INDEX "rate_limits_key_idx" ON "rate_limits" USING btree ("key");
  CREATE INDEX "rate_limits_window_start_idx" ON "rate_limits" USING btree ("window_start");
  CREATE INDEX "rate_limits_updated_at_idx" ON "rate_limits" USING btree ("updated_at");
  CREATE INDEX "rate_limits_created_at_idx" ON "rate_limits" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_donations_id_idx" ON "payload_locked_documents_rels" USING btree ("donations_id");
  CREATE INDEX "payload_locked_documents_rels_donor_levels_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_levels_id");
  CREATE INDEX "payload_locked_documents_rels_donor_roster_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_roster_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_donor_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_contacts_id");
  CREATE INDEX "payload_locked_documents_rels_donor_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_categories_id");
  CREATE INDEX "payload_locked_documents_rels_stripe_events_id_idx" ON "payload_locked_documents_rels" USING btree ("stripe_events_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_drive_inquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("drive_inquiries_id");
  CREATE INDEX "payload_locked_documents_rels_intake_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("intake_requests_id");
  CREATE INDEX "payload_locked_documents_rels_feedback_id_idx" ON "payload_locked_documents_rels" USING btree ("feedback_id");
  CREATE INDEX "payload_locked_documents_rels_rate_limits_id_idx" ON "payload_locked_documents_rels" USING btree ("rate_limits_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_social_links_order_idx" ON "site_settings_social_links" USING btree ("_order");
  CREATE INDEX "site_settings_social_links_parent_id_idx" ON "site_settings_social_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_hotlines_order_idx" ON "site_settings_hotlines" USING btree ("_order");
  CREATE INDEX "site_settings_hotlines_parent_id_idx" ON "site_settings_hotlines" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "products_includes" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "donations" CASCADE;
  DROP TABLE "donor_levels_benefits" CASCADE;
  DROP TABLE "donor_levels_impact_list" CASCADE;
  DROP TABLE "donor_levels" CASCADE;
  DROP TABLE "donor_roster" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "donor_contacts" CASCADE;
  DROP TABLE "donor_contacts_rels" CASCADE;
  DROP TABLE "donor_categories" CASCADE;
  DROP TABLE "stripe_events" CASCADE;
  DROP TABLE "pages_blocks_hero_buttons" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_section_list" CASCADE;
  DROP TABLE "pages_blocks_section_cards_items" CASCADE;
  DROP TABLE "pages_blocks_section_cards" CASCADE;
  DROP TABLE "pages_blocks_section_buttons" CASCADE;
  DROP TABLE "pages_blocks_section" CASCADE;
  DROP TABLE "pages_blocks_stats_items" CASCADE;
  DROP TABLE "pages_blocks_stats" CASCADE;
  DROP TABLE "pages_blocks_quotes_quotes" CASCADE;
  DROP TABLE "pages_blocks_quotes" CASCADE;
  DROP TABLE "pages_blocks_embed" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "drive_inquiries" CASCADE;
  DROP TABLE "intake_requests" CASCADE;
  DROP TABLE "feedback" CASCADE;
  DROP TABLE "rate_limits" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_social_links" CASCADE;
  DROP TABLE "site_settings_hotlines" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "campaign" CASCADE;
  DROP TYPE "public"."enum_products_category";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_donations_type";
  DROP TYPE "public"."enum_donations_frequency";
  DROP TYPE "public"."enum_donations_subscription_status";
  DROP TYPE "public"."enum_donor_levels_icon";
  DROP TYPE "public"."enum_donor_levels_color";
  DROP TYPE "public"."enum_donor_contacts_source";
  DROP TYPE "public"."enum_donor_contacts_preferred_contact_method";
  DROP TYPE "public"."enum_pages_blocks_hero_buttons_style";
  DROP TYPE "public"."enum_pages_blocks_section_buttons_style";
  DROP TYPE "public"."enum_pages_blocks_section_tone";
  DROP TYPE "public"."enum_pages_blocks_embed_feature";
  DROP TYPE "public"."enum_contact_messages_subject";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_drive_inquiries_drive_type";
  DROP TYPE "public"."enum_drive_inquiries_delivery_method";
  DROP TYPE "public"."enum_drive_inquiries_status";
  DROP TYPE "public"."enum_intake_requests_status";
  DROP TYPE "public"."enum_intake_requests_preferred_contact";
  DROP TYPE "public"."enum_intake_requests_clothing_sizes_top_size";
  DROP TYPE "public"."enum_intake_requests_appointment_preference";
  DROP TYPE "public"."enum_intake_requests_source";`)
}
